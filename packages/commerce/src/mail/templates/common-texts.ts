import type { MailLocale } from '../mail-port.ts';

/** Words every mail shares, per language. */
export interface CommonTexts {
  /** The greeting; a plain hello when the name is empty. */
  greeting(name: string): string;
  signOff: string;
  /** The footer of a mail to a subscriber: the link that unsubscribes them from the newsletter. */
  unsubscribeNote: string;
  unsubscribe: string;
  service: string;
  orderNumber: string;
  subtotal: string;
  shipping: string;
  freeShipping: string;
  discount: string;
  grandTotal: string;
  tax: string;
  paymentMethod: string;
  delivery: string;
  viewOrder: string;
  billingAddress: string;
  company: string;
  vatId: string;
  /** The Chamber of Commerce number's name in the legal footer. */
  kvk: string;
  reference: string;
}

/** Spec §9: support Monday to Friday 08:30 to 17:00. */
export const commonTexts: Record<MailLocale, CommonTexts> = {
  nl: {
    greeting: (name) => (name ? `Beste ${name},` : 'Hallo,'),
    unsubscribeNote: 'Liever geen nieuwsbrief van ons?',
    unsubscribe: 'Afmelden voor de nieuwsbrief',
    signOff: 'Met vriendelijke groet,',
    service:
      'Vragen? Onze klantenservice helpt je graag, van maandag tot en met vrijdag van 08:30 tot 17:00 uur.',
    orderNumber: 'Bestelnummer',
    subtotal: 'Subtotaal',
    shipping: 'Verzendkosten',
    freeShipping: 'Gratis',
    discount: 'Korting',
    grandTotal: 'Totaal (incl. btw)',
    tax: 'Waarvan btw',
    paymentMethod: 'Betaalmethode',
    delivery: 'Bezorgen of afhalen',
    viewOrder: 'Bekijk je bestelling',
    billingAddress: 'Factuuradres',
    company: 'Bedrijf',
    vatId: 'Btw-nummer',
    kvk: 'KvK',
    reference: 'Referentie',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    unsubscribeNote: 'Vous ne souhaitez plus recevoir notre newsletter\u00a0?',
    unsubscribe: 'Se désabonner de la newsletter',
    signOff: 'Cordialement,',
    service:
      'Une question\u00a0? Notre service client vous répond du lundi au vendredi, de 08h30 à 17h00.',
    orderNumber: 'Numéro de commande',
    subtotal: 'Sous-total',
    shipping: 'Frais de livraison',
    freeShipping: 'Gratuit',
    discount: 'Remise',
    grandTotal: 'Total (TVA comprise)',
    tax: 'Dont TVA',
    paymentMethod: 'Mode de paiement',
    delivery: 'Livraison ou retrait',
    viewOrder: 'Voir votre commande',
    billingAddress: 'Adresse de facturation',
    company: 'Entreprise',
    vatId: 'Numéro de TVA',
    kvk: 'KvK',
    reference: 'Référence',
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    unsubscribeNote: 'Du möchtest unseren Newsletter nicht mehr erhalten?',
    unsubscribe: 'Vom Newsletter abmelden',
    signOff: 'Mit freundlichen Grüßen',
    service:
      'Fragen? Unser Kundenservice hilft dir gern, montags bis freitags von 08:30 bis 17:00 Uhr.',
    orderNumber: 'Bestellnummer',
    subtotal: 'Zwischensumme',
    shipping: 'Versandkosten',
    freeShipping: 'Kostenlos',
    discount: 'Rabatt',
    grandTotal: 'Gesamt (inkl. MwSt.)',
    tax: 'Davon MwSt.',
    paymentMethod: 'Zahlungsart',
    delivery: 'Lieferung oder Abholung',
    viewOrder: 'Bestellung ansehen',
    billingAddress: 'Rechnungsadresse',
    company: 'Firma',
    vatId: 'USt-IdNr.',
    kvk: 'KvK',
    reference: 'Referenz',
  },
  en: {
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    unsubscribeNote: 'Rather not receive our newsletter?',
    unsubscribe: 'Unsubscribe from the newsletter',
    signOff: 'Kind regards,',
    service:
      'Questions? Our customer service is happy to help, Monday to Friday from 08:30 to 17:00.',
    orderNumber: 'Order number',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    freeShipping: 'Free',
    discount: 'Discount',
    grandTotal: 'Total (incl. VAT)',
    tax: 'Of which VAT',
    paymentMethod: 'Payment method',
    delivery: 'Delivery or pickup',
    viewOrder: 'View your order',
    billingAddress: 'Billing address',
    company: 'Company',
    vatId: 'VAT number',
    kvk: 'KvK',
    reference: 'Reference',
  },
};
