import type DataLoader from 'dataloader';
import { shopLocales, type ShopLocale } from '../graphql/request-locale.ts';
import type { Database } from '../db/connection.ts';
import { productDetailsLoader, type ProductDetails } from './product-details.ts';
import type { PriceRangeCents } from '../pricing/price-range.ts';
import { shopDate } from '../pricing/product-price.ts';
import type { CatalogIndex } from './index/catalog-index.ts';
import type {
  AutocompleteLimits,
  AutocompleteResult,
  IndexedProduct,
  ListingQuery,
  ListingResult,
} from './index/types.ts';
import { loadReferenceData } from './catalog-loader.ts';
import type { CatalogReferenceData, CategoryRecord, ProductRecord } from './catalog-records.ts';
import { lowStock } from './low-stock.ts';
import { productDescriptions } from './catalog-export.ts';
import {
  onlineQuantities,
  releaseStock,
  reserveStock,
  restockReturned,
  settleShippedStock,
  type StockChange,
  type StockLine,
} from './product-stock.ts';
import { CatalogMemory, type BundleItemRecord } from './catalog-memory.ts';
import { otherShopLocales, type OtherShopLocale } from './product-urls.ts';
import { categoryUrlKey } from './category-urls.ts';
import { toIndexed } from './catalog-indexing.ts';
import { applyPricesAndStock, applyProductChanges, type LiveCatalog } from './catalog-changes.ts';
import { reloadCatalog } from './catalog-reload.ts';

// Importers reach these through the service's module, as before the records moved out.
export type { BundleItemRecord } from './catalog-memory.ts';
export { ancestorsOf } from './catalog-indexing.ts';

/** What changed in the catalogue; `all` reloads everything, including categories and attributes. */
export interface CatalogChange {
  productIds?: number[];
  /**
   * Products of which only prices and stock changed (ERP batches): those columns are read
   * again and the rest of the record, its search text included, is kept.
   */
  pricesAndStock?: number[];
  all?: boolean;
}

/**
 * The catalogue's read side: product records and reference data in memory, the catalogue index
 * over them, and the price rules that need more than one product (configurables, bundles).
 * The records live in a {@link CatalogMemory}, changes are read in by `catalog-changes.ts` and a
 * full reload by `catalog-reload.ts`; this class orders the changes and swaps in reloads.
 */
export class CatalogService {
  private memory = new CatalogMemory();
  private index!: CatalogIndex;
  private today = '';

  private constructor(
    private readonly db: Database,
    private reference: CatalogReferenceData,
    private readonly clock: () => Date,
  ) {}

  /** Reads the whole catalogue and builds the index. */
  static async load(db: Database, clock: () => Date = () => new Date()): Promise<CatalogService> {
    const reference = await loadReferenceData(db);
    const service = new CatalogService(db, reference, clock);
    await service.reloadAll(reference);
    return service;
  }

  get referenceData(): CatalogReferenceData {
    return this.reference;
  }

  get productCount(): number {
    return this.index.size;
  }

  /**
   * Goes up each time memory has caught up with a change: whatever was made from the catalogue
   * at an older revision (an exported feed) is stale.
   */
  get revision(): number {
    return this.changes;
  }

  private changes = 0;
  /** The change being applied; the next waits for it (see refresh). */
  private applying: Promise<unknown> = Promise.resolve();

  /** Every product record, configurable children and invisible ones included, in no order. */
  allProducts(): IterableIterator<ProductRecord> {
    return this.memory.records.values();
  }

  /** Plain-text descriptions of products, read from the database a batch at a time. */
  descriptions(
    ids: readonly number[],
  ): AsyncGenerator<{ ids: number[]; descriptions: Map<number, string> }> {
    return productDescriptions(this.db, ids);
  }

  product(id: number): ProductRecord | undefined {
    return this.memory.product(id);
  }

  productBySku(sku: string): ProductRecord | undefined {
    return this.memory.productBySku(sku);
  }

  productByEan(ean: string): ProductRecord | undefined {
    return this.memory.productByEan(ean);
  }

  /** A visible product by its url: url_key plus url_suffix (spec §2). */
  productByUrl(path: string): ProductRecord | undefined {
    return this.memory.productByUrl(path);
  }

  /** A visible product by its own url key plus suffix in fr, de or en (ADR 0041). */
  productByLocalUrl(locale: OtherShopLocale, path: string): ProductRecord | undefined {
    return this.memory.productByLocalUrl(locale, path);
  }

  category(id: number): CategoryRecord | undefined {
    return this.reference.categories.get(id);
  }

  categoryByUrlPath(urlPath: string): CategoryRecord | undefined {
    return this.memory.categoryByUrlPath(urlPath);
  }

  /** A category by its own url path in fr, de or en (ADR 0042); no Dutch fallback. */
  categoryByLocalUrlPath(locale: OtherShopLocale, urlPath: string): CategoryRecord | undefined {
    return this.memory.categoryByLocalUrlPath(locale, urlPath);
  }

  /**
   * A category by a path as a page in `locale` names it: that language's own path, then the
   * Dutch path, then another language's path (ADR 0042). The caller compares the found
   * category's path in `locale` with the asked one to tell the shopper's address from a
   * redirect.
   */
  categoryAt(urlPath: string, locale: ShopLocale | null | undefined): CategoryRecord | undefined {
    if (locale && locale !== 'nl') {
      const own = this.memory.categoryByLocalUrlPath(locale, urlPath);
      if (own) return own;
    }
    const dutch = this.memory.categoryByUrlPath(urlPath);
    if (dutch) return dutch;
    for (const other of otherShopLocales) {
      if (other === locale) continue;
      const found = this.memory.categoryByLocalUrlPath(other, urlPath);
      if (found) return found;
    }
    return undefined;
  }

  /** The category's url path in `locale` (no leading slash); the Dutch one without a language. */
  categoryPath(category: CategoryRecord, locale: ShopLocale | null | undefined): string {
    return this.memory.categoryPath(category, locale);
  }

  /**
   * A stored link (a banner's, a menu banner's) in `locale`: one to a category's Dutch path names
   * that category's path in the language, so the link needs no redirect; others stay as written.
   */
  categoryLinkIn(link: string, locale: ShopLocale | null | undefined): string {
    if (!locale || locale === 'nl' || !link.startsWith('/')) return link;
    const target = this.memory.categoryByUrlPath(link.slice(1).replace(/\/+$/, ''));
    return target ? `/${this.memory.categoryPath(target, locale)}` : link;
  }

  /** Each language's path of the category, Dutch first (hreflang alternates, sitemaps). */
  categoryPaths(category: CategoryRecord): { locale: ShopLocale; urlKey: string; path: string }[] {
    return shopLocales.map((locale) => ({
      locale,
      urlKey: categoryUrlKey(category, locale),
      path: this.memory.categoryPath(category, locale),
    }));
  }

  categories(): Iterable<CategoryRecord> {
    return this.reference.categories.values();
  }

  children(record: ProductRecord): ProductRecord[] {
    return this.memory.children(record);
  }

  bundleItemsOf(bundleId: number): BundleItemRecord[] {
    return this.memory.bundleItemsOf(bundleId);
  }

  /** Bundles in which this product is the main product (its bundle combinations). */
  bundlesWithMain(productId: number): ProductRecord[] {
    return this.memory.bundlesWithMain(productId);
  }

  /** What one unit of a product takes from the online stock: itself, or a bundle's parts. */
  stockUnitsOf(record: ProductRecord): StockLine[] {
    if (record.typeId !== 'bundle') return [{ productId: record.id, quantity: 1 }];
    return this.bundleItemsOf(record.id).map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
    }));
  }

  /** Online stock per product id, read from the database (`db` may be a transaction). */
  onlineQuantities(ids: number[], db: Database = this.db): Promise<Map<number, number>> {
    return onlineQuantities(db, ids);
  }

  /** Products running out online (the back office's dashboard), see {@link lowStock}. */
  lowStock(threshold: number, limit: number) {
    return lowStock(this.db, threshold, limit);
  }

  /** See {@link reserveStock}: in the caller's transaction. */
  reserveStock(tx: Database, lines: StockLine[]): Promise<StockChange> {
    return reserveStock(tx, lines);
  }

  releaseStock(tx: Database, lines: StockLine[]): Promise<StockChange> {
    return releaseStock(tx, lines);
  }

  /** See {@link restockReturned}: in the caller's transaction. */
  restockReturned(tx: Database, lines: StockLine[]): Promise<StockChange> {
    return restockReturned(tx, lines);
  }

  /** See {@link settleShippedStock}: in the caller's transaction. */
  settleShippedStock(tx: Database, lines: StockLine[]): Promise<void> {
    return settleShippedStock(tx, lines);
  }

  /** Today's date in the shop time zone; special prices end at the end of their to-date. */
  currentDay(): string {
    // Days change on a minute boundary, so the formatted date is reused within a minute.
    const minute = Math.floor(this.clock().getTime() / 60_000);
    if (minute !== this.dayCache.minute) this.dayCache = { minute, day: shopDate(this.clock()) };
    return this.dayCache.day;
  }

  private dayCache = { minute: Number.NaN, day: '' };

  /** Price range per product type: configurables over their children, bundles summed. */
  priceRange(record: ProductRecord): PriceRangeCents {
    return this.memory.priceRange(record, this.currentDay());
  }

  /** Long texts, media, links and options of products, batched per request. */
  detailsLoader(): DataLoader<number, ProductDetails> {
    return productDetailsLoader(this.db);
  }

  /**
   * Ratings (0..100) weighted by their review counts, over every product with reviews. Every
   * page's layout asks for it, so it is summed again only after a product record changed.
   */
  reviewTotals(): { weightedRating: number; reviewCount: number } {
    return this.memory.reviewTotals();
  }

  /** Listing, facets and search over the index (throws ListingInputError on bad filters). */
  list(query: ListingQuery): ListingResult {
    this.rollOverDay();
    return this.index.query(query);
  }

  /** Categories and phrases in the page's language (Dutch when none is given). */
  autocomplete(
    text: string,
    limits: AutocompleteLimits,
    locale?: ShopLocale | null,
  ): AutocompleteResult {
    this.rollOverDay();
    return this.index.autocomplete(text, limits, locale);
  }

  /** Brings memory in line with the database after a change (local or from another instance). */
  async refresh(change: CatalogChange): Promise<void> {
    // One change at a time, in the order asked: an apply whose reads began before a newer write
    // committed must never land after one that saw it, or the index would keep the older state
    // (the announced changes, a direct refresh and the special-price sweep all come here).
    const applied = this.applying.then(() => this.applyChange(change));
    this.applying = applied.catch(() => undefined);
    await applied;
    this.changes += 1;
  }

  private async applyChange(change: CatalogChange): Promise<void> {
    if (change.all) {
      await this.reloadAll(await loadReferenceData(this.db));
      return;
    }
    // Taken once: only a full reload swaps memory and index, and it is never applied meanwhile.
    const live = this.live();
    if (change.pricesAndStock?.length) await applyPricesAndStock(live, change.pricesAndStock);
    await applyProductChanges(live, change.productIds ?? []);
  }

  /** The catalogue being served, as the change functions read and update it. */
  private live(): LiveCatalog {
    const { db, memory, index, reference } = this;
    const day = () => this.currentDay();
    return {
      db,
      memory,
      index,
      reference,
      toIndexed: (record, description): IndexedProduct =>
        toIndexed(record, description, memory, reference, day),
    };
  }

  /**
   * Builds a whole new catalogue while requests are served from the current one, then takes it
   * over in one synchronous step: a request sees the old catalogue or the new one, never a mix.
   */
  private async reloadAll(reference: CatalogReferenceData): Promise<void> {
    const next = await reloadCatalog(this.db, reference, () => this.currentDay());
    this.reference = reference;
    this.memory = next.memory;
    this.today = next.today;
    this.index = next.index;
  }

  /**
   * Special prices start and end at midnight: re-index products whose special price ran out or
   * began.
   */
  private rollOverDay(): void {
    const today = this.currentDay();
    if (today === this.today) return;
    const previous = this.today;
    this.today = today;
    const expired = [...this.memory.records.values()].filter(
      (record) =>
        (record.specialToDate !== null &&
          record.specialToDate >= previous &&
          record.specialToDate < today) ||
        (!!record.specialFromDate &&
          record.specialFromDate > previous &&
          record.specialFromDate <= today),
    );
    const affected = new Set<number>();
    for (const record of expired) affected.add(record.parentId ?? record.id);
    // The index needs texts from the database, so the re-index runs in the background; the
    // listing served meanwhile is at most one request late.
    if (affected.size > 0) void this.refresh({ productIds: [...affected] });
  }
}
