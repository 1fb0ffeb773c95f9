import type { MailLocale, ReturnMailData } from '../mail-port.ts';
import type { MailContent } from './mail-blocks.ts';
import { commonTexts } from './common-texts.ts';
import { addressLinesIn } from './value-names.ts';

const texts: Record<
  MailLocale,
  {
    subject(returnNumber: string): string;
    received(returnNumber: string): string;
    pack: string;
    sendWithin(days: number): string;
    address: string;
    refund: string;
    returnNumber: string;
  }
> = {
  nl: {
    subject: (n) => `Je retour ${n} is aangemeld`,
    received: (n) => `We hebben je retour aangemeld onder nummer ${n}.`,
    pack: 'Verpak de artikelen goed en zet het retournummer op of in het pakket.',
    sendWithin: (days) => `Stuur het pakket binnen ${days} dagen naar:`,
    address: 'Retouradres',
    refund:
      'Zodra het pakket bij ons is, betalen we het bedrag van de artikelen terug via de betaalmethode waarmee je betaalde. De kosten van het terugsturen zijn voor jou.',
    returnNumber: 'Retournummer',
  },
  fr: {
    subject: (n) => `Votre retour ${n} est enregistré`,
    received: (n) => `Nous avons enregistré votre retour sous le numéro ${n}.`,
    pack: 'Emballez bien les articles et indiquez le numéro de retour sur ou dans le colis.',
    sendWithin: (days) => `Envoyez le colis dans les ${days} jours à\u00a0:`,
    address: 'Adresse de retour',
    refund:
      'Dès réception du colis, nous remboursons le montant des articles par le moyen de paiement utilisé. Les frais de renvoi sont à votre charge.',
    returnNumber: 'Numéro de retour',
  },
  de: {
    subject: (n) => `Deine Rücksendung ${n} ist angemeldet`,
    received: (n) => `Wir haben deine Rücksendung unter der Nummer ${n} angemeldet.`,
    pack: 'Verpacke die Artikel gut und vermerke die Rücksendenummer auf oder im Paket.',
    sendWithin: (days) => `Sende das Paket innerhalb von ${days} Tagen an:`,
    address: 'Rücksendeadresse',
    refund:
      'Sobald das Paket bei uns ist, erstatten wir den Betrag der Artikel über die Zahlungsart, mit der du bezahlt hast. Die Kosten der Rücksendung trägst du.',
    returnNumber: 'Rücksendenummer',
  },
  en: {
    subject: (n) => `Your return ${n} is registered`,
    received: (n) => `We have registered your return as number ${n}.`,
    pack: 'Pack the items well and put the return number on or in the parcel.',
    sendWithin: (days) => `Send the parcel within ${days} days to:`,
    address: 'Return address',
    refund:
      'As soon as the parcel is back with us, we refund the items through the payment method you used. The cost of sending it back is yours.',
    returnNumber: 'Return number',
  },
};

/** A shopper asked to return items: the return number and how to send them back. */
export function returnRequested(data: ReturnMailData, locale: MailLocale): MailContent {
  const words = texts[locale];
  return {
    subject: words.subject(data.returnNumber),
    preheader: words.received(data.returnNumber),
    blocks: [
      { kind: 'paragraph', text: words.received(data.returnNumber) },
      {
        kind: 'table',
        rows: [
          { label: words.returnNumber, value: data.returnNumber, strong: true },
          { label: commonTexts[locale].orderNumber, value: data.orderNumber },
          ...data.returnedLines.map((line) => ({ label: line.name, value: `${line.quantity}×` })),
        ],
      },
      { kind: 'paragraph', text: words.pack },
      { kind: 'paragraph', text: words.sendWithin(data.sendWithinDays) },
      {
        kind: 'lines',
        lines: [data.returnAddress.name, ...addressLinesIn(data.returnAddress.lines, locale)],
      },
      { kind: 'paragraph', text: words.refund },
      { kind: 'button', label: commonTexts[locale].viewOrder, url: data.orderUrl },
    ],
  };
}
