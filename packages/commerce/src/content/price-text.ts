/**
 * A price inside a content text: `{{price cents=4500}}`. Content is written once per language but
 * prices are written by each language's own formatter (€ 45 / 45 € / €45), so texts carry the
 * amount and the storefront formats it for the page's locale.
 */
export const priceText = (cents: number): string => `{{price cents=${Math.round(cents)}}}`;

export const PRICE_PLACEHOLDER = /\{\{price cents=(-?\d{1,12})\}\}/g;
