import type { MailLocale, OrderMailData } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';
import { commonTexts } from './common-texts.ts';
import { deliveryLinesIn } from './value-names.ts';

type ShippedOrder = OrderMailData & {
  trackingNumber: string;
  trackingUrl: string;
  carrier: string;
};

const texts: Record<
  MailLocale,
  {
    subject(orderNumber: string): string;
    intro(carrier: string): string;
    trackingNumber: string;
    track: string;
  }
> = {
  nl: {
    subject: (orderNumber) => `Je bestelling ${orderNumber} is onderweg`,
    intro: (carrier) => `Goed nieuws: je bestelling is verzonden met ${carrier}.`,
    trackingNumber: 'Track & trace-code',
    track: 'Volg je pakket',
  },
  fr: {
    subject: (orderNumber) => `Votre commande ${orderNumber} est en route`,
    intro: (carrier) => `Bonne nouvelle\u00a0: votre commande a été expédiée avec ${carrier}.`,
    trackingNumber: 'Code de suivi',
    track: 'Suivre votre colis',
  },
  de: {
    subject: (orderNumber) => `Deine Bestellung ${orderNumber} ist unterwegs`,
    intro: (carrier) => `Gute Nachricht: Deine Bestellung wurde mit ${carrier} versandt.`,
    trackingNumber: 'Sendungsnummer',
    track: 'Paket verfolgen',
  },
  en: {
    subject: (orderNumber) => `Your order ${orderNumber} is on its way`,
    intro: (carrier) => `Good news: your order has been shipped with ${carrier}.`,
    trackingNumber: 'Track & trace code',
    track: 'Track your parcel',
  },
};

export function orderShipped(order: ShippedOrder, locale: MailLocale): MailContent {
  const words = texts[locale];
  const common = commonTexts[locale];
  return {
    subject: words.subject(order.orderNumber),
    preheader: words.intro(order.carrier),
    blocks: [
      { kind: 'paragraph', text: words.intro(order.carrier) },
      {
        kind: 'table',
        rows: [
          { label: common.orderNumber, value: order.orderNumber },
          { label: words.trackingNumber, value: order.trackingNumber },
        ],
      },
      { kind: 'button', label: words.track, url: order.trackingUrl },
      { kind: 'lines', lines: deliveryLinesIn(order.deliveryLines, locale) },
    ],
  };
}
