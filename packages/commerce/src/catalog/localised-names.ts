/**
 * Visible catalogue names (categories, attribute labels, option labels) are Dutch, the store's
 * language, with `translations` holding fr, de and en beside them (ADR 0003). URL keys and paths
 * stay Dutch and shared by every language.
 */
import type { ShopLocale } from '../graphql/request-locale.ts';

export type NameTranslations = Partial<Record<Exclude<ShopLocale, 'nl'>, string>>;

/** A product's own texts in fr, de and en; a text not given reads as the Dutch one. */
export interface ProductTexts {
  name?: string;
  description?: string;
  shortDescription?: string;
  metaTitle?: string;
  metaDescription?: string;
}
export type ProductTranslations = Partial<Record<Exclude<ShopLocale, 'nl'>, ProductTexts>>;

/** The name in the request's language; Dutch when none is asked for or none is stored. */
export function localName(
  named: { translations?: NameTranslations | null | undefined },
  dutch: string,
  locale: ShopLocale | null | undefined,
): string {
  if (!locale || locale === 'nl') return dutch;
  return named.translations?.[locale] || dutch;
}

/** A product text in the request's language; Dutch when none is asked for or none is stored. */
export function productText<T extends string | null>(
  translations: ProductTranslations | null | undefined,
  field: keyof ProductTexts,
  dutch: T,
  locale: ShopLocale | null | undefined,
): T | string {
  if (!locale || locale === 'nl') return dutch;
  return translations?.[locale]?.[field] || dutch;
}

/** The listing's own facets (not attributes) by language. */
const FACET_LABELS: Record<'price' | 'category', Record<ShopLocale, string>> = {
  price: { nl: 'Prijs', fr: 'Prix', de: 'Preis', en: 'Price' },
  category: { nl: 'Categorie', fr: 'Catégorie', de: 'Kategorie', en: 'Category' },
};

export function facetLabel(facet: 'price' | 'category', locale: ShopLocale | null): string {
  return FACET_LABELS[facet][locale ?? 'nl'];
}
