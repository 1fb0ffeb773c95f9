import { toLanguageTag } from '@/lib/i18n/locales';

/** A number as the locale writes it: '9,2' in nl, fr and de, '9.2' in en. */
export function formatDecimal(value: number, locale: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(toLanguageTag(locale), { maximumFractionDigits }).format(value);
}
