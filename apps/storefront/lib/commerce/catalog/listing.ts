import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import {
  ListingDocument,
  type FacetFragment,
  type ProductAttributeFilterInput,
  type ProductAttributeSortInput,
} from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { ListingAggregation, ListingData } from '../types';
import { present } from '../values';
import { productCards } from './reshape-product';

export interface ListingInput {
  categoryId?: number;
  brand?: string;
  filters: Record<string, { in: string[] }>;
  sort: Record<string, 'ASC' | 'DESC'>;
  page: number;
  pageSize: number;
}

/** A facet with its options, null options left out (spec §3 Listing result aggregations). */
export const reshapeFacet = (facet: FacetFragment): ListingAggregation => ({
  ...facet,
  options: present(facet.options),
});

/** spec §7 products by category (or brand): one page with its aggregations. */
export function getListing(input: ListingInput, locale: string): Promise<ListingData | null> {
  // The engine generates one filter field per filterable attribute (ADR 0001); the URL's
  // filter groups are its field names, and an unknown one comes back as a GraphQL error.
  const filter: ProductAttributeFilterInput = { ...input.filters };
  if (input.categoryId) filter.category_id = { eq: String(input.categoryId) };
  if (input.brand) filter.brand = { eq: input.brand };
  const sort: ProductAttributeSortInput = input.sort;
  const key = JSON.stringify([filter, sort, input.page, input.pageSize]);
  return cachedRead('listing', { locale, key, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery(
      ListingDocument,
      {
        filter,
        sort,
        pageSize: input.pageSize,
        currentPage: input.page,
      },
      { locale },
    );
    if (!result.ok) return result;
    const products = result.data.products;
    if (!products) return { ok: true, data: null };
    const total = products.total_count ?? 0;
    return {
      ok: true,
      data: {
        items: productCards(products.items),
        total,
        totalPages: products.page_info?.total_pages ?? Math.ceil(total / input.pageSize),
        page: input.page,
        pageSize: input.pageSize,
        aggregations: present(products.aggregations).map(reshapeFacet),
      },
    };
  });
}
