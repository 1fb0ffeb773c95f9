/** The interface languages (spec §1); nl is the shop's own and has no URL prefix. */
export const locales = ['nl', 'fr', 'de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

/** spec §1 locale mapping: nl to nl_NL, fr to fr_FR, de to de_DE, default en_US. */
export function toStoreLocale(locale: string): string {
  switch (locale) {
    case 'nl':
      return 'nl_NL';
    case 'fr':
      return 'fr_FR';
    case 'de':
      return 'de_DE';
    default:
      return 'en_US';
  }
}

/** BCP 47 tag for Intl formatting and `<html lang>`. */
export function toLanguageTag(locale: string): string {
  return toStoreLocale(locale).replace('_', '-');
}

/** The path of `pathname` (without locale prefix) in `locale`: nl has no prefix. */
export function localizedPath(locale: string, pathname: string): string {
  const clean = pathname === '' ? '/' : pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Removes a leading locale segment: `/fr/cart` becomes `/cart`, `/de` becomes `/`. */
export function stripLocale(pathname: string): string {
  const match = /^\/(nl|fr|de|en)(?=\/|$)/.exec(pathname);
  if (!match) return pathname || '/';
  return pathname.slice(match[0].length) || '/';
}
