import { getListing, type ListingInput } from '@/lib/commerce';
import { engineFilters, sortInput, type ListingState } from '@/lib/catalog/listing-url';
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
