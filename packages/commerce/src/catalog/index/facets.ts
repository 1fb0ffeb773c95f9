/**
 * Hits, facet counts, category counts and price range in one pass over the candidates.
 *
 * The usual rule: each facet's counts ignore that facet's own selection but respect every other
 * one. Per candidate we note how many filter groups it fails: none, and it is a hit and counts in
 * every facet; exactly one, and it counts only in the facet of that group (the category facet for
 * the category filter, the price range for the price filter); more, and it counts nowhere.
 */
import type { AttributeTable } from './attribute-table.ts';
import type { CategoryTree } from './category-tree.ts';
import type { ProductStore } from './product-store.ts';
import type { Facet, FacetOption } from './types.ts';

export interface FilterPlan {
  /** Attribute index per attribute filter group. */
  groupAttributes: Int32Array;
  /** 1 per accepted option id; all groups share it because option ids are global. */
  acceptedOptions: Uint8Array;
  /** 1 per category index the category filter accepts; null without a category filter. */
  categoryFilter: Uint8Array | null;
  /** Inclusive price bounds in cents; null without a price filter. */
  price: { from: number; to: number } | null;
  /** 1 per category index the category facet counts. */
  facetCategories: Uint8Array;
}

export interface ListingCounts {
  /** Slots passing every filter, in candidate order. */
  hits: Int32Array;
  /** For each hit, its position among the candidates (to find its search score). */
  hitCandidates: Int32Array;
  hitCount: number;
  optionCounts: Int32Array;
  categoryCounts: Int32Array;
  /** Over hits ignoring the price filter; Infinity / -Infinity when there are none. */
  minPrice: number;
  maxPrice: number;
}

const categoryGroup = -2;
const priceGroup = -3;

export function countListing(
  candidates: Int32Array,
  store: ProductStore,
  plan: FilterPlan,
  optionCount: number,
  categoryCount: number,
): ListingCounts {
  const attributeCount = store.attributeCount;
  const values = store.attributeValues;
  const prices = store.prices;
  const categories = store.categories;
  const { groupAttributes, acceptedOptions, categoryFilter, price, facetCategories } = plan;
  const groupCount = groupAttributes.length;
  const priceFrom = price ? price.from : -Infinity;
  const priceTo = price ? price.to : Infinity;
  const hits = new Int32Array(candidates.length);
  const hitCandidates = new Int32Array(candidates.length);
  const optionCounts = new Int32Array(optionCount);
  const categoryCounts = new Int32Array(categoryCount);
  let hitCount = 0;
  let minPrice = Infinity;
  let maxPrice = -Infinity;

  for (let c = 0; c < candidates.length; c++) {
    const slot = candidates[c]!;
    const base = slot * attributeCount;
    let fails = 0;
    let failed = 0;
    for (let g = 0; g < groupCount; g++) {
      const option = values[base + groupAttributes[g]!]!;
      if (option < 0 || acceptedOptions[option] === 0) {
        failed = g;
        if (++fails > 1) break;
      }
    }
    if (fails > 1) continue;
    if (categoryFilter !== null && !inAny(categories[slot]!, categoryFilter)) {
      failed = categoryGroup;
      if (++fails > 1) continue;
    }
    const productPrice = prices[slot]!;
    if (productPrice < priceFrom || productPrice > priceTo) {
      failed = priceGroup;
      if (++fails > 1) continue;
    }
    if (fails === 0) {
      hits[hitCount] = slot;
      hitCandidates[hitCount++] = c;
      for (let a = 0; a < attributeCount; a++) {
        const option = values[base + a]!;
        if (option >= 0) optionCounts[option]!++;
      }
    } else if (failed >= 0) {
      const option = values[base + groupAttributes[failed]!]!;
      if (option >= 0) optionCounts[option]!++;
    }
    if (fails === 0 || failed === categoryGroup) {
      const own = categories[slot]!;
      for (let i = 0; i < own.length; i++) {
        if (facetCategories[own[i]!] === 1) categoryCounts[own[i]!]!++;
      }
    }
    if (fails === 0 || failed === priceGroup) {
      if (productPrice < minPrice) minPrice = productPrice;
      if (productPrice > maxPrice) maxPrice = productPrice;
    }
  }
  return { hits, hitCandidates, hitCount, optionCounts, categoryCounts, minPrice, maxPrice };
}

function inAny(productCategories: Int32Array, accepted: Uint8Array): boolean {
  for (let i = 0; i < productCategories.length; i++) {
    if (accepted[productCategories[i]!] === 1) return true;
  }
  return false;
}

/** Facets in attribute order, options in display order, only options with hits. */
export function facetsFrom(attributes: AttributeTable, counts: Int32Array): Facet[] {
  const facets: Facet[] = [];
  attributes.attributes.forEach((attribute, index) => {
    const options: FacetOption[] = [];
    for (let id = attributes.optionStart[index]!; id < attributes.optionStart[index + 1]!; id++) {
      const count = counts[id]!;
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
