import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { priceRangeOf, type PriceRangeCents, type PricedParts } from '../pricing/price-range.ts';
import type { CategoryRecord, ProductRecord } from './catalog-records.ts';
import { bundleItems } from './schema.ts';
import type { ShopLocale } from '../graphql/request-locale.ts';
import { ownUrlKeys, type OtherShopLocale } from './product-urls.ts';
import { CategoryUrls } from './category-urls.ts';

export interface BundleItemRecord {
  productId: number;
  quantity: number;
  isMain: boolean;
  position: number;
}

/**
 * The catalogue's records in memory with their look-ups (sku, url, EAN, category path) and the
 * bundles' parts. Kept apart from the index so that a full reload can fill a fresh one while
 * requests keep reading the current one, and take it over in one step.
 */
export class CatalogMemory {
  readonly records = new Map<number, ProductRecord>();
  private readonly idBySku = new Map<string, number>();
  private readonly idByUrl = new Map<string, number>();
  /** fr, de and en url keys (plus suffix) of the products that have their own: one map each. */
  private readonly idByLocalUrl = new Map<OtherShopLocale, Map<string, number>>();
  private readonly idByEan = new Map<string, number>();
  readonly bundles = new Map<number, BundleItemRecord[]>();
  private categoryByPath = new Map<string, CategoryRecord>();
  private categoryById = new Map<number, CategoryRecord>();
  /** Categories' fr, de and en paths where they differ from the Dutch (ADR 0042). */
  private categoryUrls = new CategoryUrls([]);
  private reviewTotalsMemo: { weightedRating: number; reviewCount: number } | null = null;

  product(id: number): ProductRecord | undefined {
    return this.records.get(id);
  }

  productBySku(sku: string): ProductRecord | undefined {
    const id = this.idBySku.get(sku.toLowerCase());
    return id === undefined ? undefined : this.records.get(id);
  }

  productByEan(ean: string): ProductRecord | undefined {
    const id = this.idByEan.get(ean);
    return id === undefined ? undefined : this.records.get(id);
  }

  productByUrl(path: string): ProductRecord | undefined {
    const id = this.idByUrl.get(path.toLowerCase());
    return id === undefined ? undefined : this.records.get(id);
  }

  /** A visible product by its own url key (plus suffix) in fr, de or en; no Dutch fallback. */
  productByLocalUrl(locale: OtherShopLocale, path: string): ProductRecord | undefined {
    const id = this.idByLocalUrl.get(locale)?.get(path.toLowerCase());
    return id === undefined ? undefined : this.records.get(id);
  }

  categoryByUrlPath(urlPath: string): CategoryRecord | undefined {
    return this.categoryByPath.get(urlPath.toLowerCase());
  }

  /** A category by its own path in fr, de or en; no Dutch fallback. */
  categoryByLocalUrlPath(locale: OtherShopLocale, urlPath: string): CategoryRecord | undefined {
    const id = this.categoryUrls.idAt(locale, urlPath);
    return id === undefined ? undefined : this.categoryById.get(id);
  }

  /** The category's path in `locale` (no leading slash), its ancestors' keys in that language. */
  categoryPath(category: CategoryRecord, locale: ShopLocale | null | undefined): string {
    return this.categoryUrls.pathOf(category, locale);
  }

  /** Category look-ups by url path; categories only change with a full reload. */
  rememberCategories(categories: Iterable<CategoryRecord>): void {
    const all = [...categories];
    this.categoryByPath = new Map(
      all.map((category) => [category.urlPath.toLowerCase(), category]),
    );
    this.categoryById = new Map(all.map((category) => [category.id, category]));
    this.categoryUrls = new CategoryUrls(all);
  }

  children(record: ProductRecord): ProductRecord[] {
    return record.childIds.flatMap((id) => this.records.get(id) ?? []);
  }

  bundleItemsOf(bundleId: number): BundleItemRecord[] {
    return this.bundles.get(bundleId) ?? [];
  }

  /** Bundles in which this product is the main product (its bundle combinations). */
  bundlesWithMain(productId: number): ProductRecord[] {
    const found: ProductRecord[] = [];
    for (const [bundleId, items] of this.bundles) {
      if (items.some((item) => item.isMain && item.productId === productId)) {
        const bundle = this.records.get(bundleId);
        if (bundle?.visible) found.push(bundle);
      }
    }
    return found;
  }

  /** Price range per product type on `day`: configurables over their children, bundles summed. */
  priceRange(record: ProductRecord, day: string): PriceRangeCents {
    const parts: PricedParts = {};
    if (record.typeId === 'configurable') parts.children = this.children(record);
    if (record.typeId === 'bundle') {
      parts.bundle = this.bundleItemsOf(record.id).flatMap((item) => {
        const product = this.records.get(item.productId);
        return product ? [{ product, quantity: item.quantity, isMain: item.isMain }] : [];
      });
    }
    return priceRangeOf(record, parts, day);
  }

  /** Summed again only after a product record changed (remember and forget drop the memo). */
  reviewTotals(): { weightedRating: number; reviewCount: number } {
    if (this.reviewTotalsMemo) return this.reviewTotalsMemo;
    let weightedRating = 0;
    let reviewCount = 0;
    for (const record of this.records.values()) {
      if (record.reviewCount <= 0) continue;
      weightedRating += record.ratingSummary * record.reviewCount;
      reviewCount += record.reviewCount;
    }
    return (this.reviewTotalsMemo = { weightedRating, reviewCount });
  }

  remember(record: ProductRecord): void {
    this.reviewTotalsMemo = null;
    const previous = this.records.get(record.id);
    if (previous) this.forget(record.id);
    this.records.set(record.id, record);
    this.idBySku.set(record.sku.toLowerCase(), record.id);
    if (record.ean) this.idByEan.set(record.ean, record.id);
    if (!record.visible) return;
    this.idByUrl.set((record.urlKey + record.urlSuffix).toLowerCase(), record.id);
    for (const [locale, key] of ownUrlKeys(record)) {
      let byUrl = this.idByLocalUrl.get(locale);
      if (!byUrl) this.idByLocalUrl.set(locale, (byUrl = new Map()));
      byUrl.set((key + record.urlSuffix).toLowerCase(), record.id);
    }
  }

  forget(id: number): void {
    this.reviewTotalsMemo = null;
    const record = this.records.get(id);
    if (!record) return;
    this.records.delete(id);
    this.idBySku.delete(record.sku.toLowerCase());
    if (record.ean) this.idByEan.delete(record.ean);
    this.forgetUrl(this.idByUrl, record.urlKey + record.urlSuffix, id);
    for (const [locale, key] of ownUrlKeys(record)) {
      const byUrl = this.idByLocalUrl.get(locale);
      if (byUrl) this.forgetUrl(byUrl, key + record.urlSuffix, id);
    }
    if (record.parentId) {
      const parent = this.records.get(record.parentId);
      if (parent) parent.childIds = parent.childIds.filter((childId) => childId !== id);
    }
  }

  /** Drops an address only while it is this product's: another may have taken it over since. */
  private forgetUrl(byUrl: Map<string, number>, path: string, id: number): void {
    const lower = path.toLowerCase();
    if (byUrl.get(lower) === id) byUrl.delete(lower);
  }

  /** Adds records to their parents' child lists (kept sorted by id). */
  linkChildren(records: ProductRecord[]): void {
    for (const record of records) {
      if (record.parentId === null) continue;
      const parent = this.records.get(record.parentId);
      if (parent && !parent.childIds.includes(record.id)) {
        parent.childIds.push(record.id);
        parent.childIds.sort((a, b) => a - b);
      }
    }
  }

  /** Reads the parts of these bundles again, or of every bundle without `ids`. */
  async loadBundles(db: Database, ids?: number[]): Promise<void> {
    const rows = await db
      .select()
      .from(bundleItems)
      .where(ids ? inArray(bundleItems.bundleId, ids) : undefined)
      .orderBy(asc(bundleItems.bundleId), asc(bundleItems.position));
    if (ids) for (const id of ids) this.bundles.delete(id);
    for (const row of rows) {
      const items = this.bundles.get(row.bundleId) ?? [];
      items.push({
        productId: row.productId,
        quantity: row.quantity,
        isMain: row.isMain,
        position: row.position,
      });
      this.bundles.set(row.bundleId, items);
    }
  }
}
