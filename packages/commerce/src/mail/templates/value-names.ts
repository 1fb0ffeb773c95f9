import type { MailLocale } from '../mail-port.ts';
import { countryName } from '../../config/country-names.ts';

export { countryName };
import { withColon } from './locale-format.ts';

/**
 * The words an order stores in the shop's own language (Dutch), named again in the language a
 * mail or document is written in. An order keeps the titles it was placed with (`Thuisbezorgd`,
 * `in3: betaal in 3 termijnen, 0% rente`, the seller's `Nederland`), and mails already in the
 * outbox carry them too; so the names are translated where the text is written, not where the
 * data is assembled. A value the tables do not know is printed as stored.
 */

type Names = Record<MailLocale, string>;

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

/** A delivery method (the order's stored title) in the mail's language. */
export function deliveryMethodName(title: string, locale: MailLocale): string {
  return namesOf(deliveryNames, title)?.[locale] ?? title;
}

/** A payment method (the order's stored title) in the mail's language. */
export function paymentMethodName(title: string, locale: MailLocale): string {
  return namesOf(paymentNames, title)?.[locale] ?? title;
}

/**
 * The pickup line of an order mail, `Afhalen: <store>`, in whichever language it was stored (a
 * French one with or without the space before its colon).
 */
const pickupLine = /^(Afhalen|Retrait|Abholung|Pickup)[ \u00a0]?: (.+)$/;

/** The line that says which store an order is picked up at, in the mail's language. */
export function pickupLineIn(line: string, locale: MailLocale): string {
  const match = pickupLine.exec(line);
  if (!match) return line;
  return `${withColon(deliveryMethodName(match[1]!, locale), locale)} ${match[2]!}`;
}

/**
 * The countries an address line may name (delivery NL and BE, the seller's country, the EU
 * countries a business buyer may be in, and the shop's nearest neighbours).
 */
const countryCodes =
  'NL BE DE FR LU AT BG HR CY CZ DK EE FI GR HU IE IT LV LT MT PL PT RO SK SI ES SE GB CH NO'.split(
    ' ',
  );

const mailLocales: MailLocale[] = ['nl', 'fr', 'de', 'en'];

/** The code of a country written as a code or by name in one of the mail languages. */
function countryCodeOf(line: string): string | null {
  const value = line.trim();
  if (/^[A-Z]{2}$/.test(value)) return countryCodes.includes(value) ? value : null;
  const wanted = value.toLowerCase();
  for (const code of countryCodes) {
    if (mailLocales.some((locale) => countryName(code, locale).toLowerCase() === wanted)) {
      return code;
    }
  }
  return null;
}

/**
 * An address's lines with its last one, the country (a code or a Dutch name as stored), named in
 * the mail's language. Only the last line is looked at: that is where every address the shop
 * writes (`addressLines`, the seller's `legalAddressLines`) puts the country.
 */
export function addressLinesIn(lines: readonly string[], locale: MailLocale): string[] {
  if (lines.length === 0) return [];
  const last = lines[lines.length - 1]!;
  const code = countryCodeOf(last);
  return [...lines.slice(0, -1), code ? countryName(code, locale) : last];
}

/** An order's delivery lines (its address, or the store it is picked up at) in the mail's language. */
export function deliveryLinesIn(lines: readonly string[], locale: MailLocale): string[] {
  return addressLinesIn(
    lines.map((line) => pickupLineIn(line, locale)),
    locale,
  );
}
