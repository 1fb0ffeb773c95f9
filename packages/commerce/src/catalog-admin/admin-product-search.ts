import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';

/** Online: listed in the shop (its own page, listings, search); offline: kept, but not shown. */
export type AdminProductStatus = 'ONLINE' | 'OFFLINE';

export interface AdminProductQuery {
  search: string | null;
  status: AdminProductStatus | null;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Matches taken from the shop's search index and from names, each; a search lists at most these. */
export const maxSearchMatches = 500;

const statusOf = (record: ProductRecord): AdminProductStatus =>
  record.visible ? 'ONLINE' : 'OFFLINE';

/**
 * Products for the back office's search box, best first: an exact sku or EAN, then what the
 * shop's own search finds (stemming, typos, relevance), then names and skus containing the text
 * among every product — offline ones and configurable variants too, which the shop's index does
 * not hold since shoppers never see them on their own. Without a search, every product, newest
 * first (ordering 100,000 records by id takes about 15 ms; by sku text, 300 to 500 ms).
 */
export function searchAdminProducts(
  catalog: CatalogService,
  query: AdminProductQuery,
): { records: ProductRecord[]; totalCount: number } {
  const wanted = (record: ProductRecord) => !query.status || statusOf(record) === query.status;
  let found: ProductRecord[];
  if (query.search) {
    const term = query.search.toLowerCase();
    const ordered = new Map<number, ProductRecord>();
    const add = (record: ProductRecord | undefined) => {
      if (record && !ordered.has(record.id)) ordered.set(record.id, record);
    };
    add(catalog.productBySku(query.search));
    add(catalog.productByEan(query.search));
    const listed = catalog.list({
      search: query.search,
      currentPage: 1,
      pageSize: maxSearchMatches,
      countFacets: false,
    });
    for (const id of listed.ids) add(catalog.product(id));
    let contained = 0;
    for (const record of catalog.allProducts()) {
      if (contained >= maxSearchMatches) break;
      if (record.name.toLowerCase().includes(term) || record.sku.toLowerCase().includes(term)) {
        if (!ordered.has(record.id)) contained++;
        add(record);
      }
    }
    found = [...ordered.values()].filter(wanted);
  } else {
    found = [...catalog.allProducts()].filter(wanted);
    found.sort((a, b) => b.id - a.id);
  }
  const start = (query.page - 1) * query.pageSize;
  return { records: found.slice(start, start + query.pageSize), totalCount: found.length };
}

export { statusOf as adminStatusOf };
