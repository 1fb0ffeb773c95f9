import { searchBarConfig } from '@/lib/config/search-bar';

/**
 * spec §5 Search: navigation only when the term changed and is at least 2 characters or empty.
 */
export function shouldNavigateToSearch(term: string, previous: string): boolean {
  const next = term.trim();
  if (next === previous.trim()) return false;
  return next.length === 0 || next.length >= searchBarConfig.minTermLength;
}

/**
 * spec §2: /search/{search_term}, or /search for an empty term. A '%' is left out: the search
 * ignores it anyway, and a path holding one cannot be served (server/request-guard.mjs).
 */
export function searchPath(term: string): string {
  const next = term.replace(/%/g, ' ').trim();
  return next ? `/search/${encodeURIComponent(next)}` : '/search';
}

/** spec §2: /search and /search/{term} are search pages (the locale prefix already removed). */
export function isSearchPage(pathname: string): boolean {
  return pathname === '/search' || pathname.startsWith('/search/');
}

/** The term a search page shows, so the bar keeps it (issue 5: the term stays in the bar). */
export function termFromPath(pathname: string): string {
  if (!pathname.startsWith('/search/')) return '';
  const raw = pathname.slice('/search/'.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The product to open directly when the text is exactly its EAN or SKU (the engine ranks such a
 * match first, so only the first hit is checked). Case and surrounding spaces are ignored.
 */
export function exactCodeMatch<P extends { sku: string; ean?: string | null }>(
  text: string,
  hits: readonly P[],
): P | null {
  const wanted = text.trim().toLowerCase();
  const first = hits[0];
  if (!wanted || !first) return null;
  const codes = [first.sku, first.ean].filter((code): code is string => !!code);
  return codes.some((code) => code.toLowerCase() === wanted) ? first : null;
}

/**
 * Where the header search sent without JavaScript belongs (its form goes to /search?q={term}
 * when Enter comes before the page hydrated): /search/{term}, as the bar itself navigates. Null
 * when the address already names a term or the query holds none.
 */
export function searchPathFromQuery(
  segments: readonly string[] | undefined,
  q: string | string[] | undefined,
): string | null {
  if (segments?.length || typeof q !== 'string' || !q.trim()) return null;
  return searchPath(q);
}
