/**
 * spec §2: menu links containing 'navigation' point at /navigation/{path}. The menu builder
 * uses that prefix for entries that lead to an ordinary page of the shop, so the page at {path}
 * is where the shopper goes (keeping the locale prefix).
 */
export function navigationTarget(pathname: string, locales: readonly string[]): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const locale = locales.includes(segments[0] ?? '') ? segments[0] : null;
  const route = locale ? segments.slice(1) : segments;
  if (route[0] !== 'navigation') return null;
  const target = route.slice(1);
  return '/' + [...(locale ? [locale] : []), ...target].join('/');
}
