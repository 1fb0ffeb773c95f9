import { toLanguageTag } from '@/lib/i18n/locales';

/** spec §1: prices in euros, whole amounts without decimals. */
export function formatPrice(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}
