import type { CatalogService } from '../catalog/catalog-service.ts';
import type { CategoryRecord, ProductRecord } from '../catalog/catalog-records.ts';
import type { ContentService } from '../content/content-service.ts';
import { UNLISTED_PAGE_KEYS } from '../content/page-list.ts';
import type { StoreService } from '../stores/store-service.ts';
import { pageInEveryLanguage, urlPath } from './shop-links.ts';
import type { SitemapEntry } from './sitemap-xml.ts';
import type { ShopLocale } from '../graphql/request-locale.ts';
import { ownUrlKeys, productUrlKey } from '../catalog/product-urls.ts';

/** The CMS page shown at `/` (it has no url of its own in a sitemap). */
export const HOME_PAGE_KEY = 'home';

/**
 * Products a sitemap lists: those the shop lists (visible, not a configurable's variant, not a
 * bundle, which is reached from its main product) and still sells (not out of assortment).
 */
export function isSitemapProduct(record: ProductRecord): boolean {
  return (
    record.visible &&
    record.parentId === null &&
    record.typeId !== 'bundle' &&
    record.status !== 'Uit assortiment'
  );
}

/** The sitemap's products in id order, so a page of the split sitemap keeps its products. */
export function sitemapProducts(catalog: CatalogService): ProductRecord[] {
  const listed: ProductRecord[] = [];
  for (const record of catalog.allProducts()) if (isSitemapProduct(record)) listed.push(record);
  return listed.sort((a, b) => a.id - b.id);
}

/** A product page's path in Dutch, or in `locale`: its url key there and suffix (spec §2). */
export function productPath(record: ProductRecord, locale: ShopLocale = 'nl'): string {
  return urlPath(productUrlKey(record, locale)) + encodeURIComponent(record.urlSuffix);
}

/** The paths of a product's page in fr, de and en that differ from the Dutch one (ADR 0041). */
export function localProductPaths(
  record: ProductRecord,
): Partial<Record<string, string>> | undefined {
  const keys = ownUrlKeys(record);
  if (keys.length === 0) return undefined;
  return Object.fromEntries(keys.map(([locale]) => [locale, productPath(record, locale)]));
}

/**
 * Every page besides products that a search engine should find: home, categories, brands, CMS
 * pages, the store finder and its stores, the human-readable sitemap and the contact page.
 * Search results, filtered listings, the account, cart, checkout and compare pages, and the
 * block catalogue are left out on purpose (they are not pages to land on).
 *
 * A page's lastmod is when what it shows last changed, where the shop keeps that: a CMS page's
 * own date; for catalogue pages the newest change of a product on them. Stores keep no change
 * date, so their pages carry none rather than a made-up one.
 */
export async function pageEntries(services: {
  catalog: CatalogService;
  content: ContentService;
  stores: StoreService;
}): Promise<SitemapEntry[]> {
  const { catalog, content, stores } = services;
  const newestByCategory = new Map<number, Date>();
  const newestByBrand = new Map<string, Date>();
  let newestProduct: Date | null = null;
  for (const record of catalog.allProducts()) {
    if (!isSitemapProduct(record)) continue;
    const changed = record.updatedAt;
    if (!newestProduct || changed > newestProduct) newestProduct = changed;
    for (const id of record.categoryIds) later(newestByCategory, id, changed);
    if (record.brandCode) later(newestByBrand, record.brandCode, changed);
  }

  const pages = await content.activePages();
  const home = pages.find((page) => page.urlKey === HOME_PAGE_KEY);
  const entries: SitemapEntry[] = [entry('/', newest(home?.updatedAt ?? null, newestProduct))];

  for (const category of categoriesInTreeOrder(catalog)) {
    // Each language's own path of the category in its alternates (ADR 0042).
    const localPaths = Object.fromEntries(
      catalog.categoryPaths(category).map(({ locale, path }) => [locale, urlPath(path)]),
    );
    entries.push(
      entry(urlPath(category.urlPath), newestByCategory.get(category.id) ?? null, localPaths),
    );
  }

  entries.push(entry('/merken', newestProduct));
  const brands = [...catalog.referenceData.brands.values()]
    .filter((brand) => newestByBrand.has(brand.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  for (const brand of brands) {
    entries.push(entry(urlPath('merken', brand.urlKey), newestByBrand.get(brand.code) ?? null));
  }

  for (const page of pages) {
    if (UNLISTED_PAGE_KEYS.has(page.urlKey)) continue;
    entries.push(entry(urlPath(page.urlKey), page.updatedAt));
  }

  entries.push(entry('/winkels', null));
  for (const store of stores.list()) entries.push(entry(urlPath('winkels', store.code), null));
  entries.push(entry('/contact', null), entry('/sitemap', null));
  return entries;
}

/** Categories depth first in menu order: parents before their children. */
export function categoriesInTreeOrder(catalog: CatalogService): CategoryRecord[] {
  const all = [...catalog.categories()];
  const byParent = new Map<number | null, CategoryRecord[]>();
  for (const category of all) {
    const siblings = byParent.get(category.parentId) ?? [];
    siblings.push(category);
    byParent.set(category.parentId, siblings);
  }
  const ordered: CategoryRecord[] = [];
  const visit = (parentId: number | null) => {
    const children = (byParent.get(parentId) ?? []).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
    for (const child of children) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  return ordered;
}

function entry(
  path: string,
  lastmod: Date | null,
  localPaths?: Partial<Record<string, string>>,
): SitemapEntry {
  return { ...pageInEveryLanguage(path, localPaths), lastmod };
}

function later<Key>(dates: Map<Key, Date>, key: Key, date: Date): void {
  const known = dates.get(key);
  if (!known || date > known) dates.set(key, date);
}

function newest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
