import type { MailLocale, ReservationMailData } from '../mail-port.ts';
import { formatDateTime } from './locale-format.ts';
import type { MailContent } from './mail-blocks.ts';

const texts: Record<
  MailLocale,
  {
    subject(storeName: string): string;
    intro(storeName: string): string;
    until(moment: string): string;
    reservationNumber: string;
    product: string;
  }
> = {
  nl: {
    subject: (storeName) => `Je reservering ligt klaar in ${storeName}`,
    intro: (storeName) => `We hebben je product gereserveerd in onze winkel ${storeName}.`,
    until: (moment) => `We houden het voor je vast tot ${moment}.`,
    reservationNumber: 'Reserveringsnummer',
    product: 'Product',
  },
  fr: {
    subject: (storeName) => `Votre réservation vous attend à ${storeName}`,
    intro: (storeName) => `Nous avons réservé votre produit dans notre magasin ${storeName}.`,
    until: (moment) => `Nous le gardons pour vous jusqu'au ${moment}.`,
    reservationNumber: 'Numéro de réservation',
    product: 'Produit',
  },
  de: {
    subject: (storeName) => `Deine Reservierung liegt in ${storeName} bereit`,
    intro: (storeName) => `Wir haben dein Produkt in unserer Filiale ${storeName} reserviert.`,
    until: (moment) => `Wir halten es für dich bereit bis ${moment}.`,
    reservationNumber: 'Reservierungsnummer',
    product: 'Produkt',
  },
  en: {
    subject: (storeName) => `Your reservation is ready at ${storeName}`,
    intro: (storeName) => `We have reserved your product at our ${storeName} store.`,
    until: (moment) => `We hold it for you until ${moment}.`,
    reservationNumber: 'Reservation number',
    product: 'Product',
  },
};

export function reservationConfirmed(
  reservation: ReservationMailData,
  locale: MailLocale,
): MailContent {
  const words = texts[locale];
  const until = words.until(formatDateTime(reservation.expiresAt, locale));
  return {
    subject: words.subject(reservation.storeName),
    preheader: until,
    blocks: [
      { kind: 'paragraph', text: words.intro(reservation.storeName) },
      {
        kind: 'table',
        rows: [
          { label: words.reservationNumber, value: reservation.reservationNumber },
          {
            label: words.product,
            value: `${reservation.quantity} × ${reservation.productName} (${reservation.sku})`,
          },
        ],
      },
      { kind: 'lines', lines: [reservation.storeName, ...reservation.storeAddressLines] },
      { kind: 'paragraph', text: until },
    ],
  };
}
