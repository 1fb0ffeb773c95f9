import { catalogConfig } from '@/lib/config/catalog';

/**
 * The listing URL shape of spec §2: `/{base path}/q/page/{n}/{filterGroup}/{values}` with values
 * of one group joined by `~~` and an optional `/previousPage/1`; `?page={n}` is accepted too
 * (page 1 has no parameter). Pure functions: the page, filters, sort and pagination use them.
 */
export const PARAMS_MARKER = 'q';
export const VALUE_SEPARATOR = '~~';

/** spec §5: parameters that never count as active filters. */
export const NON_FILTER_PARAMS = ['page', 'post', 'sort', 'previousPage'] as const;

export interface ListingState {
  page: number;
  /** Filter group code → chosen values, in URL order. */
  filters: Record<string, string[]>;
  sort: string | null;
  previousPage: boolean;
}

export const emptyListingState = (): ListingState => ({
  page: 1,
  filters: {},
  sort: null,
  previousPage: false,
});

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Splits catch-all segments into the base path segments and the listing state. Segments after
 * the `q` marker come in key/value pairs; an odd trailing key is ignored.
 */
export function parseListingSegments(
  segments: readonly string[],
  search?: { page?: string | string[] | undefined },
): { base: string[]; state: ListingState } {
  const decoded = segments.map(safeDecode);
  const marker = decoded.indexOf(PARAMS_MARKER);
  const base = marker === -1 ? decoded : decoded.slice(0, marker);
  const state = emptyListingState();
  if (marker !== -1) {
    const rest = decoded.slice(marker + 1);
    for (let i = 0; i + 1 < rest.length; i += 2) {
      const key = rest[i]!;
      const value = rest[i + 1]!;
      if (key === 'page') state.page = positiveInt(value) ?? 1;
      else if (key === 'sort') state.sort = value || null;
      else if (key === 'previousPage') state.previousPage = value === '1';
      else if (key === 'post') continue;
      else if (/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(key)) {
        const values = value.split(VALUE_SEPARATOR).filter(Boolean);
        if (values.length) state.filters[key] = [...new Set(values)];
      }
    }
  }
  const queryPage = Array.isArray(search?.page) ? search.page[0] : search?.page;
  const fromQuery = positiveInt(queryPage);
  if (fromQuery) state.page = fromQuery;
  return { base, state };
}

/** spec §5: active filters ignore page, post, sort and previousPage. */
export function activeFilterCount(state: Pick<ListingState, 'filters'>): number {
  return Object.entries(state.filters).reduce(
    (count, [key, values]) =>
      (NON_FILTER_PARAMS as readonly string[]).includes(key) ? count : count + values.length,
    0,
  );
}

/** The URL of a listing state; page 1, no filters and the default sort add nothing. */
export function buildListingHref(basePath: string, state: ListingState): string {
  const base = basePath === '/' ? '' : basePath.replace(/\/+$/, '');
  const parts: string[] = [];
  if (state.page > 1) parts.push('page', String(state.page));
  for (const key of Object.keys(state.filters).sort()) {
    const values = state.filters[key] ?? [];
    if (values.length)
      parts.push(key, values.map((value) => encodeURIComponent(value)).join(VALUE_SEPARATOR));
  }
  if (state.sort) parts.push('sort', encodeURIComponent(state.sort));
  if (state.previousPage && state.page > 1) parts.push('previousPage', '1');
  return parts.length ? `${base}/${PARAMS_MARKER}/${parts.join('/')}` : base || '/';
}

/** Adds a value to its group, or removes it when present; back to page 1. */
export function toggleFilter(state: ListingState, code: string, value: string): ListingState {
  const current = state.filters[code] ?? [];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  const filters = { ...state.filters };
  if (next.length) filters[code] = next;
  else delete filters[code];
  return { ...state, filters, page: 1, previousPage: false };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: {}, page: 1, previousPage: false };
}

export function withSort(state: ListingState, sort: string | null): ListingState {
  return { ...state, sort, page: 1, previousPage: false };
}

export function withPage(state: ListingState, page: number, previousPage = false): ListingState {
  return { ...state, page: Math.max(1, page), previousPage };
}

/** Filters for the engine: every group an `in` list (spec §7). */
export function engineFilters(state: ListingState): Record<string, { in: string[] }> {
  const result: Record<string, { in: string[] }> = {};
  for (const [key, values] of Object.entries(state.filters))
    if (values.length) result[key] = { in: values };
  return result;
}

/** `price_desc` → `{ price: 'DESC' }`; unknown keys give the default (position ascending). */
export function sortInput(
  key: string | null,
  allowed: readonly string[] = catalogConfig.sortOptions,
) {
  const chosen = key && allowed.includes(key) ? key : allowed[0]!;
  const match = /^(.+)_(asc|desc)$/.exec(chosen)!;
  return { [match[1]!]: match[2]!.toUpperCase() as 'ASC' | 'DESC' };
}
