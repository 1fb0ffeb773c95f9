import { uiConfig } from '@/lib/config/ui';

/**
 * spec §5 Search: navigation only when the term changed and is at least 2 characters or empty.
 */
export function shouldNavigateToSearch(term: string, previous: string): boolean {
  const next = term.trim();
  if (next === previous.trim()) return false;
  return next.length === 0 || next.length >= uiConfig.searchMinLength;
}

/** spec §2: /search/{search_term}, or /search for an empty term. */
export function searchPath(term: string): string {
  const next = term.trim();
  return next ? `/search/${encodeURIComponent(next)}` : '/search';
}
