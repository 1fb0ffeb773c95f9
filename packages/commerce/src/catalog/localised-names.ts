/**
 * Visible catalogue names (categories, attribute labels, option labels) are Dutch, the store's
 * language, with `translations` holding fr, de and en beside them (ADR 0003). A product's url key
 * may differ per language (`ProductTexts.urlKey`, ADR 0041), and so may a category's
 * (`CategoryTexts.urlKey`, ADR 0042).
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
  /** The selling points in this language, the Dutch list's codes in its order. */
  usps?: { code: string; label: string; value: string }[];
  /**
   * Specification values that are display text (a dimension, "Ja", "2 jaar"), by attribute code;
   * option values are translated by their option, not here.
   */
  attributes?: Record<string, string>;
  /** The label among sibling models, e.g. `8 kg`, `Rouge`. */
  variantLabel?: string;
  /**
   * The product's url key in this language (slug, lower case); absent: the Dutch one. A key names
   * one product in every language (ADR 0041), so an address never means two products.
   */
  urlKey?: string;
}
export type ProductTranslations = Partial<Record<Exclude<ShopLocale, 'nl'>, ProductTexts>>;

/** An attribute's tooltip and specification group in fr, de and en (its label is `translations`). */
export interface AttributeTexts {
  tooltip?: string;
  group?: string;
}
export type AttributeTranslations = Partial<Record<Exclude<ShopLocale, 'nl'>, AttributeTexts>>;

/** A category's own texts in fr, de and en (its name is `translations`). */
export interface CategoryTexts {
  description?: string;
  /** The page-builder blocks (JSON) in this language. */
  pagebuilderContent?: string;
  metaTitle?: string;
  metaDescription?: string;
  /** The banner pictures in this language (their words are drawn in), relative to the media folder. */
  bannerDesktop?: string;
  bannerMobile?: string;
  /**
   * The category's url key in this language (slug, lower case); absent: the Dutch one. Its path
   * in the language is its ancestors' keys there joined by '/' (ADR 0042).
   */
  urlKey?: string;
}
export type CategoryTranslations = Partial<Record<Exclude<ShopLocale, 'nl'>, CategoryTexts>>;

/** A category text in the request's language; Dutch when none is asked for or none is stored. */
export function categoryText<T extends string | null>(
  translations: CategoryTranslations | null | undefined,
  field: Exclude<keyof CategoryTexts, 'urlKey'>,
  dutch: T,
  locale: ShopLocale | null | undefined,
): T | string {
  if (!locale || locale === 'nl') return dutch;
  return translations?.[locale]?.[field] || dutch;
}

/** A cash-back action's texts in fr, de and en. */
export interface CashBackTexts {
  name?: string;
  description?: string;
  linkLabel?: string;
}
export type CashBackTranslations = Partial<Record<Exclude<ShopLocale, 'nl'>, CashBackTexts>>;

/** A gallery item's texts in fr, de and en. */
export interface MediaTexts {
  label?: string;
  videoTitle?: string;
}
export type MediaTranslations = Partial<Record<Exclude<ShopLocale, 'nl'>, MediaTexts>>;

/** The name in the request's language; Dutch when none is asked for or none is stored. */
export function localName(
  named: { translations?: NameTranslations | null | undefined },
  dutch: string,
  locale: ShopLocale | null | undefined,
): string {
  if (!locale || locale === 'nl') return dutch;
  return named.translations?.[locale] || dutch;
}

/** The product texts that are one string each (the selling points and values are lists). */
export type ProductTextField =
  'name' | 'description' | 'shortDescription' | 'metaTitle' | 'metaDescription' | 'variantLabel';

/**
 * One text of a thing kept in Dutch with fr, de and en beside it (`translations[locale][field]`),
 * in the request's language; Dutch when none is asked for or that language has none.
 */
export function localText<Field extends string, T extends string | null>(
  translations: Partial<Record<string, Partial<Record<Field, unknown>>>> | null | undefined,
  field: Field,
  dutch: T,
  locale: ShopLocale | null | undefined,
): T | string {
  if (!locale || locale === 'nl') return dutch;
  const text = translations?.[locale]?.[field];
  return typeof text === 'string' && text ? text : dutch;
}

/** A product text in the request's language; Dutch when none is asked for or none is stored. */
export function productText<T extends string | null>(
  translations: ProductTranslations | null | undefined,
  field: ProductTextField,
  dutch: T,
  locale: ShopLocale | null | undefined,
): T | string {
  return localText(translations, field, dutch, locale);
}

export interface Usp {
  code: string;
  label: string;
  value: string;
}

/**
 * The selling points in the request's language: the Dutch list sets which and in what order,
 * a point the language lacks (or half lacks) keeps its Dutch words.
 */
export function localUsps(
  dutch: readonly Usp[],
  translations: ProductTranslations | null | undefined,
  locale: ShopLocale | null | undefined,
): Usp[] {
  const local = !locale || locale === 'nl' ? undefined : translations?.[locale]?.usps;
  if (!local?.length) return [...dutch];
  const byCode = new Map(local.map((usp) => [usp.code, usp]));
  return dutch.map((usp) => {
    const found = byCode.get(usp.code);
    return {
      code: usp.code,
      label: found?.label || usp.label,
      value: found?.value || usp.value,
    };
  });
}

/** A display-text specification value in the request's language, else the Dutch one. */
export function localAttributeText(
  translations: ProductTranslations | null | undefined,
  code: string,
  dutch: string,
  locale: ShopLocale | null | undefined,
): string {
  if (!locale || locale === 'nl') return dutch;
  return translations?.[locale]?.attributes?.[code] || dutch;
}

/** The listing's own facets (not attributes) by language. */
const FACET_LABELS: Record<'price' | 'category', Record<ShopLocale, string>> = {
  price: { nl: 'Prijs', fr: 'Prix', de: 'Preis', en: 'Price' },
  category: { nl: 'Categorie', fr: 'Catégorie', de: 'Kategorie', en: 'Category' },
};

export function facetLabel(facet: 'price' | 'category', locale: ShopLocale | null): string {
  return FACET_LABELS[facet][locale ?? 'nl'];
}
