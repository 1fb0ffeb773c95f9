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

/** An amount with its currency, as the engine gives prices. */
export function formatMoney(money: { value: number; currency: string }, locale: string): string {
  return formatPrice(money.value, money.currency, locale);
}

/**
 * Cart and checkout amounts: integer cents written with their cents (€ 2,95), because a total
 * rounded to whole euros would not add up (listings keep spec §1's whole amounts).
 */
export function formatCents(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
