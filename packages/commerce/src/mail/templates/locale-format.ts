import { shopConstants } from '../../config/constants.ts';
import type { MailLocale } from '../mail-port.ts';

/** The region whose conventions each mail language writes amounts and dates in. */
const regionalLocale: Record<MailLocale, string> = {
  nl: 'nl-NL',
  fr: 'fr-FR',
  de: 'de-DE',
  en: 'en-GB',
};

const euroFormats = new Map(
  Object.entries(regionalLocale).map(([locale, regional]) => [
    locale,
    new Intl.NumberFormat(regional, { style: 'currency', currency: 'EUR' }),
  ]),
);

/** Cents as the language writes euros: `€ 1.234,50` in Dutch, `1.234,50 €` in German. */
export function formatEuros(cents: number, locale: MailLocale): string {
  return euroFormats.get(locale)!.format(cents / 100);
}

/** A moment in the shop's time zone, as the language writes a date and time. */
export function formatDateTime(iso: string, locale: MailLocale): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(regionalLocale[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: shopConstants.store.timezone,
  }).format(moment);
}

/** A calendar day (YYYY-MM-DD) as the language writes it: `24 november 2026`. */
export function formatDay(day: string, locale: MailLocale): string {
  const moment = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(moment.getTime())) return day;
  return new Intl.DateTimeFormat(regionalLocale[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(moment);
}

/**
 * A label with its colon, as the language sets it: French puts a no-break space before a
 * two-part mark (`Numéro de retour : …`), so the label and its colon never part at a line's end;
 * the other languages write the colon right after the word. The French texts set U+00A0 before
 * `?`, `!` and `;` in the same way.
 */
export function withColon(label: string, locale: MailLocale): string {
  return locale === 'fr' ? `${label}\u00a0:` : `${label}:`;
}
