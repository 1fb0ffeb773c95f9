/**
 * The catalogue index's input and output shapes. The index is an in-process read model: it holds
 * one `IndexedProduct` per listable product and answers listings, facet counts, sorting,
 * full-text search and autocomplete from memory.
 */
import type { ShopLocale } from '../../graphql/request-locale.ts';
import type { NameTranslations } from '../localised-names.ts';
import type { SortDirection, SortField } from './sort-fields.ts';

/** The languages besides Dutch that pages are shown in, each with a search index of its own. */
export type PageLocale = Exclude<ShopLocale, 'nl'>;

/** A product's searchable texts in one language besides Dutch (ADR 0040). */
export interface LocalSearchTexts {
  /** The name in that language; absent: the Dutch name, which its page then shows. */
  name?: string | undefined;
  /** Plain text of the short and long description in that language; absent: none. */
  description?: string | undefined;
  /** Category names in that language (each the Dutch one where none is given). */
  keywords?: string | undefined;
}

export interface IndexedProduct {
  id: number;
  sku: string;
  /** Optional: lets `ListingQuery.skus` match url keys too (products blocks link by url key). */
  urlKey?: string | null | undefined;
  ean: string | null;
  name: string;
  /** Plain text (HTML stripped). */
  description: string;
  brandCode: string | null;
  brandName: string | null;
  /** Categories the product is assigned to directly; the index adds their ancestors. */
  categoryIds: number[];
  /** Position within its categories for the default `position` sort (lower first). */
  position: number;
  /** The final price in cents (special price applied), used for price sort and price filter. */
  finalPriceCents: number;
  /** Product status label (spec §4), e.g. 'Uit assortiment'. */
  status: string;
  inStock: boolean;
  /**
   * Filterable attribute code to option value, e.g. { energy_class: 'a', color_group: 'zwart' }.
   * A list holds several values: a configurable parent offers every value of its children, so it
   * matches a filter when any of them has the value and counts once per distinct value in facets.
   */
  attributes: Record<string, AttributeValue>;
  salesCount: number;
  featured: boolean;
  /** Epoch milliseconds, for the `newest` sort. */
  createdAt: number;
  ratingSummary: number;
  /**
   * What the product is, e.g. 'Wasmachine' (optional). Searched as a short field, so a word cut
   * short ('wasm') ranks the washing machines above accessories that only mention one in their name.
   */
  productGroup?: string | null | undefined;
  /** Extra searchable words (category names, product group); weighed below the name. */
  keywords: string;
  /** Texts for the search of each page language besides Dutch; absent: the Dutch name only. */
  translations?: Partial<Record<PageLocale, LocalSearchTexts>> | undefined;
}

/** One option value, or several (a configurable parent's values over its children). */
export type AttributeValue = string | readonly string[];

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  name: string;
  /** The name in fr, de and en, for category suggestions on those pages. */
  translations?: NameTranslations | null | undefined;
  urlPath: string;
  level: number;
  position: number;
  image: string | null;
  /** Ancestors from the root down, excluding the category itself. */
  breadcrumbs: { id: number; name: string; urlPath: string; level: number }[];
}

export interface IndexedAttribute {
  code: string;
  label: string;
  position: number;
  options: { value: string; label: string; swatch: string | null; position: number }[];
}

export type { SortDirection, SortField } from './sort-fields.ts';

export interface ListingQuery {
  /** Restrict to this category and its descendants. */
  categoryId?: number | undefined;
  /** Free text; when present, only matching products are listed. */
  search?: string | undefined;
  /**
   * The page's language: its texts are searched beside the Dutch ones, and 'did you mean' comes
   * from its words first (ADR 0040). Absent or 'nl': Dutch only.
   */
  locale?: ShopLocale | null | undefined;
  /**
   * The shopper is still typing (the autocomplete dropdown): the suggestions that come with the
   * products are completions of the text first. The products are the results page's: on every
   * search the last word also matches the longer words it starts, ranked after the products the
   * word as typed matches (ADR 0004).
   */
  autocomplete?: boolean | undefined;
  /** Attribute code to accepted option values (OR within one code, AND across codes). */
  filters?: Record<string, string[]> | undefined;
  /** Category filter (products in any of these categories or their descendants). */
  categoryFilter?: number[] | undefined;
  /** Price filter in cents, inclusive bounds; either may be absent. */
  price?: { fromCents?: number | undefined; toCents?: number | undefined } | undefined;
  /** Restrict to these SKUs / url keys (compare, products blocks). */
  skus?: string[] | undefined;
  sort?: { field: SortField; direction: SortDirection } | undefined;
  /** 1-based. */
  currentPage: number;
  pageSize: number;
  /**
   * False when nobody reads the facets and the price range (the dropdown selects none): they are
   * left out, and an unfiltered listing skips counting them. Hits, total and order stay the same.
   */
  countFacets?: boolean | undefined;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  swatch: string | null;
}

export interface Facet {
  attributeCode: string;
  label: string;
  position: number;
  options: FacetOption[];
}

export interface ListingResult {
  /** Product ids of the requested page, in order. */
  ids: number[];
  totalCount: number;
  /** Facet counts; each facet ignores its own selection (the usual rule). */
  facets: Facet[];
  /** Category facet: categories of the hits (direct children of the listed category, or top level for search). */
  categoryFacet: FacetOption[];
  /** Price range of the hits in cents (for a price slider). */
  priceRange: { minCents: number; maxCents: number } | null;
  /** 'Did you mean' candidates when the search text looked misspelled or found little. */
  suggestions: string[];
}

/** The dropdown's parts besides its products (those come from a listing with `autocomplete`). */
export interface AutocompleteResult {
  categories: { items: IndexedCategory[]; totalCount: number };
  /** Popular phrases that complete the typed text: names, brand with product type, categories. */
  suggestions: string[];
}

export interface AutocompleteLimits {
  categories: number;
  suggestions: number;
}
