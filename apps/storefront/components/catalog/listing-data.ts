import { getListing, type ListingInput } from '@/lib/commerce';
import { engineFilters, sortInput, type ListingState } from '@/lib/catalog/listing-url';

/** spec §9 catalog page size (configurable). */
export const catalogPageSize = Number(process.env.NEXT_PUBLIC_CATALOG_PAGE_SIZE) || 12;
const maxPageSize = 100;

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
  const pageSize = catalogPageSize;
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
