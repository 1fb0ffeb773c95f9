/**
 * The products in slots with their listing data in flat typed arrays (price, sort keys, option
 * ids per attribute) and, per category, the slots listed under it (its own products and those of
 * its descendants). Slots of removed products are reused.
 */
import { SlotsByKey } from '../../search/slots-by-key.ts';
import type { AttributeTable } from './attribute-table.ts';
import type { CategoryTree } from './category-tree.ts';
import type { IndexedProduct } from './types.ts';

/** spec §4: a product is out of assortment when its status is 'Uit assortiment'. */
export const outOfAssortmentStatus = 'Uit assortiment';

function isAvailable(product: IndexedProduct): boolean {
  return product.inStock && product.status !== outOfAssortmentStatus;
}

/** Keys `ListingQuery.skus` matches: the SKU and the url key, case-insensitively. */
function lookupKeys(product: IndexedProduct): string[] {
  const keys = [product.sku.toLowerCase()];
  if (product.urlKey) keys.push(product.urlKey.toLowerCase());
  return keys;
}

/** Small, so the tests' few attributes already exercise widening the option rows. */
const initialOptionWidth = 2;

export class ProductStore {
  readonly products: (IndexedProduct | undefined)[] = [];
  readonly slotById = new Map<number, number>();
  ids = new Float64Array(0);
  prices = new Float64Array(0);
  positions = new Float64Array(0);
  createdAt = new Float64Array(0);
  sales = new Float64Array(0);
  featured = new Uint8Array(0);
  available = new Uint8Array(0);
  /**
   * Option id per (slot, attribute) at `attribute * attributeStride + slot`; -1 for none. One
   * column per attribute, so a filter on an attribute reads a category's neighbouring slots from
   * neighbouring memory.
   */
  attributeValues = new Int32Array(0);
  /**
   * Products with several values for some attribute (configurable parents) have their option ids
   * in a row of `multiPool` (layout in `AttributeTable.writeValues`, offsets relative to the row's
   * start) instead of `attributeValues`: `multiStart[slot]` is where the row starts, -1 for none.
   * One pool rather than an array per product keeps the listing loop reading neighbouring memory.
   */
  multiStart = new Int32Array(0);
  multiPool = new Int32Array(0);
  /**
   * Per single-valued slot, the option ids it has (its non-negative `attributeValues` entries):
   * `optionWidth` entries from `slot * optionWidth`, padded with -1 and widened when a product has
   * more. A product has only a few of the attributes, so facet counting reads this short row
   * rather than every attribute. All -1 for multi-valued slots, which count from `multiPool`.
   */
  optionRows = new Int32Array(0);
  optionWidth = initialOptionWidth;
  private presentScratch = new Int32Array(0);
  /** Pool entries written, and those belonging to current rows; the rest is compacted away. */
  private multiUsed = 0;
  private multiLive = 0;
  /**
   * Per slot, the dense indices of its categories and their ancestors: `categoryWidth` entries
   * from `slot * categoryWidth`, padded with -1. One flat array, because chasing a separate array
   * object per product costs a cache miss each in the listing loop.
   */
  categoryRows = new Int32Array(0);
  categoryWidth = 4;
  private members: Set<number>[] = [];
  private memberSnapshots: (Int32Array | null)[] = [];
  private liveSnapshot: Int32Array | null = null;
  private readonly keys = new SlotsByKey();
  private readonly freeSlots: number[] = [];

  constructor(
    private tree: CategoryTree,
    private attributes: AttributeTable,
  ) {}

  get count(): number {
    return this.slotById.size;
  }

  /** Slots ever allocated; per-slot scratch arrays need this length. */
  get capacity(): number {
    return this.products.length;
  }

  get attributeCount(): number {
    return this.attributes.count;
  }

  /** Distance between an attribute's column and the next one in `attributeValues`. */
  get attributeStride(): number {
    return this.ids.length;
  }

  add(product: IndexedProduct): number {
    const slot = this.freeSlots.pop() ?? this.allocate();
    this.slotById.set(product.id, slot);
    this.write(slot, product);
    this.liveSnapshot = null;
    return slot;
  }

  update(slot: number, product: IndexedProduct): void {
    const previous = this.products[slot]!;
    this.unlink(slot, previous, sameCategories(previous, product));
    this.write(slot, product, sameCategories(previous, product));
  }

  remove(slot: number): void {
    const product = this.products[slot]!;
    this.unlink(slot, product, false);
    this.slotById.delete(product.id);
    this.products[slot] = undefined;
    this.dropMultiRow(slot);
    this.optionRows.fill(-1, slot * this.optionWidth, (slot + 1) * this.optionWidth);
    this.categoryRows.fill(-1, slot * this.categoryWidth, (slot + 1) * this.categoryWidth);
    this.freeSlots.push(slot);
    this.liveSnapshot = null;
  }

  /** Slots listed under the category (its products and its descendants'), unordered. */
  membersOf(categoryIndex: number): Int32Array {
    const cached = this.memberSnapshots[categoryIndex];
    if (cached) return cached;
    const snapshot = Int32Array.from(this.members[categoryIndex] ?? []);
    this.memberSnapshots[categoryIndex] = snapshot;
    return snapshot;
  }

  /** The slot's categories and their ancestors (dense indices). */
  categoriesOf(slot: number): Int32Array {
    const base = slot * this.categoryWidth;
    let end = base;
    while (end < base + this.categoryWidth && this.categoryRows[end]! >= 0) end++;
    return this.categoryRows.subarray(base, end);
  }

  inCategory(slot: number, categoryIndex: number): boolean {
    const rows = this.categoryRows;
    for (let i = slot * this.categoryWidth, end = i + this.categoryWidth; i < end; i++) {
      if (rows[i] === categoryIndex) return true;
      if (rows[i]! < 0) return false;
    }
    return false;
  }

  memberCount(categoryIndex: number): number {
    return this.members[categoryIndex]?.size ?? 0;
  }

  liveSlots(): Int32Array {
    this.liveSnapshot ??= Int32Array.from(this.slotById.values());
    return this.liveSnapshot;
  }

  /** Slots whose SKU or url key is one of these, case-insensitively. */
  slotsForKeys(keys: readonly string[]): Set<number> {
    const slots = new Set<number>();
    for (const key of keys) for (const slot of this.keys.get(key.toLowerCase())) slots.add(slot);
    return slots;
  }

  /** New attribute definitions: every product's option ids are looked up again. */
  replaceAttributes(attributes: AttributeTable): void {
    this.attributes = attributes;
    this.attributeValues = new Int32Array(this.ids.length * attributes.count);
    this.optionWidth = initialOptionWidth;
    this.optionRows = new Int32Array(this.ids.length * this.optionWidth).fill(-1);
    this.multiStart.fill(-1);
    this.multiUsed = 0;
    this.multiLive = 0;
    this.products.forEach((product, slot) => {
      if (product) this.writeAttributes(slot, product);
    });
  }

  /** A new tree: every product's category set and every category's member list is recomputed. */
  replaceCategories(tree: CategoryTree): void {
    this.tree = tree;
    this.categoryRows.fill(-1);
    this.members = [];
    this.memberSnapshots = [];
    this.products.forEach((product, slot) => {
      if (product) this.linkCategories(slot, product);
    });
  }

  private write(slot: number, product: IndexedProduct, keepCategories = false): void {
    this.products[slot] = product;
    this.ids[slot] = product.id;
    this.prices[slot] = product.finalPriceCents;
    this.positions[slot] = product.position;
    this.createdAt[slot] = product.createdAt;
    this.sales[slot] = product.salesCount;
    this.featured[slot] = product.featured ? 1 : 0;
    this.available[slot] = isAvailable(product) ? 1 : 0;
    this.writeAttributes(slot, product);
    if (!keepCategories) this.linkCategories(slot, product);
    for (const key of lookupKeys(product)) this.keys.add(key, slot);
  }

  private writeAttributes(slot: number, product: IndexedProduct): void {
    if (this.presentScratch.length <= this.attributes.count) {
      this.presentScratch = new Int32Array(this.attributes.count + 1);
    }
    const row = this.attributes.writeValues(
      product,
      this.attributeValues,
      slot,
      this.ids.length,
      this.presentScratch,
    );
    this.dropMultiRow(slot);
    this.writeOptionRow(slot, row === null);
    if (!row) return;
    if (this.multiUsed + row.length > this.multiPool.length) {
      const pool = new Int32Array(Math.max(1024, (this.multiUsed + row.length) * 2));
      pool.set(this.multiPool.subarray(0, this.multiUsed));
      this.multiPool = pool;
    }
    this.multiPool.set(row, this.multiUsed);
    this.multiStart[slot] = this.multiUsed;
    this.multiUsed += row.length;
    this.multiLive += row.length;
  }

  /**
   * The option ids `writeValues` just found into the slot's `optionRows` row (left empty when
   * multi-valued).
   */
  private writeOptionRow(slot: number, singleValued: boolean): void {
    const present = this.presentScratch;
    let found = 0;
    if (singleValued) {
      while (present[found]! >= 0) found++;
      if (found > this.optionWidth) {
        this.widenOptionRows(Math.max(found, this.optionWidth + initialOptionWidth));
      }
    }
    const rows = this.optionRows;
    const start = slot * this.optionWidth;
    for (let i = 0; i < this.optionWidth; i++) rows[start + i] = i < found ? present[i]! : -1;
  }

  private widenOptionRows(width: number): void {
    const rows = new Int32Array(this.ids.length * width).fill(-1);
    for (let slot = 0; slot < this.products.length; slot++) {
      rows.set(
        this.optionRows.subarray(slot * this.optionWidth, (slot + 1) * this.optionWidth),
        slot * width,
      );
    }
    this.optionRows = rows;
    this.optionWidth = width;
  }

  private dropMultiRow(slot: number): void {
    const start = this.multiStart[slot]!;
    if (start < 0) return;
    this.multiStart[slot] = -1;
    // A row's last offset entry is its length.
    this.multiLive -= this.multiPool[start + this.attributes.count]!;
    if (this.multiUsed > 4096 && this.multiUsed > 2 * this.multiLive) this.compactMultiPool();
  }

  /** Copies the current rows to a fresh pool in slot order. */
  private compactMultiPool(): void {
    const pool = new Int32Array(Math.max(1024, this.multiLive * 2));
    let used = 0;
    for (let slot = 0; slot < this.products.length; slot++) {
      const start = this.multiStart[slot]!;
      if (start < 0) continue;
      const length = this.multiPool[start + this.attributes.count]!;
      pool.set(this.multiPool.subarray(start, start + length), used);
      this.multiStart[slot] = used;
      used += length;
    }
    this.multiPool = pool;
    this.multiUsed = used;
    this.multiLive = used;
  }

  private linkCategories(slot: number, product: IndexedProduct): void {
    const expanded = this.tree.expand(product.categoryIds);
    if (expanded.length > this.categoryWidth) this.widenCategoryRows(expanded.length);
    const base = slot * this.categoryWidth;
    this.categoryRows.fill(-1, base, base + this.categoryWidth);
    this.categoryRows.set(expanded, base);
    for (const index of expanded) {
      let members = this.members[index];
      if (!members) this.members[index] = members = new Set();
      members.add(slot);
      this.memberSnapshots[index] = null;
    }
  }

  private unlink(slot: number, product: IndexedProduct, keepCategories: boolean): void {
    if (!keepCategories) {
      for (const index of this.categoriesOf(slot)) {
        this.members[index]?.delete(slot);
        this.memberSnapshots[index] = null;
      }
    }
    for (const key of lookupKeys(product)) this.keys.delete(key, slot);
  }

  private allocate(): number {
    const slot = this.products.length;
    this.products.push(undefined);
    if (slot >= this.ids.length) this.grow(Math.max(1024, this.ids.length * 2));
    return slot;
  }

  private grow(capacity: number): void {
    const previous = this.ids.length;
    const grown = <T extends Float64Array | Uint8Array | Int32Array>(array: T, size: number): T => {
      const next = new (array.constructor as new (length: number) => T)(size);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids, capacity);
    this.prices = grown(this.prices, capacity);
    this.positions = grown(this.positions, capacity);
    this.createdAt = grown(this.createdAt, capacity);
    this.sales = grown(this.sales, capacity);
    this.featured = grown(this.featured, capacity);
    this.available = grown(this.available, capacity);
    const starts = new Int32Array(capacity).fill(-1);
    starts.set(this.multiStart);
    this.multiStart = starts;
    const values = new Int32Array(capacity * this.attributes.count);
    for (let a = 0; a < this.attributes.count; a++) {
      values.set(this.attributeValues.subarray(a * previous, (a + 1) * previous), a * capacity);
    }
    this.attributeValues = values;
    const options = new Int32Array(capacity * this.optionWidth).fill(-1);
    options.set(this.optionRows);
    this.optionRows = options;
    const rows = new Int32Array(capacity * this.categoryWidth).fill(-1);
    rows.set(this.categoryRows);
    this.categoryRows = rows;
  }

  private widenCategoryRows(width: number): void {
    const rows = new Int32Array(this.ids.length * width).fill(-1);
    for (let slot = 0; slot < this.products.length; slot++) {
      rows.set(this.categoriesOf(slot), slot * width);
    }
    this.categoryRows = rows;
    this.categoryWidth = width;
  }
}

function sameCategories(a: IndexedProduct, b: IndexedProduct): boolean {
  return (
    a.categoryIds.length === b.categoryIds.length &&
    a.categoryIds.every((id, index) => id === b.categoryIds[index])
  );
}
