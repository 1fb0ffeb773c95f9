/**
 * Answers one `ListingQuery`: check the input, narrow to candidates (category, SKUs, search
 * text), count hits and facets in one pass, then pick the requested page in sort order.
 */
import { didYouMean } from '../../search/did-you-mean.ts';
import type { ShopLocale } from '../../graphql/request-locale.ts';
import type { TextSearchOptions, TextSearchResult } from '../../search/text-index.ts';
import type { AttributeTable } from './attribute-table.ts';
import type { CategoryTree } from './category-tree.ts';
import {
  categoryFacetFrom,
  countListing,
  facetsFrom,
  maxAttributeGroups,
  type FilterPlan,
  type ListingScratch,
} from './facets.ts';
import { ListingInputError } from './listing-input-error.ts';
import { selectPage, type SlotMarks } from './page-selection.ts';
import type { ProductStore } from './product-store.ts';
import { relevancePage } from './relevance.ts';
import { isSortField } from './sort-fields.ts';
import type { SortOrders } from './sorting.ts';
import type { ListingQuery, ListingResult, SortDirection, SortField } from './types.ts';

export interface ListingContext {
  store: ProductStore;
  tree: CategoryTree;
  attributes: AttributeTable;
  orders: SortOrders;
  /** The text index of the page's language with the Dutch one (ADR 0040); Dutch alone for nl. */
  text: {
    search(text: string, options: TextSearchOptions, locale?: ShopLocale | null): TextSearchResult;
  };
  marks: SlotMarks;
  scratch: ListingScratch;
}

interface Candidates {
  slots: Int32Array;
  /** Search score per candidate, aligned with `slots`; null without search text. */
  scores: Float64Array | null;
  /** Candidates before this matched as typed, those after only by a completion (text-index.ts). */
  asTypedCount: number;
  /** Computes the completions' scores, left out until needed; null when all are there. */
  completeScores: (() => void) | null;
  exact: ReadonlySet<number>;
}

export function runListing(context: ListingContext, query: ListingQuery): ListingResult {
  const { store, tree, attributes } = context;
  checkPaging(query);
  const sort = sortOf(query);
  const plan = planFilters(context, query);
  const searchText = query.search?.trim() ? query.search : null;
  // The last word is also the start of longer words on every search, the results page's too
  // (ADR 0004): a shopper types 'bitwijs g16 321' for the G16-321T.
  const search = searchText
    ? context.text.search(searchText, { prefixLast: true }, query.locale)
    : null;
  const candidates = candidatesFor(context, query, search);
  const counts = countListing(
    candidates.slots,
    store,
    plan,
    attributes.optionCount,
    tree.size,
    context.scratch,
  );
  const offset = (query.currentPage - 1) * query.pageSize;
  let page: number[];
  if (sort.field === 'relevance' && candidates.scores) {
    page = relevancePage(
      {
        store,
        tieRanks: context.orders.get('best_selling', 'DESC').ranks(store.capacity),
        hits: counts.hits,
        count: counts.hitCount,
        scores: candidates.scores,
        asTypedCount: candidates.asTypedCount,
        completeScores: candidates.completeScores,
        hitCandidates: counts.hitCandidates,
        exact: candidates.exact,
        direction: sort.direction,
      },
      offset,
      query.pageSize,
      context.scratch,
    );
  } else {
    const order = context.orders.get(sort.field, sort.direction);
    page = selectPage(
      counts.hits,
      counts.hitCount,
      order,
      offset,
      query.pageSize,
      store.capacity,
      context.marks,
    );
  }
  const ids = page.map((slot) => store.ids[slot]!);
  const suggestions = search ? didYouMean(search) : [];
  if (!plan.countFacets) {
    return {
      ids,
      totalCount: counts.hitCount,
      facets: [],
      categoryFacet: [],
      priceRange: null,
      suggestions,
    };
  }
  const facetCategories = facetCategoryList(context, query);
  return {
    ids,
    totalCount: counts.hitCount,
    facets: facetsFrom(attributes, counts.optionCounts),
    categoryFacet: categoryFacetFrom(tree, facetCategories, counts.categoryCounts),
    priceRange:
      counts.minPrice <= counts.maxPrice
        ? { minCents: counts.minPrice, maxCents: counts.maxPrice }
        : null,
    suggestions,
  };
}

function checkPaging(query: ListingQuery): void {
  if (!Number.isInteger(query.currentPage) || query.currentPage < 1) {
    throw new ListingInputError(
      `currentPage must be a whole number of at least 1, got ${query.currentPage}`,
      'currentPage',
    );
  }
  if (!Number.isInteger(query.pageSize) || query.pageSize < 0) {
    throw new ListingInputError(
      `pageSize must be a whole number of at least 0, got ${query.pageSize}`,
      'pageSize',
    );
  }
}

/** Default: relevance with search text, position otherwise (spec §9). */
function sortOf(query: ListingQuery): { field: SortField; direction: SortDirection } {
  const hasSearch = Boolean(query.search?.trim());
  const sort = query.sort ?? {
    field: hasSearch ? 'relevance' : 'position',
    direction: hasSearch ? 'DESC' : 'ASC',
  };
  if (!isSortField(sort.field)) {
    throw new ListingInputError(`Unknown sort field "${String(sort.field)}"`, 'sort');
  }
  if (sort.direction !== 'ASC' && sort.direction !== 'DESC') {
    throw new ListingInputError(`Unknown sort direction "${String(sort.direction)}"`, 'sort');
  }
  return sort;
}

function planFilters(context: ListingContext, query: ListingQuery): FilterPlan {
  const { attributes, tree } = context;
  const groupAttributes: number[] = [];
  const acceptedOptions = new Uint8Array(attributes.optionCount + 1);
  for (const [code, values] of Object.entries(query.filters ?? {})) {
    const attribute = attributes.indexOf(code);
    if (attribute === undefined) {
      throw new ListingInputError(`Unknown filter attribute "${code}"`, code);
    }
    // An empty value list selects nothing, so it filters nothing.
    if (!values || values.length === 0) continue;
    if (groupAttributes.length === maxAttributeGroups) {
      throw new ListingInputError(`At most ${maxAttributeGroups} attribute filters at once`, code);
    }
    groupAttributes.push(attribute);
    for (const value of values) {
      const option = attributes.optionId(attribute, value);
      if (option >= 0) acceptedOptions[option + 1] = 1;
    }
  }
  let categoryFilter: Uint8Array | null = null;
  if (query.categoryFilter && query.categoryFilter.length > 0) {
    categoryFilter = new Uint8Array(tree.size);
    for (const id of query.categoryFilter) {
      const index = tree.indexOf(id);
      if (index !== undefined) categoryFilter[index] = 1;
    }
  }
  const facetCategories = new Uint8Array(tree.size);
  for (const index of facetCategoryList(context, query)) facetCategories[index] = 1;
  return {
    groupAttributes: Int32Array.from(groupAttributes),
    acceptedOptions,
    categoryFilter,
    price: priceBounds(query),
    facetCategories,
    // What `candidatesFor` lists without search text or SKUs.
    candidatesAreMembers: !query.search?.trim() && !query.skus,
    countFacets: query.countFacets !== false,
  };
}

function priceBounds(query: ListingQuery): { from: number; to: number } | null {
  const from = query.price?.fromCents;
  const to = query.price?.toCents;
  if (from == null && to == null) return null;
  for (const bound of [from, to]) {
    if (bound != null && !Number.isFinite(bound)) {
      throw new ListingInputError(`Price bounds must be finite numbers, got ${bound}`, 'price');
    }
  }
  return { from: from ?? -Infinity, to: to ?? Infinity };
}

/** Direct children of the listed category, or the top level when no category is listed. */
function facetCategoryList(context: ListingContext, query: ListingQuery): readonly number[] {
  if (query.categoryId == null) return context.tree.childrenOf(null);
  const index = context.tree.indexOf(query.categoryId);
  return index === undefined ? [] : context.tree.childrenOf(index);
}

/** The products the filters then narrow: search hits, SKUs, the category's members, or all. */
function candidatesFor(
  context: ListingContext,
  query: ListingQuery,
  search: TextSearchResult | null,
): Candidates {
  const { store, tree } = context;
  const category = query.categoryId == null ? null : (tree.indexOf(query.categoryId) ?? Number.NaN);
  const skuSlots = query.skus ? store.slotsForKeys(query.skus) : null;
  const exact = new Set(search?.exactSlots ?? []);
  let slots: Int32Array;
  let scores: Float64Array | null = null;
  if (search) {
    ({ slots, scores } = withExactMatches(search, exact));
  } else if (skuSlots) {
    slots = Int32Array.from(skuSlots);
  } else if (category !== null) {
    slots = Number.isNaN(category) ? new Int32Array(0) : store.membersOf(category);
  } else {
    slots = store.liveSlots();
  }
  const asTypedCount = search ? search.asTypedCount : slots.length;
  const needsSkuCheck = search !== null && skuSlots !== null;
  const needsCategoryCheck = category !== null && (search !== null || skuSlots !== null);
  if (!needsSkuCheck && !needsCategoryCheck) {
    const completeScores = search && scores ? completerOf(search, scores) : null;
    return { slots, scores, asTypedCount, completeScores, exact };
  }
  // The kept candidates move: their scores are copied, so every one must be there first.
  if (search?.completeScores && scores) search.completeScores(scores);
  const keptSlots = new Int32Array(slots.length);
  const keptScores = scores ? new Float64Array(slots.length) : null;
  let kept = 0;
  let keptAsTyped = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (needsSkuCheck && !skuSlots.has(slot)) continue;
    if (needsCategoryCheck && !store.inCategory(slot, category)) continue;
    keptSlots[kept] = slot;
    if (keptScores) keptScores[kept] = scores![i]!;
    if (i < asTypedCount) keptAsTyped++;
    kept++;
  }
  return {
    slots: keptSlots.subarray(0, kept),
    scores: keptScores ? keptScores.subarray(0, kept) : null,
    asTypedCount: keptAsTyped,
    completeScores: null,
    exact,
  };
}

/** Fills the search's completion scores into `scores`; made here so no closure captures a loop. */
function completerOf(search: TextSearchResult, scores: Float64Array): (() => void) | null {
  const complete = search.completeScores;
  return complete && (() => complete(scores));
}

/**
 * Exact SKU/EAN matches are search hits even when their words alone would not match; added after
 * the others, so the search's positions stay the same.
 */
function withExactMatches(
  search: TextSearchResult,
  exact: ReadonlySet<number>,
): Pick<TextSearchResult, 'slots' | 'scores'> {
  const missing = [...exact].filter((slot) => !search.slots.includes(slot));
  if (missing.length === 0) return search;
  const slots = new Int32Array(search.slots.length + missing.length);
  slots.set(search.slots);
  slots.set(missing, search.slots.length);
  const scores = new Float64Array(slots.length);
  scores.set(search.scores);
  return { slots, scores };
}
