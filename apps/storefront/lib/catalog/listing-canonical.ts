import { buildListingHref, type ListingState } from '@/lib/catalog/listing-url';

/**
 * What a listing address that names no real state answers (ADR 0006, invented addresses). Every
 * address that answers 200 becomes a cached page, so only the states the shop's own links can
 * produce may: anything else is a 404 (never cached) or a redirect to the canonical address.
 *
 * - an unknown sort key: 308 to the same listing without it (the default order is a fine answer,
 *   and the rest of the address is still meant);
 * - a filter group the filter panel does not offer, or a value the scope (the category or brand,
 *   unfiltered) does not offer: 404 (there is no product set it names; guessing one would be a
 *   page per guess). Offered values that no product of the combination has are a real state:
 *   the empty listing, with "clear all";
 * - a page past the last: 404 (the last page moves as the catalogue changes, so a redirect to it
 *   could not be cached either, and an empty page is not worth one).
 */
export type ListingDecision =
  { kind: 'ok' } | { kind: 'notFound' } | { kind: 'redirect'; href: string };

export interface ListingFacts {
  /** Pages the listing has (at least 1). */
  totalPages: number;
  /** The facets of the listing's scope before any filter: group code → values it offers. */
  aggregations: readonly { attribute_code: string; options: readonly { value: string }[] }[];
  /** Sort keys this listing offers. */
  sorts: readonly string[];
}

/**
 * Facets the filter panel does not show (lib/catalog/filters.ts): no link of the shop filters on
 * them, so an address that does is invented, and price ranges would be a page per number pair.
 */
const notOffered = new Set(['category_id', 'category_uid', 'price']);

export function listingDecision(
  basePath: string,
  state: ListingState,
  facts: ListingFacts,
): ListingDecision {
  if (state.sort !== null && !facts.sorts.includes(state.sort)) {
    return { kind: 'redirect', href: buildListingHref(basePath, { ...state, sort: null }) };
  }
  const offered = new Map(
    facts.aggregations
      .filter((group) => !notOffered.has(group.attribute_code))
      .map((group) => [group.attribute_code, new Set(group.options.map((option) => option.value))]),
  );
  for (const [code, values] of Object.entries(state.filters)) {
    const options = offered.get(code);
    if (!options || values.some((value) => !options.has(value))) return { kind: 'notFound' };
  }
  if (state.page > facts.totalPages) return { kind: 'notFound' };
  return { kind: 'ok' };
}
