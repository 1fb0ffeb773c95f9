import type { MailLocale, OrderMailData, RefundMailData } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';
import { commonTexts } from './common-texts.ts';
import { formatEuros } from './locale-format.ts';

const texts: Record<
  MailLocale,
  {
    cancelledSubject(orderNumber: string): string;
    cancelled: string;
    cancelledRefund(amount: string): string;
    refundedSubject(orderNumber: string): string;
    refunded(amount: string): string;
    bankDays: string;
    refund: string;
    shipping: string;
    viewOrder: string;
  }
> = {
  nl: {
    cancelledSubject: (n) => `Je bestelling ${n} is geannuleerd`,
    cancelled: 'We hebben je bestelling geannuleerd.',
    cancelledRefund: (amount) => `Je krijgt ${amount} terug.`,
    refundedSubject: (n) => `Terugbetaling voor bestelling ${n}`,
    refunded: (amount) => `We hebben ${amount} aan je terugbetaald.`,
    bankDays:
      'Het bedrag staat binnen enkele werkdagen op je rekening, via de betaalmethode waarmee je betaalde.',
    refund: 'Terugbetaald',
    shipping: 'Verzendkosten',
    viewOrder: 'Bekijk je bestelling',
  },
  fr: {
    cancelledSubject: (n) => `Votre commande ${n} a été annulée`,
    cancelled: 'Nous avons annulé votre commande.',
    cancelledRefund: (amount) => `Vous serez remboursé(e) de ${amount}.`,
    refundedSubject: (n) => `Remboursement de la commande ${n}`,
    refunded: (amount) => `Nous vous avons remboursé ${amount}.`,
    bankDays:
      'Le montant arrive sur votre compte en quelques jours ouvrables, par le moyen de paiement utilisé.',
    refund: 'Remboursé',
    shipping: 'Frais de livraison',
    viewOrder: 'Voir votre commande',
  },
  de: {
    cancelledSubject: (n) => `Deine Bestellung ${n} wurde storniert`,
    cancelled: 'Wir haben deine Bestellung storniert.',
    cancelledRefund: (amount) => `Du erhältst ${amount} zurück.`,
    refundedSubject: (n) => `Erstattung für Bestellung ${n}`,
    refunded: (amount) => `Wir haben dir ${amount} erstattet.`,
    bankDays:
      'Der Betrag ist in wenigen Werktagen auf deinem Konto, über die Zahlungsart, mit der du bezahlt hast.',
    refund: 'Erstattet',
    shipping: 'Versandkosten',
    viewOrder: 'Bestellung ansehen',
  },
  en: {
    cancelledSubject: (n) => `Your order ${n} has been cancelled`,
    cancelled: 'We have cancelled your order.',
    cancelledRefund: (amount) => `You will get ${amount} back.`,
    refundedSubject: (n) => `Refund for order ${n}`,
    refunded: (amount) => `We have refunded ${amount} to you.`,
    bankDays:
      'The amount reaches your account within a few working days, through the payment method you used.',
    refund: 'Refunded',
    shipping: 'Shipping',
    viewOrder: 'View your order',
  },
};

/** Staff cancelled the order; a paid one says what comes back. */
export function orderCancelled(
  order: OrderMailData & { refundCents: number },
  locale: MailLocale,
): MailContent {
  const words = texts[locale];
  const amount = formatEuros(order.refundCents, locale);
  const paragraphs =
    order.refundCents > 0
      ? [words.cancelled, words.cancelledRefund(amount), words.bankDays]
      : [words.cancelled];
  return {
    subject: words.cancelledSubject(order.orderNumber),
    preheader: paragraphs.slice(0, 2).join(' '),
    blocks: [
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      {
        kind: 'table',
        rows: [{ label: commonTexts[locale].orderNumber, value: order.orderNumber }],
      },
      { kind: 'button', label: words.viewOrder, url: order.orderUrl },
    ],
  };
}

/** Money paid back on an order: the amount, and the units and shipping it is for. */
export function orderRefunded(order: RefundMailData, locale: MailLocale): MailContent {
  const words = texts[locale];
  const amount = formatEuros(order.refundCents, locale);
  return {
    subject: words.refundedSubject(order.orderNumber),
    preheader: words.refunded(amount),
    blocks: [
      { kind: 'paragraph', text: words.refunded(amount) },
      { kind: 'paragraph', text: words.bankDays },
      {
        kind: 'table',
        rows: [
          { label: commonTexts[locale].orderNumber, value: order.orderNumber },
          ...order.refundedLines.map((line) => ({
            label: line.name,
            value: `${line.quantity}×`,
          })),
          ...(order.shippingRefunded ? [{ label: words.shipping, value: '✓' }] : []),
          { label: words.refund, value: amount, strong: true },
        ],
      },
      { kind: 'button', label: words.viewOrder, url: order.orderUrl },
    ],
  };
}
