/**
 * Query parameters of catalogue pages (`?page=` pagination, `?view=` mode, `?variant=` on a
 * product page). The proxy moves them into the path, behind a `_query` segment, so the pages
 * read only their path and stay cacheable (rendered on the first visit, then served from the
 * cache). Pages with query handling of their own keep their query string.
 */
export const PAGE_QUERY_KEYS = ['page', 'view', 'variant'] as const;
export type PageQueryKey = (typeof PAGE_QUERY_KEYS)[number];
export type PageQuery = Partial<Record<PageQueryKey, string>>;

export const QUERY_MARKER = '_query';

/**
 * First path segments (after the locale) of routes that read their own query string. Brand
 * pages (/merken/{brand}) take the page query like catalogue pages; the brand index does not.
 */
const OWN_QUERY_ROUTES = new Set([
  'search',
  'compare',
  'winkels',
  'cart',
  'checkout',
  'customer',
  'paynl',
]);

/**
 * The internal path for `pathname` (locale prefix included) with the page query moved into it,
 * or null when there is nothing to move or the route reads its own query.
 */
export function pathWithPageQuery(
  pathname: string,
  search: URLSearchParams,
  locales: readonly string[],
): string | null {
  if (!takesPageQuery(pathname, locales)) return null;
  const segments = pathname.split('/').filter(Boolean);
  const pairs = PAGE_QUERY_KEYS.flatMap((key) => {
    const value = search.get(key);
    return value ? [key, encodeURIComponent(value)] : [];
  });
  if (!pairs.length) return null;
  return `/${[...segments, QUERY_MARKER, ...pairs].join('/')}`;
}

/** Catalogue, brand and product pages: the routes whose page query moves into the path. */
function takesPageQuery(pathname: string, locales: readonly string[]): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const route = locales.includes(segments[0] ?? '') ? segments.slice(1) : segments;
  const first = route[0];
  if (!first || OWN_QUERY_ROUTES.has(first) || segments.includes(QUERY_MARKER)) return false;
  return !(first === 'merken' && route.length === 1);
}

/** Page numbers a listing can have; beyond them a shop has no page worth a cached copy. */
const validPage = /^[1-9]\d{0,3}$/;
/** A SKU as the catalogue writes them: printable, without spaces, at most 64 characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const validVariant = /^[^\s\u0000-\u001f\u007f]{1,64}$/;

/**
 * The canonical query of a catalogue, brand or product page when `search` is not it, else null.
 * Page 1 and the default view are written without a parameter; a page number, view or variant
 * that cannot be valid is dropped. Each distinct address is a page rendered and cached, so junk a
 * client invents is redirected to the canonical address instead of filling the cache.
 */
export function canonicalPageQuery(
  pathname: string,
  search: URLSearchParams,
  locales: readonly string[],
  views: readonly string[],
): string | null {
  if (!takesPageQuery(pathname, locales)) return null;
  const canonical = new URLSearchParams(search);
  const page = search.get('page');
  if (page !== null && (page === '1' || !validPage.test(page))) canonical.delete('page');
  const view = search.get('view');
  const namedViews = views.slice(1).map((mode) => mode.toLowerCase());
  if (view !== null && !namedViews.includes(view)) canonical.delete('view');
  const variant = search.get('variant');
  if (variant !== null && !validVariant.test(variant)) canonical.delete('variant');
  const before = search.toString();
  const after = canonical.toString();
  return before === after ? null : after;
}

/** Splits catch-all segments into the path segments and the page query the proxy put there. */
export function splitPageQuery(segments: readonly string[]): {
  segments: string[];
  query: PageQuery;
} {
  const marker = segments.indexOf(QUERY_MARKER);
  if (marker === -1) return { segments: [...segments], query: {} };
  const query: PageQuery = {};
  const pairs = segments.slice(marker + 1);
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const key = pairs[i] as PageQueryKey;
    if (!PAGE_QUERY_KEYS.includes(key)) continue;
    try {
      query[key] = decodeURIComponent(pairs[i + 1]!);
    } catch {
      query[key] = pairs[i + 1]!;
    }
  }
  return { segments: segments.slice(0, marker), query };
}
