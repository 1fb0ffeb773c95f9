import type { ShopLocale } from '../graphql/request-locale.ts';

/**
 * The delivery and payment methods' titles in every language the shop speaks: one table for the
 * cart and checkout (which name a method in the page's language), orders, mails and documents.
 * The words an order stores in the shop's own language (Dutch) are named again in the language a
 * mail or document is written in. An order keeps the titles it was placed with (`Thuisbezorgd`,
 * `in3: betaal in 3 termijnen, 0% rente`, the seller's `Nederland`), and mails already in the
 * outbox carry them too; so the names are translated where the text is written, not where the
 * data is assembled. A value the tables do not know is printed as stored.
 */

type Names = Record<ShopLocale, string>;

/**
 * The delivery methods' titles in every language, as the cart names them (`cart/cart-view.ts`,
 * a test keeps the two the same): the carrier title and the method title of home delivery and
 * of pickup in a store.
 */
const deliveryNames: Names[] = [
  {
    nl: 'Thuisbezorgd',
    fr: 'Livraison à domicile',
    de: 'Lieferung nach Hause',
    en: 'Home delivery',
  },
  { nl: 'Bezorgen', fr: 'Livraison', de: 'Lieferung', en: 'Delivery' },
  {
    nl: 'Afhalen in de winkel',
    fr: 'Retrait en magasin',
    de: 'Abholung in der Filiale',
    en: 'Collect in store',
  },
  { nl: 'Afhalen', fr: 'Retrait', de: 'Abholung', en: 'Pickup' },
];

/**
 * The payment methods whose titles say more than a brand (`payment/paynl-methods.ts`); iDEAL,
 * Mastercard, Visa and Bancontact are the same in every language.
 */
const paymentNames: Names[] = [
  {
    nl: 'in3: betaal in 3 termijnen, 0% rente',
    fr: 'in3\u00a0: payer en 3 fois, 0 % d’intérêt',
    de: 'in3: in 3 Raten zahlen, 0 % Zinsen',
    en: 'in3: pay in 3 instalments, 0% interest',
  },
  {
    nl: 'Riverty: achteraf betalen',
    fr: 'Riverty\u00a0: payer plus tard',
    de: 'Riverty: später bezahlen',
    en: 'Riverty: pay afterwards',
  },
];

/** A name compared without case and with any space (a no-break one too) as one plain space. */
const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The names of `value` in each language, when it is one of them in any language. */
function namesOf(table: Names[], value: string): Names | undefined {
  const wanted = comparable(value);
  return table.find((names) => Object.values(names).some((name) => comparable(name) === wanted));
}

/** A delivery method (the order's stored title) in the given language. */
export function deliveryMethodName(title: string, locale: ShopLocale): string {
  return namesOf(deliveryNames, title)?.[locale] ?? title;
}

/** A payment method (the order's stored title) in the given language. */
export function paymentMethodName(title: string, locale: ShopLocale): string {
  return namesOf(paymentNames, title)?.[locale] ?? title;
}
