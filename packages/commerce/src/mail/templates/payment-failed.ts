import type { MailLocale, OrderMailData } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';
import { orderSummaryBlocks } from './order-summary.ts';

type Reason = 'cancelled' | 'denied' | 'expired';

/** Spec §8: order cancelled, try again; order denied by the payment provider, try another payment method. */
const texts: Record<
  MailLocale,
  { subject(orderNumber: string): string; reasons: Record<Reason, string>; retry: string }
> = {
  nl: {
    subject: (orderNumber) => `Je betaling voor bestelling ${orderNumber} is niet gelukt`,
    reasons: {
      cancelled: 'Je bestelling is geannuleerd. Probeer het opnieuw.',
      denied:
        'Je bestelling is geweigerd door de betaalprovider. Probeer een andere betaalmethode.',
      expired: 'De tijd om te betalen is verstreken. Probeer het opnieuw.',
    },
    retry: 'Opnieuw proberen',
  },
  fr: {
    subject: (orderNumber) => `Le paiement de votre commande ${orderNumber} n'a pas abouti`,
    reasons: {
      cancelled: 'Votre commande a été annulée. Veuillez réessayer.',
      denied:
        'Votre commande a été refusée par le prestataire de paiement. Essayez un autre mode de paiement.',
      expired: 'Le délai de paiement est dépassé. Veuillez réessayer.',
    },
    retry: 'Réessayer',
  },
  de: {
    subject: (orderNumber) => `Die Zahlung für deine Bestellung ${orderNumber} ist fehlgeschlagen`,
    reasons: {
      cancelled: 'Deine Bestellung wurde storniert. Bitte versuche es erneut.',
      denied:
        'Deine Bestellung wurde vom Zahlungsanbieter abgelehnt. Bitte wähle eine andere Zahlungsart.',
      expired: 'Die Zahlungsfrist ist abgelaufen. Bitte versuche es erneut.',
    },
    retry: 'Erneut versuchen',
  },
  en: {
    subject: (orderNumber) => `The payment for your order ${orderNumber} did not go through`,
    reasons: {
      cancelled: 'Your order was cancelled. Please try again.',
      denied: 'Your order was denied by the payment provider. Please try another payment method.',
      expired: 'The time to pay has run out. Please try again.',
    },
    retry: 'Try again',
  },
};

export function paymentFailed(
  order: OrderMailData & { reason: Reason },
  locale: MailLocale,
): MailContent {
  const words = texts[locale];
  const reason = words.reasons[order.reason] ?? words.reasons.cancelled;
  return {
    subject: words.subject(order.orderNumber),
    preheader: reason,
    blocks: [
      { kind: 'paragraph', text: reason },
      { kind: 'button', label: words.retry, url: order.orderUrl },
      ...orderSummaryBlocks(order, locale),
    ],
  };
}
