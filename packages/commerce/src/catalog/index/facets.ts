/**
 * Hits, facet counts, category counts and price range in one pass over the candidates.
 *
 * The usual rule: each facet's counts ignore that facet's own selection but respect every other
 * one. Per candidate we note how many filter groups it fails: none, and it is a hit and counts in
 * every facet; exactly one, and it counts only in the facet of that group (the category facet for
 * the category filter, the price range for the price filter); more, and it counts nowhere.
 *
 * A product with several values for an attribute (a configurable parent) passes that attribute's
 * filter when any of its values is accepted, and counts once per distinct value. Such products
 * take a slower path through the loop (`ProductStore.multiStart`), so the common case stays
 * branch-free.
 */
import type { AttributeTable } from './attribute-table.ts';
import type { CategoryTree } from './category-tree.ts';
import type { ProductStore } from './product-store.ts';
import type { Facet, FacetOption } from './types.ts';

export interface FilterPlan {
  /** Attribute index per attribute filter group. */
  groupAttributes: Int32Array;
  /**
   * 1 at `optionId + 1` per accepted option; index 0 stands for "no value" and stays 0. All groups
   * share it because option ids are global.
   */
  acceptedOptions: Uint8Array;
  /** 1 per category index the category filter accepts; null without a category filter. */
  categoryFilter: Uint8Array | null;
  /** Inclusive price bounds in cents; null without a price filter. */
  price: { from: number; to: number } | null;
  /** 1 per category index the category facet counts. */
  facetCategories: Uint8Array;
  /**
   * True when the candidates are all products listed under the listed category (or all products
   * without one): with no filters, a facet category's count is then its member count.
   */
  candidatesAreMembers: boolean;
  /** False when nobody reads facet counts or the price range (see `ListingQuery.countFacets`). */
  countFacets: boolean;
}

export interface ListingCounts {
  /** Slots passing every filter, in candidate order (a view into reused scratch memory). */
  hits: Int32Array;
  /**
   * For each hit, its position among the candidates (to find its search score); null when the
   * hits are the candidates.
   */
  hitCandidates: Int32Array | null;
  hitCount: number;
  /** Hits per option at `optionId + 1`. */
  optionCounts: Int32Array;
  categoryCounts: Int32Array;
  /** Over hits ignoring the price filter; Infinity / -Infinity when there are none. */
  minPrice: number;
  maxPrice: number;
}

/** Grow-only buffers reused by every listing; a listing only reads them before the next one. */
export class ListingScratch {
  hits = new Int32Array(0);
  hitCandidates = new Int32Array(0);
  /** Relevance keys per hit (see relevance.ts). */
  priority = new Uint8Array(0);
  score = new Float64Array(0);
  tie = new Int32Array(0);

  reserve(size: number): void {
    if (this.hits.length >= size) return;
    const capacity = Math.max(size, this.hits.length * 2, 1024);
    this.hits = new Int32Array(capacity);
    this.hitCandidates = new Int32Array(capacity);
    this.priority = new Uint8Array(capacity);
    this.score = new Float64Array(capacity);
    this.tie = new Int32Array(capacity);
  }
}

/** Failed groups are bits of one int: attribute groups from bit 0, then these two. */
export const maxAttributeGroups = 29;
const categoryBit = 1 << 29;
const priceBit = 1 << 30;

export function countListing(
  candidates: Int32Array,
  store: ProductStore,
  plan: FilterPlan,
  optionCount: number,
  categoryCount: number,
  scratch: ListingScratch,
): ListingCounts {
  const attributeCount = store.attributeCount;
  const values = store.attributeValues;
  const stride = store.attributeStride;
  const multiStart = store.multiStart;
  const pool = store.multiPool;
  const prices = store.prices;
  const optionRows = store.optionRows;
  const optionWidth = store.optionWidth;
  const categoryRows = store.categoryRows;
  const categoryWidth = store.categoryWidth;
  const { groupAttributes, acceptedOptions, categoryFilter, price, facetCategories } = plan;
  const groupCount = groupAttributes.length;
  if (groupCount === 0 && categoryFilter === null && price === null) {
    if (!plan.countFacets) return everyCandidate(candidates, optionCount, categoryCount);
    return countUnfiltered(candidates, store, plan, optionCount, categoryCount, scratch);
  }
  const priceFrom = price ? price.from : -Infinity;
  const priceTo = price ? price.to : Infinity;
  // Where each group's attribute column starts in `values`.
  const groupColumns = new Int32Array(groupCount);
  for (let g = 0; g < groupCount; g++) groupColumns[g] = groupAttributes[g]! * stride;
  scratch.reserve(candidates.length);
  const { hits, hitCandidates } = scratch;
  const optionCounts = new Int32Array(optionCount + 1);
  const categoryCounts = new Int32Array(categoryCount);
  let hitCount = 0;
  let minPrice = Infinity;
  let maxPrice = -Infinity;

  for (let c = 0; c < candidates.length; c++) {
    const slot = candidates[c]!;
    // Where the slot's multi-value row starts in the pool; -1 for a single-valued product.
    const row = multiStart[slot]!;
    let failed = 0;
    if (row < 0) {
      // Branch-free: which groups a product fails is data, and mispredicted branches dominate here.
      for (let g = 0; g < groupCount; g++) {
        failed |= (1 - acceptedOptions[values[groupColumns[g]! + slot]! + 1]!) << g;
      }
    } else {
      failed = failedGroups(pool, row, groupAttributes, acceptedOptions);
    }
    if (
      categoryFilter !== null &&
      !inAny(categoryRows, slot * categoryWidth, categoryWidth, categoryFilter)
    ) {
      failed |= categoryBit;
    }
    const productPrice = prices[slot]!;
    if (productPrice < priceFrom || productPrice > priceTo) failed |= priceBit;
    if (failed === 0) {
      hits[hitCount] = slot;
      hitCandidates[hitCount++] = c;
      if (row < 0) {
        // The short row of the options it has, not all `attributeCount` attributes.
        for (let i = slot * optionWidth, end = i + optionWidth; i < end; i++) {
          const option = optionRows[i]!;
          if (option < 0) break;
          optionCounts[option + 1]!++;
        }
      } else {
        countOptions(pool, row + pool[row]!, row + pool[row + attributeCount]!, optionCounts);
      }
    } else if ((failed & (failed - 1)) !== 0) {
      continue;
    } else if (failed < categoryBit) {
      const attribute = groupAttributes[31 - Math.clz32(failed)]!;
      if (row < 0) optionCounts[values[attribute * stride + slot]! + 1]!++;
      else
        countOptions(
          pool,
          row + pool[row + attribute]!,
          row + pool[row + attribute + 1]!,
          optionCounts,
        );
      continue;
    }
    if (failed === 0 || failed === categoryBit) {
      for (let i = slot * categoryWidth, end = i + categoryWidth; i < end; i++) {
        const category = categoryRows[i]!;
        if (category < 0) break;
        if (facetCategories[category] === 1) categoryCounts[category]!++;
      }
    }
    if (failed === 0 || failed === priceBit) {
      if (productPrice < minPrice) minPrice = productPrice;
      if (productPrice > maxPrice) maxPrice = productPrice;
    }
  }
  return {
    hits: hits.subarray(0, hitCount),
    hitCandidates: hitCandidates.subarray(0, hitCount),
    hitCount,
    optionCounts,
    categoryCounts,
    minPrice,
    maxPrice,
  };
}

/** Without filters every candidate is a hit; counting nothing, that is all there is to do. */
function everyCandidate(
  candidates: Int32Array,
  optionCount: number,
  categoryCount: number,
): ListingCounts {
  return {
    hits: candidates,
    hitCandidates: null,
    hitCount: candidates.length,
    optionCounts: new Int32Array(optionCount + 1),
    categoryCounts: new Int32Array(categoryCount),
    minPrice: Infinity,
    maxPrice: -Infinity,
  };
}

/**
 * Without filters every candidate is a hit and counts everywhere: the same counts as the general
 * loop, without its filter checks. The category facet comes from member counts when it can.
 */
function countUnfiltered(
  candidates: Int32Array,
  store: ProductStore,
  plan: FilterPlan,
  optionCount: number,
  categoryCount: number,
  scratch: ListingScratch,
): ListingCounts {
  const attributeCount = store.attributeCount;
  const multiStart = store.multiStart;
  const pool = store.multiPool;
  const prices = store.prices;
  const optionRows = store.optionRows;
  const optionWidth = store.optionWidth;
  const categoryRows = store.categoryRows;
  const categoryWidth = store.categoryWidth;
  const facetCategories = plan.facetCategories;
  const countCategories = !plan.candidatesAreMembers;
  scratch.reserve(candidates.length);
  const { hits, hitCandidates } = scratch;
  const hitCount = candidates.length;
  hits.set(candidates);
  const optionCounts = new Int32Array(optionCount + 1);
  const categoryCounts = new Int32Array(categoryCount);
  let minPrice = Infinity;
  let maxPrice = -Infinity;
  for (let c = 0; c < hitCount; c++) {
    const slot = candidates[c]!;
    hitCandidates[c] = c;
    const row = multiStart[slot]!;
    if (row < 0) {
      for (let i = slot * optionWidth, end = i + optionWidth; i < end; i++) {
        const option = optionRows[i]!;
        if (option < 0) break;
        optionCounts[option + 1]!++;
      }
    } else {
      countOptions(pool, row + pool[row]!, row + pool[row + attributeCount]!, optionCounts);
    }
    if (countCategories) {
      for (let i = slot * categoryWidth, end = i + categoryWidth; i < end; i++) {
        const category = categoryRows[i]!;
        if (category < 0) break;
        if (facetCategories[category] === 1) categoryCounts[category]!++;
      }
    }
    const productPrice = prices[slot]!;
    if (productPrice < minPrice) minPrice = productPrice;
    if (productPrice > maxPrice) maxPrice = productPrice;
  }
  if (!countCategories) {
    // Each facet category is the listed one's child (or top level), so all its members are hits.
    for (let category = 0; category < categoryCount; category++) {
      if (facetCategories[category] === 1) categoryCounts[category] = store.memberCount(category);
    }
  }
  return {
    hits: hits.subarray(0, hitCount),
    hitCandidates: hitCandidates.subarray(0, hitCount),
    hitCount,
    optionCounts,
    categoryCounts,
    minPrice,
    maxPrice,
  };
}

/** The filter groups a multi-valued product fails: those where none of its values is accepted. */
function failedGroups(
  pool: Int32Array,
  row: number,
  groupAttributes: Int32Array,
  acceptedOptions: Uint8Array,
): number {
  let failed = 0;
  for (let g = 0; g < groupAttributes.length; g++) {
    const attribute = groupAttributes[g]!;
    let passes = false;
    const end = row + pool[row + attribute + 1]!;
    for (let i = row + pool[row + attribute]!; i < end && !passes; i++) {
      passes = acceptedOptions[pool[i]! + 1] === 1;
    }
    if (!passes) failed |= 1 << g;
  }
  return failed;
}

/** Counts the option ids at `pool[from]` up to `pool[to]` (each distinct already). */
function countOptions(pool: Int32Array, from: number, to: number, optionCounts: Int32Array): void {
  for (let i = from; i < to; i++) optionCounts[pool[i]! + 1]!++;
}

function inAny(rows: Int32Array, start: number, width: number, accepted: Uint8Array): boolean {
  for (let i = start; i < start + width; i++) {
    const category = rows[i]!;
    if (category < 0) return false;
    if (accepted[category] === 1) return true;
  }
  return false;
}

/** Facets in attribute order, options in display order, only options with hits (counts at id + 1). */
export function facetsFrom(attributes: AttributeTable, counts: Int32Array): Facet[] {
  const facets: Facet[] = [];
  attributes.attributes.forEach((attribute, index) => {
    const options: FacetOption[] = [];
    for (let id = attributes.optionStart[index]!; id < attributes.optionStart[index + 1]!; id++) {
      const count = counts[id + 1]!;
      if (count === 0) continue;
      const option = attributes.options[id]!;
      options.push({ value: option.value, label: option.label, count, swatch: option.swatch });
    }
    if (options.length > 0) {
      facets.push({
        attributeCode: attribute.code,
        label: attribute.label,
        position: attribute.position,
        options,
      });
    }
  });
  return facets;
}

/** The counted categories (already in display order) that have hits. */
export function categoryFacetFrom(
  tree: CategoryTree,
  facetCategories: readonly number[],
  counts: Int32Array,
): FacetOption[] {
  const options: FacetOption[] = [];
  for (const index of facetCategories) {
    const category = tree.categories[index];
    const count = counts[index]!;
    if (category && count > 0) {
      options.push({ value: String(category.id), label: category.name, count, swatch: null });
    }
  }
  return options;
}
