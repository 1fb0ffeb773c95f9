import type { MailLocale, OrderMailData } from '../mail-port.ts';
import { commonTexts } from './common-texts.ts';
import type { MailContent } from './mail-blocks.ts';
import { orderSummaryBlocks } from './order-summary.ts';

const texts: Record<
  MailLocale,
  {
    subject(orderNumber: string): string;
    heading: string;
    intro: string;
    trackAndTrace: string;
    invoice: string;
  }
> = {
  nl: {
    subject: (orderNumber) => `Bedankt voor je bestelling ${orderNumber}`,
    heading: 'Bedankt voor je bestelling!',
    intro: 'We hebben je bestelling goed ontvangen. Hieronder zie je wat je hebt besteld.',
    // Spec §9: orders placed before 23:59 get a track-and-trace code that evening.
    trackAndTrace:
      'Besteld vóór 23:59 uur? Dan ontvang je dezelfde avond nog je track & trace-code, zodat je je pakket kunt volgen.',
    invoice: 'Download je factuur (pdf)',
  },
  fr: {
    subject: (orderNumber) => `Merci pour votre commande ${orderNumber}`,
    heading: 'Merci pour votre commande\u00a0!',
    intro: 'Nous avons bien reçu votre commande. En voici le récapitulatif.',
    trackAndTrace:
      'Commande passée avant 23h59\u00a0? Vous recevez votre code de suivi le soir même.',
    invoice: 'Télécharger votre facture (pdf)',
  },
  de: {
    subject: (orderNumber) => `Vielen Dank für deine Bestellung ${orderNumber}`,
    heading: 'Vielen Dank für deine Bestellung!',
    intro: 'Wir haben deine Bestellung erhalten. Hier ist eine Übersicht.',
    trackAndTrace:
      'Vor 23:59 Uhr bestellt? Dann erhältst du deinen Sendungsverfolgungscode noch am selben Abend.',
    invoice: 'Rechnung herunterladen (PDF)',
  },
  en: {
    subject: (orderNumber) => `Thank you for your order ${orderNumber}`,
    heading: 'Thank you for your order!',
    intro: 'We have received your order. Here is what you ordered.',
    trackAndTrace:
      'Ordered before 23:59? You will receive your track & trace code the same evening.',
    invoice: 'Download your invoice (PDF)',
  },
};

export function orderConfirmation(order: OrderMailData, locale: MailLocale): MailContent {
  const words = texts[locale];
  return {
    subject: words.subject(order.orderNumber),
    preheader: words.intro,
    blocks: [
      { kind: 'heading', text: words.heading },
      { kind: 'paragraph', text: words.intro },
      ...orderSummaryBlocks(order, locale),
      { kind: 'paragraph', text: words.trackAndTrace },
      { kind: 'button', label: commonTexts[locale].viewOrder, url: order.orderUrl },
      ...(order.invoiceUrl
        ? [{ kind: 'button' as const, label: words.invoice, url: order.invoiceUrl }]
        : []),
    ],
  };
}
