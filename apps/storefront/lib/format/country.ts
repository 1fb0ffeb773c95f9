import { toLanguageTag } from '@/lib/i18n/locales';

const names = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the page's language (`NL` is Nederland, Pays-Bas, Niederlande,
 * Netherlands): addresses are stored with ISO codes, shoppers read names. An unknown code is
 * shown as it is.
 */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  const tag = toLanguageTag(locale);
  let display = names.get(tag);
  if (!display) {
    display = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    names.set(tag, display);
  }
  try {
    return display.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
