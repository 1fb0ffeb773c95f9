/**
 * The listing sort orders (spec §9), each a global order over all products, ties broken by id
 * ascending in both directions so paging is stable. Precomputed so a listing only picks its
 * members out of an order or sorts their ranks.
 *
 * - position, price (final price), name (Dutch collation), newest (createdAt), best_selling
 *   (salesCount): ASC and DESC as asked.
 * - featured: featured products first whatever the direction, then by position.
 * - relevance: only meaningful with search text (see page-selection.ts); without it, position ASC.
 */
import type { ProductStore } from './product-store.ts';
import { compareNames } from './name-order.ts';
import type { SlotCompare } from './merge-sort-steps.ts';
import { SortedOrder } from './sorted-order.ts';
import { drain, type Steps } from '../../search/time-slices.ts';
import type { IndexedProduct, SortDirection, SortField } from './types.ts';

type OrderField = Exclude<SortField, 'relevance' | 'featured'>;
export type OrderName = `${OrderField}_${SortDirection}` | 'featured';

/** Which product fields each order reads, so a price change leaves the name orders alone. */
const dependsOn: Record<
  OrderField | 'featured',
  (a: IndexedProduct, b: IndexedProduct) => boolean
> = {
  position: (a, b) => a.position !== b.position,
  price: (a, b) => a.finalPriceCents !== b.finalPriceCents,
  name: (a, b) => a.name !== b.name,
  newest: (a, b) => a.createdAt !== b.createdAt,
  best_selling: (a, b) => a.salesCount !== b.salesCount,
  featured: (a, b) => a.featured !== b.featured || a.position !== b.position,
};

const numericFields: Record<Exclude<OrderField, 'name'>, (store: ProductStore) => Float64Array> = {
  position: (store) => store.positions,
  price: (store) => store.prices,
  newest: (store) => store.createdAt,
  best_selling: (store) => store.sales,
};

export class SortOrders {
  private readonly orders = new Map<OrderName, SortedOrder>();
  private readonly fieldOf = new Map<OrderName, OrderField | 'featured'>();

  constructor(private readonly store: ProductStore) {
    const ids = () => store.ids;
    for (const [field, values] of Object.entries(numericFields)) {
      this.define(`${field as OrderField}_ASC`, field as OrderField, (a, b) => {
        const v = values(store);
        return v[a]! - v[b]! || ids()[a]! - ids()[b]!;
      });
      this.define(`${field as OrderField}_DESC`, field as OrderField, (a, b) => {
        const v = values(store);
        return v[b]! - v[a]! || ids()[a]! - ids()[b]!;
      });
    }
    const name = (slot: number) => store.products[slot]!.name;
    this.define(
      'name_ASC',
      'name',
      (a, b) => compareNames(name(a), name(b)) || ids()[a]! - ids()[b]!,
    );
    this.define(
      'name_DESC',
      'name',
      (a, b) => compareNames(name(b), name(a)) || ids()[a]! - ids()[b]!,
    );
    this.define('featured', 'featured', (a, b) => {
      const { featured, positions } = store;
      return featured[b]! - featured[a]! || positions[a]! - positions[b]! || ids()[a]! - ids()[b]!;
    });
  }

  /** The order a listing uses; relevance without search text falls back to position. */
  get(field: SortField, direction: SortDirection): SortedOrder {
    if (field === 'featured') return this.orders.get('featured')!;
    if (field === 'relevance') return this.orders.get('position_ASC')!;
    return this.orders.get(`${field}_${direction}`)!;
  }

  /**
   * Sorts every order from scratch. Numeric orders avoid comparator callbacks: each product's key
   * becomes (rank of its value, rank of its id) packed in one number, sorted natively.
   */
  rebuild(): void {
    drain(this.rebuildSteps());
  }

  /** `rebuild` as steps: one per numeric field, the name order a few thousand names a step. */
  *rebuildSteps(): Steps {
    const live = this.store.liveSlots();
    const { ids, featured } = this.store;
    const byId = slotsById(live, ids);
    const count = byId.length;
    const keys = new Float64Array(count);
    const ranks = new Float64Array(count);
    for (const [field, valuesOf] of Object.entries(numericFields)) {
      const values = valuesOf(this.store);
      for (let i = 0; i < count; i++) keys[i] = values[byId[i]!]!;
      keyRanks(keys, ranks);
      yield;
      this.orders.get(`${field as OrderField}_ASC`)!.adopt(sortByRanks(byId, ranks, false));
      yield;
      this.orders.get(`${field as OrderField}_DESC`)!.adopt(sortByRanks(byId, ranks, true));
      // Featured first, then position: non-featured products rank after every position rank.
      if (field === 'position') {
        for (let i = 0; i < count; i++) if (featured[byId[i]!] !== 1) ranks[i]! += count;
        this.orders.get('featured')!.adopt(sortByRanks(byId, ranks, false));
      }
      yield;
    }
    yield* this.orders.get('name_ASC')!.rebuildSteps(live);
    this.orders.get('name_DESC')!.adopt(yield* this.reversedNames(byId));
  }

  insert(slot: number): void {
    for (const order of this.orders.values()) order.insert(slot);
  }

  remove(slot: number): void {
    for (const order of this.orders.values()) order.remove(slot);
  }

  /** Call before the store holds `next`: takes the slot out of the orders whose key changes. */
  detachChanged(slot: number, previous: IndexedProduct, next: IndexedProduct): void {
    for (const [name, order] of this.orders) {
      if (dependsOn[this.fieldOf.get(name)!](previous, next)) order.remove(slot);
    }
  }

  /** Call after the store holds `next`: puts the slot back where `detachChanged` took it out. */
  attachChanged(slot: number, previous: IndexedProduct, next: IndexedProduct): void {
    for (const [name, order] of this.orders) {
      if (dependsOn[this.fieldOf.get(name)!](previous, next)) order.insert(slot);
    }
  }

  private define(name: OrderName, field: OrderField | 'featured', compare: SlotCompare): void {
    this.orders.set(name, new SortedOrder(compare));
    this.fieldOf.set(name, field);
  }

  /**
   * Name DESC from the finished name ASC order: collation is the slow part of a build (about
   * 0.4 s per 100,000 names), so equal-name groups are numbered once and reversed numerically.
   */
  private *reversedNames(byId: Int32Array): Generator<void, Int32Array, undefined> {
    const ascending = this.orders.get('name_ASC')!;
    const group = new Int32Array(this.store.capacity);
    let current = 0;
    for (let i = 0; i < ascending.length; i++) {
      if (i % 4096 === 4095) yield;
      const slot = ascending.slots[i]!;
      if (
        i > 0 &&
        compareNames(
          this.store.products[ascending.slots[i - 1]!]!.name,
          this.store.products[slot]!.name,
        ) !== 0
      )
        current++;
      group[slot] = current;
    }
    const ranks = Float64Array.from(byId, (slot) => group[slot]!);
    yield;
    return sortByRanks(byId, ranks, true);
  }
}

/**
 * The live slots in order of their product ids (unique among live products). Sorted as packed
 * numbers (id, then slot) when they fit a double exactly, else with a comparator.
 */
function slotsById(live: Int32Array, ids: Float64Array): Int32Array {
  const count = live.length;
  let maxId = 0;
  let integral = true;
  for (let i = 0; i < count; i++) {
    const id = ids[live[i]!]!;
    if (!Number.isInteger(id) || id < 0) integral = false;
    else if (id > maxId) maxId = id;
  }
  const span = ids.length + 1;
  if (!integral || (maxId + 1) * span > Number.MAX_SAFE_INTEGER) {
    return Int32Array.from(live).sort((a, b) => ids[a]! - ids[b]!);
  }
  const packed = new Float64Array(count);
  for (let i = 0; i < count; i++) packed[i] = ids[live[i]!]! * span + live[i]!;
  packed.sort();
  const sorted = new Int32Array(count);
  for (let i = 0; i < count; i++) sorted[i] = packed[i]! % span;
  return sorted;
}

/**
 * Per key, the number of keys smaller than it (equal keys share a rank), into `ranks`.
 */
function keyRanks(keys: Float64Array, ranks: Float64Array): void {
  const distinct = Float64Array.from(keys).sort();
  for (let i = 0; i < keys.length; i++) ranks[i] = lowerBound(distinct, keys[i]!);
}

/**
 * Slots (given in id order) sorted by their keys' ranks, ties by id: pack (key rank, id rank) into
 * one double and let the engine sort plain numbers. Exact while products² < 2^53 (about 90
 * million). Descending reverses the key ranks, not the ids.
 */
function sortByRanks(byId: Int32Array, ranks: Float64Array, descending: boolean): Int32Array {
  const count = byId.length;
  const packed = new Float64Array(count);
  const last = 2 * count - 1;
  for (let i = 0; i < count; i++) {
    const rank = descending ? last - ranks[i]! : ranks[i]!;
    packed[i] = rank * count + i;
  }
  packed.sort();
  const sorted = new Int32Array(count);
  for (let i = 0; i < count; i++) sorted[i] = byId[packed[i]! % count]!;
  return sorted;
}

function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
