import type { MailLocale } from '../mail-port.ts';
import { countryName } from '../../config/country-names.ts';
import { deliveryMethodName, paymentMethodName } from '../../config/method-names.ts';

export { countryName, deliveryMethodName, paymentMethodName };
import { withColon } from './locale-format.ts';

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
