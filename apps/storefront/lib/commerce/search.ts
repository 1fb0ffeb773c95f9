import { cachedRead } from './cached';
import { cacheTags } from './cache-tags';
import { searchProductsQuery, topCategoriesQuery } from './queries/search';
import { mediaUrl, reshapeProduct, type RawProduct } from './reshape';
import { commerceQuery } from './transport';
import type { CategoryLink, SearchFacet, SearchListing, SearchRequest } from './types';

interface RawSearchProducts {
  products: {
    total_count?: number | null;
    page_info?: { current_page?: number | null; total_pages?: number | null } | null;
    items?: ((RawProduct & { ean?: string | null }) | null)[] | null;
    aggregations?: (SearchFacet | null)[] | null;
    suggestions?: ({ search: string } | null)[] | null;
  } | null;
}

/**
 * One page of search results with facets and 'did you mean' suggestions. `{ ok: false }` when
 * the engine failed (spec §8: the results page shows its search error state); not cached, a
 * shopper's search text is too varied to be worth it.
 */
export async function searchProducts(
  request: SearchRequest,
): Promise<{ ok: true; data: SearchListing } | { ok: false }> {
  const result = await commerceQuery<RawSearchProducts>(searchProductsQuery, {
    search: request.term,
    filter: request.filter,
    pageSize: request.pageSize,
    currentPage: request.page,
    sort: request.sort,
  });
  if (!result.ok) {
    console.error('[search] products failed:', result.error.message);
    return { ok: false };
  }
  const products = result.data.products;
  const items = (products?.items ?? []).flatMap((raw) => {
    const card = reshapeProduct(raw);
    return card ? [{ ...card, ean: raw?.ean ?? null }] : [];
  });
  const facets = (products?.aggregations ?? []).filter(
    (raw): raw is SearchFacet => !!raw && !!raw.options?.length,
  );
  const total = products?.total_count ?? 0;
  return {
    ok: true,
    data: {
      items,
      total,
      page: products?.page_info?.current_page ?? request.page,
      totalPages: products?.page_info?.total_pages ?? Math.ceil(total / request.pageSize),
      facets,
      suggestions: (products?.suggestions ?? [])
        .map((suggestion) => suggestion?.search ?? '')
        .filter((search) => search && search.toLowerCase() !== request.term.toLowerCase()),
    },
  };
}

/** Top-level categories for the no-results page; empty when they failed to load (spec §8). */
export async function getPopularCategories(locale: string): Promise<CategoryLink[]> {
  const categories = await cachedRead(
    'search-popular-categories',
    { locale, tags: [cacheTags.catalog] },
    async () => {
      const result = await commerceQuery<{
        categories: {
          items:
            | ({
                id: number;
                name: string | null;
                url_path: string | null;
                image: string | null;
                include_in_menu: number | null;
              } | null)[]
            | null;
        } | null;
      }>(topCategoriesQuery);
      if (!result.ok) return result;
      const links = (result.data.categories?.items ?? []).flatMap((raw) =>
        raw?.name && raw.url_path && raw.include_in_menu !== 0
          ? [{ id: raw.id, name: raw.name, href: `/${raw.url_path}`, image: mediaUrl(raw.image) }]
          : [],
      );
      return { ok: true, data: links };
    },
  );
  return categories ?? [];
}
