import type { MailLocale, ReservationConfirmMailData } from '../mail-port.ts';
import { formatDateTime } from './locale-format.ts';
import type { MailContent } from './mail-blocks.ts';

const texts: Record<
  MailLocale,
  {
    subject(storeName: string): string;
    intro(storeName: string): string;
    deadline(moment: string): string;
    afterwards(days: number): string;
    button: string;
    ignore: string;
    reservationNumber: string;
    product: string;
  }
> = {
  nl: {
    subject: (storeName) => `Bevestig je reservering in ${storeName}`,
    intro: (storeName) =>
      `Je wilt een product reserveren in onze winkel ${storeName}. Bevestig je reservering met de knop hieronder.`,
    deadline: (moment) =>
      `Bevestig vóór ${moment}. Daarna vervalt de reservering en gaat het product terug in de winkel.`,
    afterwards: (days) => `Na je bevestiging houdt de winkel het ${days} dagen voor je vast.`,
    button: 'Reservering bevestigen',
    ignore: 'Heb je niets gereserveerd? Dan kun je deze e-mail negeren.',
    reservationNumber: 'Reserveringsnummer',
    product: 'Product',
  },
  fr: {
    subject: (storeName) => `Confirmez votre réservation à ${storeName}`,
    intro: (storeName) =>
      `Vous souhaitez réserver un produit dans notre magasin ${storeName}. Confirmez votre réservation avec le bouton ci-dessous.`,
    deadline: (moment) =>
      `Confirmez avant le ${moment}. Passé ce délai, la réservation expire et le produit retourne en rayon.`,
    afterwards: (days) =>
      `Une fois confirmée, le magasin le garde pour vous pendant ${days} jours.`,
    button: 'Confirmer la réservation',
    ignore: "Vous n'avez rien réservé\u00a0? Ignorez simplement cet e-mail.",
    reservationNumber: 'Numéro de réservation',
    product: 'Produit',
  },
  de: {
    subject: (storeName) => `Bestätige deine Reservierung in ${storeName}`,
    intro: (storeName) =>
      `Du möchtest ein Produkt in unserer Filiale ${storeName} reservieren. Bestätige deine Reservierung mit der Schaltfläche unten.`,
    deadline: (moment) =>
      `Bestätige vor ${moment}. Danach verfällt die Reservierung und das Produkt geht zurück in die Filiale.`,
    afterwards: (days) =>
      `Nach deiner Bestätigung hält die Filiale es ${days} Tage für dich bereit.`,
    button: 'Reservierung bestätigen',
    ignore: 'Du hast nichts reserviert? Dann ignoriere diese E-Mail einfach.',
    reservationNumber: 'Reservierungsnummer',
    product: 'Produkt',
  },
  en: {
    subject: (storeName) => `Confirm your reservation at ${storeName}`,
    intro: (storeName) =>
      `You want to reserve a product at our ${storeName} store. Confirm your reservation with the button below.`,
    deadline: (moment) =>
      `Confirm before ${moment}. After that the reservation lapses and the product goes back on the shelf.`,
    afterwards: (days) => `Once you confirm, the store holds it for you for ${days} days.`,
    button: 'Confirm reservation',
    ignore: "Didn't reserve anything? Then ignore this e-mail.",
    reservationNumber: 'Reservation number',
    product: 'Product',
  },
};

/** Asks the shopper to confirm a new reservation; its units are held only briefly until then. */
export function reservationConfirm(
  reservation: ReservationConfirmMailData,
  locale: MailLocale,
): MailContent {
  const words = texts[locale];
  const deadline = words.deadline(formatDateTime(reservation.expiresAt, locale));
  return {
    subject: words.subject(reservation.storeName),
    preheader: deadline,
    blocks: [
      { kind: 'paragraph', text: words.intro(reservation.storeName) },
      { kind: 'button', label: words.button, url: reservation.confirmUrl },
      { kind: 'paragraph', text: deadline },
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
      { kind: 'paragraph', text: words.afterwards(reservation.holdDays) },
      { kind: 'paragraph', text: words.ignore },
    ],
  };
}
