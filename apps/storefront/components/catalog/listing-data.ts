import { getListing, type ListingInput } from '@/lib/commerce';
import {
  emptyListingState,
  engineFilters,
  sortInput,
  type ListingState,
} from '@/lib/catalog/listing-url';
import { catalogConfig } from '@/lib/config/catalog';

/**
 * One listing page. With `previousPage` the pages before the current one are included (load
 * previous, spec §2): pages 1..n in one request while that stays within the engine's limit.
 */
export async function loadListing(
  scope: Pick<ListingInput, 'categoryId' | 'brand'>,
  state: ListingState,
  locale: string,
  sorts: readonly string[],
) {
  const { pageSize, maxPageSize } = catalogConfig;
  const base = { ...scope, filters: engineFilters(state), sort: sortInput(state.sort, sorts) };
  const withPrevious = state.previousPage && state.page > 1 && state.page * pageSize <= maxPageSize;
  const listing = withPrevious
    ? await getListing({ ...base, page: 1, pageSize: pageSize * state.page }, locale)
    : await getListing({ ...base, page: state.page, pageSize }, locale);
  if (!listing) return null;
  return {
    ...listing,
    totalPages: Math.max(1, Math.ceil(listing.total / pageSize)),
  };
}

/**
 * The facets a listing scope offers before any filter: what its filter values may be. A filtered
 * listing offers only what its products have, yet a value of the scope that no product of the
 * combination has is still a real state (the empty listing, with "clear all").
 */
export async function offeredFacets(
  scope: Pick<ListingInput, 'categoryId' | 'brand'>,
  state: ListingState,
  listing: Awaited<ReturnType<typeof loadListing>>,
  locale: string,
  sorts: readonly string[],
) {
  if (Object.keys(state.filters).length === 0) return listing?.aggregations ?? [];
  const unfiltered = await loadListing(scope, emptyListingState(), locale, sorts);
  return unfiltered?.aggregations ?? [];
}
