import { toLanguageTag } from '@/lib/i18n/locales';

/**
 * An amount in cents with its cents (€ 2,95): the checkout and order pages show exact totals,
 * where listings round to whole euros (spec §1).
 */
export function formatCents(cents: number, locale: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
