/**
 * A product's address per language (ADR 0041): its url key in that language (the Dutch one when
 * the language has none) plus the url suffix, which bundle combinations use and every language
 * shares.
 */
import { shopLocales, type ShopLocale } from '../graphql/request-locale.ts';
import type { ProductRecord } from './catalog-records.ts';

export type OtherShopLocale = Exclude<ShopLocale, 'nl'>;
export const otherShopLocales = shopLocales.filter(
  (locale): locale is OtherShopLocale => locale !== 'nl',
);

type Addressed = Pick<ProductRecord, 'urlKey' | 'urlSuffix' | 'translations'>;

/** The url key in `locale`; Dutch when none is asked for or that language has none. */
export function productUrlKey(product: Addressed, locale: ShopLocale | null | undefined): string {
  if (!locale || locale === 'nl') return product.urlKey;
  return product.translations?.[locale]?.urlKey || product.urlKey;
}

/** The path of the product's page in `locale` without leading slash: url key plus suffix. */
export function productUrlPath(product: Addressed, locale: ShopLocale | null | undefined): string {
  return productUrlKey(product, locale) + product.urlSuffix;
}

/** The product's own url keys in fr, de and en (those that differ from none: all given ones). */
export function ownUrlKeys(product: Addressed): [OtherShopLocale, string][] {
  const keys: [OtherShopLocale, string][] = [];
  for (const locale of otherShopLocales) {
    const key = product.translations?.[locale]?.urlKey;
    if (key) keys.push([locale, key]);
  }
  return keys;
}

/** Each language's address of the product, Dutch first (hreflang alternates, sitemaps). */
export function productUrlAlternates(
  product: Addressed,
): { locale: ShopLocale; urlKey: string; path: string }[] {
  return shopLocales.map((locale) => ({
    locale,
    urlKey: productUrlKey(product, locale),
    path: productUrlPath(product, locale),
  }));
}
