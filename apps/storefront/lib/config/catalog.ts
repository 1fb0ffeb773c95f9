/** spec §4 catalogue view modes. */
export type ViewMode = 'GRID' | 'LIST' | 'ORDER_LIST';

/** spec §9 sort options; the key is field_direction (§7), the first the default. */
const sortOptions = [
  'position_asc',
  'price_asc',
  'price_desc',
  'best_selling_desc',
  'featured_desc',
  'name_asc',
  'name_desc',
  'newest_desc',
] as const;

/** Listings: category, brand and search pages (spec §9 'Catalog page size', filters, sorting). */
export const catalogConfig = {
  /** §9 catalog page size 12 (NEXT_PUBLIC_CATALOG_PAGE_SIZE), as the engine's catalogPageSize. */
  pageSize: Number(process.env.NEXT_PUBLIC_CATALOG_PAGE_SIZE) || 12,
  /** The largest page the engine answers (shopConstants.maxPageSize); 'load previous' stays within it. */
  maxPageSize: 100,
  /** §2/§9 view modes GRID, LIST and ORDER_LIST; the first is the default (§4). */
  viewModes: ['GRID', 'LIST', 'ORDER_LIST'] as readonly ViewMode[],
  /** §9 filters: collapsible offset 20, option cutoff 4, option search on above 20 options. */
  filters: {
    /** Groups from this index on start collapsed. */
    collapsibleOffset: 20,
    /** Options shown before 'show more'. */
    optionCutoff: 4,
    optionSearch: true,
    /** A group with more options than this gets a search field. */
    searchOptionAmount: 20,
    /**
     * §9 generated filters: the Categories link filter of a category with children, unless
     * hidden by this setting (NEXT_PUBLIC_HIDE_CATEGORIES_FILTER=1).
     */
    hideCategoriesFilter: process.env.NEXT_PUBLIC_HIDE_CATEGORIES_FILTER === '1',
  },
  sortOptions,
  /** §9: search results sort by relevance first. */
  searchSortOptions: ['relevance_desc', ...sortOptions] as const,
} as const;
