import { toLanguageTag } from '@/lib/i18n/locales';

const placeholder = /\{\{price cents=(-?\d{1,12})\}\}/g;

/**
 * Content texts carry prices as `{{price cents=4500}}` (ADR 0020): written once per language,
 * formatted here by the page's locale (€ 45 on /, 45 € on /fr and /de, €45 on /en). Whole euros
 * stay whole (spec §1); an amount with cents keeps them (€ 2,95).
 */
export function fillContentPrices(text: string, locale: string, currency = 'EUR'): string {
  if (!text.includes('{{price')) return text;
  return text.replace(placeholder, (_, raw: string) => {
    const cents = Number(raw);
    const digits = cents % 100 === 0 ? 0 : 2;
    return new Intl.NumberFormat(toLanguageTag(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(cents / 100);
  });
}

/** The same for an optional text. */
export function fillOptionalPrices<T extends string | null | undefined>(
  text: T,
  locale: string,
): T {
  return (typeof text === 'string' ? fillContentPrices(text, locale) : text) as T;
}
