import { GraphQLError } from 'graphql';
import { shopConstants } from '../../config/constants.ts';
import { isSortField } from '../index/sort-fields.ts';
import type { ListingQuery, SortDirection } from '../index/types.ts';
import { idFromUid } from './ids.ts';

/** spec §7: values within one filter group travel joined by a double tilde. */
const FILTER_VALUE_SEPARATOR = '~~';

type EqualFilter = { eq?: string | null; in?: (string | null)[] | null } | null | undefined;
type RangeFilter = { from?: string | null; to?: string | null } | null | undefined;

export interface ProductsArguments {
  search?: string | null;
  /** The shopper is still typing: the last word also matches as a prefix (the dropdown). */
  autocomplete?: boolean | null;
  filter?: Record<string, EqualFilter | RangeFilter> | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: Record<string, SortDirection | null> | null;
}

/** Filter keys with their own meaning; every other key is an attribute filter. */
const specialKeys = new Set(['category_id', 'category_uid', 'sku', 'url_key', 'price', 'name']);

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Turns the Magento-shaped `products` arguments into an index query, rejecting bad input. */
export function toListingQuery(args: ProductsArguments): {
  query: ListingQuery;
  urlKeys?: string[] | undefined;
} {
  const pageSize = args.pageSize ?? shopConstants.catalogPageSize;
  const currentPage = args.currentPage ?? 1;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw badInput(`pageSize must be a whole number of at least 1; got ${pageSize}.`);
  }
  if (pageSize > shopConstants.maxPageSize) {
    throw badInput(`pageSize may be at most ${shopConstants.maxPageSize}; got ${pageSize}.`);
  }
  if (!Number.isInteger(currentPage) || currentPage < 1) {
    throw badInput(`currentPage must be a whole number of at least 1; got ${currentPage}.`);
  }

  const query: ListingQuery = { currentPage, pageSize, filters: {} };
  let urlKeys: string[] | undefined;
  const search = boundedSearchText(args.search);
  if (search) query.search = search;
  if (search && args.autocomplete) query.autocomplete = true;

  for (const [key, value] of Object.entries(args.filter ?? {})) {
    if (value === null || value === undefined) continue;
    if (key === 'price') {
      query.price = priceRange(value as RangeFilter);
    } else if (key === 'category_id' || key === 'category_uid') {
      const ids = values(value as EqualFilter).map((raw) => {
        const id = key === 'category_uid' ? idFromUid(raw) : /^\d+$/.test(raw) ? Number(raw) : null;
        if (id === null) throw badInput(`${key} must hold category ids; got "${raw}".`);
        return id;
      });
      if ((value as EqualFilter)?.eq !== undefined && ids.length === 1) query.categoryId = ids[0];
      else query.categoryFilter = ids;
    } else if (key === 'sku') {
      query.skus = values(value as EqualFilter);
    } else if (key === 'url_key') {
      urlKeys = values(value as EqualFilter);
    } else if (!specialKeys.has(key)) {
      const selected = values(value as EqualFilter);
      if (selected.length > 0) query.filters![key] = selected;
    }
  }
  query.sort = sortOf(args.sort, Boolean(search));
  return { query, urlKeys };
}

/**
 * The search text as the engine takes it: trimmed, and refused beyond the bounds a shopper never
 * meets, before any word of it reaches the index.
 */
export function boundedSearchText(text: string | null | undefined): string | undefined {
  const search = text?.trim();
  if (!search) return undefined;
  const { maxTextChars, maxWords } = shopConstants.search;
  if (search.length > maxTextChars) {
    throw badInput(`Search text may be at most ${maxTextChars} characters; got ${search.length}.`);
  }
  const words = search.split(/\s+/).length;
  if (words > maxWords) {
    throw badInput(`Search text may have at most ${maxWords} words; got ${words}.`);
  }
  return search;
}

/** `eq` and `in` both accepted; each value may itself hold several joined by `~~`. */
function values(filter: EqualFilter): string[] {
  if (!filter) return [];
  const raw = [filter.eq, ...(filter.in ?? [])].filter(
    (value): value is string => typeof value === 'string',
  );
  return [
    ...new Set(
      raw
        .flatMap((value) => value.split(FILTER_VALUE_SEPARATOR))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

function priceRange(filter: RangeFilter): ListingQuery['price'] {
  const toCents = (raw: string | null | undefined, bound: string) => {
    if (raw === null || raw === undefined || raw === '') return undefined;
    const euros = Number(raw);
    if (!Number.isFinite(euros) || euros < 0)
      throw badInput(`price.${bound} must be a non-negative amount; got "${raw}".`);
    return Math.round(euros * 100);
  };
  const range = { fromCents: toCents(filter?.from, 'from'), toCents: toCents(filter?.to, 'to') };
  if (
    range.fromCents !== undefined &&
    range.toCents !== undefined &&
    range.fromCents > range.toCents
  ) {
    throw badInput('price.from must not be above price.to.');
  }
  return range;
}

function sortOf(sort: ProductsArguments['sort'], searching: boolean): ListingQuery['sort'] {
  const entries = Object.entries(sort ?? {}).filter(([, direction]) => direction);
  if (entries.length > 1) {
    throw badInput(
      `sort takes exactly one field; got ${entries.map(([field]) => field).join(', ')}.`,
    );
  }
  const [entry] = entries;
  if (!entry)
    return searching
      ? { field: 'relevance', direction: 'DESC' }
      : { field: 'position', direction: 'ASC' };
  const [field, direction] = entry;
  if (!isSortField(field)) throw badInput(`Unknown sort field "${field}".`);
  if (field === 'relevance' && !searching) return { field: 'position', direction: 'ASC' };
  return { field, direction: direction! };
}
