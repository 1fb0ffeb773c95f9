import { reshapeFacet } from '../catalog/listing';
import { reshapeProduct } from '../catalog/reshape-product';
import { SearchProductsDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { SearchListing, SearchRequest } from '../types';
import { present } from '../values';

/**
 * One page of search results with facets and 'did you mean' suggestions, in the page's language
 * (the engine names the filters, their options and the products in it). `{ ok: false }` when
 * the engine failed (spec §8: the results page shows its search error state); not cached, a
 * shopper's search text is too varied to be worth it.
 */
export async function searchProducts(
  request: SearchRequest,
  locale: string,
): Promise<{ ok: true; data: SearchListing } | { ok: false }> {
  const result = await commerceQuery(
    SearchProductsDocument,
    {
      search: request.term,
      filter: request.filter,
      pageSize: request.pageSize,
      currentPage: request.page,
      sort: request.sort,
    },
    { locale },
  );
  if (!result.ok) {
    console.error('[search] products failed:', result.error.message);
    return { ok: false };
  }
  const products = result.data.products;
  const items = present(products?.items).flatMap((raw) => {
    const card = reshapeProduct(raw);
    return card ? [{ ...card, ean: raw.ean ?? null }] : [];
  });
  const total = products?.total_count ?? 0;
  return {
    ok: true,
    data: {
      items,
      total,
      page: products?.page_info?.current_page ?? request.page,
      totalPages: products?.page_info?.total_pages ?? Math.ceil(total / request.pageSize),
      // A facet without options offers nothing to filter by.
      facets: present(products?.aggregations)
        .map(reshapeFacet)
        .filter((facet) => facet.options.length > 0),
      suggestions: present(products?.suggestions)
        .map((suggestion) => suggestion.search)
        .filter((search) => search && search.toLowerCase() !== request.term.toLowerCase()),
    },
  };
}
