import type { MailLocale, ReservationMailData } from '../mail-port.ts';
import { formatDateTime } from './locale-format.ts';
import type { MailContent } from './mail-blocks.ts';

const texts: Record<
  MailLocale,
  {
    subject(storeName: string): string;
    intro(storeName: string): string;
    bring: string;
    until(moment: string): string;
    reservationNumber: string;
    product: string;
  }
> = {
  nl: {
    subject: (storeName) => `Je reservering staat klaar om op te halen in ${storeName}`,
    intro: (storeName) =>
      `Goed nieuws: je product staat voor je klaar in onze winkel ${storeName}.`,
    bring: 'Noem je reserveringsnummer aan de balie; je betaalt in de winkel.',
    until: (moment) => `Haal het op vóór ${moment}; daarna gaat het terug in de verkoop.`,
    reservationNumber: 'Reserveringsnummer',
    product: 'Product',
  },
  fr: {
    subject: (storeName) => `Votre réservation est prête à être retirée à ${storeName}`,
    intro: (storeName) =>
      `Bonne nouvelle\u00a0: votre produit vous attend dans notre magasin ${storeName}.`,
    bring: 'Donnez votre numéro de réservation au comptoir\u00a0; vous payez en magasin.',
    until: (moment) => `Retirez-le avant le ${moment}\u00a0; il sera ensuite remis en vente.`,
    reservationNumber: 'Numéro de réservation',
    product: 'Produit',
  },
  de: {
    subject: (storeName) => `Deine Reservierung liegt in ${storeName} zur Abholung bereit`,
    intro: (storeName) =>
      `Gute Nachricht: Dein Produkt liegt in unserer Filiale ${storeName} für dich bereit.`,
    bring: 'Nenne an der Kasse deine Reservierungsnummer; du bezahlst im Geschäft.',
    until: (moment) => `Hol es bis ${moment} ab; danach geht es zurück in den Verkauf.`,
    reservationNumber: 'Reservierungsnummer',
    product: 'Produkt',
  },
  en: {
    subject: (storeName) => `Your reservation is ready for pickup at ${storeName}`,
    intro: (storeName) => `Good news: your product is waiting for you at our ${storeName} store.`,
    bring: 'Give your reservation number at the counter; you pay in the store.',
    until: (moment) => `Collect it before ${moment}; after that it goes back on sale.`,
    reservationNumber: 'Reservation number',
    product: 'Product',
  },
};

/** The store has put the reserved units ready at the counter: come and collect them. */
export function reservationReady(
  reservation: ReservationMailData,
  locale: MailLocale,
): MailContent {
  const words = texts[locale];
  const until = words.until(formatDateTime(reservation.expiresAt, locale));
  return {
    subject: words.subject(reservation.storeName),
    preheader: words.intro(reservation.storeName),
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
      { kind: 'paragraph', text: words.bring },
      { kind: 'paragraph', text: until },
    ],
  };
}
