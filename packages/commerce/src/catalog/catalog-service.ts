import { asc, inArray, sql } from 'drizzle-orm';
import type DataLoader from 'dataloader';
import type { Database } from '../db/connection.ts';
import { productDetailsLoader, type ProductDetails } from './product-details.ts';
import { priceRangeOf, type PriceRangeCents, type PricedParts } from '../pricing/price-range.ts';
import { shopDate } from '../pricing/product-price.ts';
import { CatalogIndex } from './index/catalog-index.ts';
import { itemsPerStep, TimeSlices } from '../search/time-slices.ts';
import { indexedProductOf } from './index/indexed-product.ts';
import type {
  AutocompleteLimits,
  AutocompleteResult,
  IndexedAttribute,
  IndexedCategory,
  IndexedProduct,
  ListingQuery,
  ListingResult,
} from './index/types.ts';
import {
  loadChildIds,
  loadProductRecords,
  loadReferenceData,
  loadSearchTexts,
} from './catalog-loader.ts';
import type { CatalogReferenceData, CategoryRecord, ProductRecord } from './catalog-records.ts';
import { bundleItems } from './schema.ts';
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

export interface BundleItemRecord {
  productId: number;
  quantity: number;
  isMain: boolean;
  position: number;
}

/**
 * Products per query of a full reload: parsing one chunk's rows holds the event loop, so a
 * reload reads smaller chunks than the loader's default (about 5 ms of parsing each here).
 */
const reloadChunk = 2_500;

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
 */
export class CatalogService {
  private records = new Map<number, ProductRecord>();
  private idBySku = new Map<string, number>();
  private idByUrl = new Map<string, number>();
  private idByEan = new Map<string, number>();
  private bundles = new Map<number, BundleItemRecord[]>();
  private categoryByPath = new Map<string, CategoryRecord>();
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
    return this.records.values();
  }

  /** Plain-text descriptions of products, read from the database a batch at a time. */
  descriptions(
    ids: readonly number[],
  ): AsyncGenerator<{ ids: number[]; descriptions: Map<number, string> }> {
    return productDescriptions(this.db, ids);
  }

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

  /** A visible product by its url: url_key plus url_suffix (spec §2). */
  productByUrl(path: string): ProductRecord | undefined {
    const id = this.idByUrl.get(path.toLowerCase());
    return id === undefined ? undefined : this.records.get(id);
  }

  category(id: number): CategoryRecord | undefined {
    return this.reference.categories.get(id);
  }

  categoryByUrlPath(urlPath: string): CategoryRecord | undefined {
    return this.categoryByPath.get(urlPath.toLowerCase());
  }

  categories(): Iterable<CategoryRecord> {
    return this.reference.categories.values();
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
    const parts: PricedParts = {};
    if (record.typeId === 'configurable') parts.children = this.children(record);
    if (record.typeId === 'bundle') {
      parts.bundle = this.bundleItemsOf(record.id).flatMap((item) => {
        const product = this.records.get(item.productId);
        return product ? [{ product, quantity: item.quantity, isMain: item.isMain }] : [];
      });
    }
    return priceRangeOf(record, parts, this.currentDay());
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

  private reviewTotalsMemo: { weightedRating: number; reviewCount: number } | null = null;

  /** Listing, facets and search over the index (throws ListingInputError on bad filters). */
  list(query: ListingQuery): ListingResult {
    this.rollOverDay();
    return this.index.query(query);
  }

  autocomplete(text: string, limits: AutocompleteLimits): AutocompleteResult {
    this.rollOverDay();
    return this.index.autocomplete(text, limits);
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
    if (change.pricesAndStock?.length) await this.applyPricesAndStock(change.pricesAndStock);
    const ids = new Set(change.productIds ?? []);
    if (ids.size === 0) return;
    // A changed child changes its parent's price range; a changed product changes the bundles it is in.
    for (const id of [...ids]) {
      const parentId = this.records.get(id)?.parentId;
      if (parentId) ids.add(parentId);
    }
    const bundleRows = await this.db
      .select()
      .from(bundleItems)
      .where(inArray(bundleItems.productId, [...ids]));
    for (const row of bundleRows) ids.add(row.bundleId);
    for (const childId of await loadChildIds(this.db, [...ids])) ids.add(childId);

    const fresh = await loadProductRecords(this.db, this.reference.brands, [...ids]);
    const texts = await loadSearchTexts(this.db, [...ids]);
    await this.loadBundles([...ids]);
    const freshIds = new Set(fresh.map((record) => record.id));
    const removed = [...ids].filter((id) => !freshIds.has(id));
    for (const id of removed) this.forget(id);
    for (const record of fresh) this.remember(record);
    this.linkChildren(fresh);
    this.index.removeProducts(removed.concat(fresh.filter((r) => !isListable(r)).map((r) => r.id)));
    this.index.upsertProducts(
      fresh.filter(isListable).map((record) => this.toIndexed(record, texts.get(record.id) ?? '')),
    );
  }

  /**
   * Re-reads prices and stock status of products and re-indexes them with the search text the
   * index already has: a batch of 10,000 takes one narrow query instead of the full load.
   */
  private async applyPricesAndStock(ids: number[]): Promise<void> {
    const result = await this.db.execute(sql`
      select id, price_cents, special_price_cents, special_to_date::text as special_to_date,
        special_from_date::text as special_from_date, stock_status
      from products where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
    const { rows } = result as unknown as {
      rows: {
        id: number;
        price_cents: number;
        special_price_cents: number | null;
        special_to_date: string | null;
        special_from_date: string | null;
        stock_status: string;
      }[];
    };
    const changed = new Set<number>();
    const fresh: ProductRecord[] = [];
    for (const row of rows) {
      const record = this.records.get(Number(row.id));
      if (!record) continue;
      const updated: ProductRecord = {
        ...record,
        priceCents: row.price_cents,
        specialPriceCents: row.special_price_cents,
        specialToDate: row.special_to_date,
        specialFromDate: row.special_from_date,
        inStock: row.stock_status === 'IN_STOCK',
      };
      this.remember(updated);
      fresh.push(updated);
      changed.add(updated.id);
    }
    this.linkChildren(fresh);
    // A child's price makes its parent's price range; a part's makes its bundles' prices.
    const affected = new Set(changed);
    for (const record of fresh) if (record.parentId) affected.add(record.parentId);
    for (const [bundleId, items] of this.bundles) {
      if (items.some((item) => changed.has(item.productId))) affected.add(bundleId);
    }
    const listable = [...affected].flatMap((id) => {
      const record = this.records.get(id);
      return record && isListable(record) ? [record] : [];
    });
    this.index.upsertProducts(
      listable.map((record) => this.toIndexed(record, this.index.descriptionOf(record.id) ?? '')),
    );
  }

  /**
   * Reads the whole catalogue into a catalogue of its own and builds its index a slice at a time,
   * serving requests from the current one meanwhile, then takes it over in one synchronous step:
   * a request sees the old catalogue or the new one, never a mix (issue 22: an import of 100,000
   * products reloads without holding listings up).
   */
  private async reloadAll(reference: CatalogReferenceData): Promise<void> {
    const slices = new TimeSlices();
    const records = await loadProductRecords(this.db, reference.brands, undefined, reloadChunk);
    const texts = await loadSearchTexts(this.db, undefined, reloadChunk);
    const next = new CatalogService(this.db, reference, this.clock);
    for (let n = 0; n < records.length; n++) {
      next.remember(records[n]!);
      if (n % itemsPerStep === 0) await slices.pause();
    }
    next.linkChildren(records);
    await next.loadBundles();
    next.categoryByPath = new Map(
      [...reference.categories.values()].map((category) => [
        category.urlPath.toLowerCase(),
        category,
      ]),
    );
    next.today = next.currentDay();
    const listed: IndexedProduct[] = [];
    for (let n = 0; n < records.length; n++) {
      const record = records[n]!;
      if (isListable(record)) listed.push(next.toIndexed(record, texts.get(record.id) ?? ''));
      if (n % itemsPerStep === 0) await slices.pause();
    }
    next.index = await CatalogIndex.buildInSlices(
      {
        products: listed,
        categories: next.indexedCategories(),
        attributes: next.indexedAttributes(),
      },
      slices,
    );
    this.reference = reference;
    this.records = next.records;
    this.idBySku = next.idBySku;
    this.idByUrl = next.idByUrl;
    this.idByEan = next.idByEan;
    this.bundles = next.bundles;
    this.categoryByPath = next.categoryByPath;
    this.today = next.today;
    this.index = next.index;
    this.reviewTotalsMemo = null;
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
    const expired = [...this.records.values()].filter(
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

  private remember(record: ProductRecord): void {
    this.reviewTotalsMemo = null;
    const previous = this.records.get(record.id);
    if (previous) this.forget(record.id);
    this.records.set(record.id, record);
    this.idBySku.set(record.sku.toLowerCase(), record.id);
    if (record.ean) this.idByEan.set(record.ean, record.id);
    if (record.visible)
      this.idByUrl.set((record.urlKey + record.urlSuffix).toLowerCase(), record.id);
  }

  private forget(id: number): void {
    this.reviewTotalsMemo = null;
    const record = this.records.get(id);
    if (!record) return;
    this.records.delete(id);
    this.idBySku.delete(record.sku.toLowerCase());
    if (record.ean) this.idByEan.delete(record.ean);
    this.idByUrl.delete((record.urlKey + record.urlSuffix).toLowerCase());
    if (record.parentId) {
      const parent = this.records.get(record.parentId);
      if (parent) parent.childIds = parent.childIds.filter((childId) => childId !== id);
    }
  }

  private linkChildren(records: ProductRecord[]): void {
    for (const record of records) {
      if (record.parentId === null) continue;
      const parent = this.records.get(record.parentId);
      if (parent && !parent.childIds.includes(record.id)) {
        parent.childIds.push(record.id);
        parent.childIds.sort((a, b) => a - b);
      }
    }
  }

  private async loadBundles(ids?: number[]): Promise<void> {
    const rows = await this.db
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

  /**
   * The record as the index sees it (see `indexedProductOf`): a configurable offers its own and
   * every child's filterable values, so it matches a filter when any child has the value.
   */
  private toIndexed(record: ProductRecord, description: string): IndexedProduct {
    return indexedProductOf(record, {
      children: record.typeId === 'configurable' ? this.children(record) : [],
      description,
      finalPriceCents: this.priceRange(record).minFinal,
      categoryName: (id) => this.reference.categories.get(id)?.name,
      isFilterable: (code) => this.reference.attributes.get(code)?.filterable === true,
    });
  }

  private indexedCategories(): IndexedCategory[] {
    const all = this.reference.categories;
    return [...all.values()].map((category) => ({
      id: category.id,
      parentId: category.parentId,
      name: category.name,
      urlPath: category.urlPath,
      level: category.level,
      position: category.position,
      image: category.image,
      breadcrumbs: ancestorsOf(category, all).map((ancestor) => ({
        id: ancestor.id,
        name: ancestor.name,
        urlPath: ancestor.urlPath,
        level: ancestor.level,
      })),
    }));
  }

  private indexedAttributes(): IndexedAttribute[] {
    return [...this.reference.attributes.values()]
      .filter((attribute) => attribute.filterable)
      .map((attribute) => ({
        code: attribute.code,
        label: attribute.label,
        position: attribute.position,
        options: [...attribute.options.values()],
      }));
  }
}

/** Ancestors from the root down, without the category itself. */
export function ancestorsOf(
  category: CategoryRecord,
  all: Map<number, CategoryRecord>,
): CategoryRecord[] {
  const chain: CategoryRecord[] = [];
  let parentId = category.parentId;
  while (parentId !== null) {
    const parent = all.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain;
}

/**
 * Listed in categories and search: visible products that are not configurable children. Bundles
 * are reached from their main product (bundle combinations) and by url, not listed themselves.
 */
function isListable(record: ProductRecord): boolean {
  return record.visible && record.parentId === null && record.typeId !== 'bundle';
}
