import { shopTimeZone } from '@/lib/config/time-zone';
import { toLanguageTag } from '@/lib/i18n/locales';

/**
 * A calendar date of the shop (`2026-12-12`, e.g. special_to_date) as the locale writes it:
 * '12 december 2026', '12 décembre 2026', '12. Dezember 2026', 'December 12, 2026'. Read at
 * noon in UTC, so no time zone moves it to another day.
 */
export function formatShopDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(toLanguageTag(locale), {
    dateStyle: 'long',
    timeZone: shopTimeZone,
  }).format(date);
}

/** A moment (ISO date-time) in the shop's time zone: '26 november 2026 om 17:00'. */
export function formatShopDateTime(isoDateTime: string, locale: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return isoDateTime;
  return new Intl.DateTimeFormat(toLanguageTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  }).format(date);
}
