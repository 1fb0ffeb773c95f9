import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { catalogConfig } from './lib/config/catalog';
import { navigationTarget } from './lib/routing/navigation-links';
import { canonicalPageQuery, pathWithPageQuery } from './lib/routing/page-query';

const handleI18nRouting = createMiddleware(routing);

/**
 * Junk page numbers, views and variants redirect to the canonical address (ADR 0006); then
 * locale routing (next-intl, ADR 0002), then the catalogue pages' query parameters move into the
 * internal path (lib/routing/page-query.ts), so those pages can be cached like any other.
 */
export default function proxy(request: NextRequest) {
  const navigation = navigationTarget(request.nextUrl.pathname, routing.locales);
  if (navigation !== null) {
    const target = request.nextUrl.clone();
    target.pathname = navigation;
    return NextResponse.redirect(target, 308);
  }
  const canonicalQuery = canonicalPageQuery(
    request.nextUrl.pathname,
    request.nextUrl.searchParams,
    routing.locales,
    catalogConfig.viewModes,
  );
  if (canonicalQuery !== null) {
    const canonical = request.nextUrl.clone();
    canonical.search = canonicalQuery;
    return NextResponse.redirect(canonical, 308);
  }
  const response = handleI18nRouting(request);
  if (response.headers.has('location')) return response;
  const internal = new URL(response.headers.get('x-middleware-rewrite') ?? request.url);
  const pathname = pathWithPageQuery(
    internal.pathname,
    request.nextUrl.searchParams,
    routing.locales,
  );
  if (!pathname) return response;
  internal.pathname = pathname;
  const rewrite = NextResponse.rewrite(internal);
  // Keep what next-intl set: its request-header overrides (the locale) and response headers.
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'x-middleware-next')
      rewrite.headers.set(key, value);
  });
  return rewrite;
}

export const config = {
  // Everything but the API, media, the payment simulator, the sitemaps and product feed (one
  // address for every language: never redirected to a locale), Next's own files and files with
  // an extension (robots.txt, sitemap.xml).
  matcher: [
    '/((?!api|media|metrics|paynl-simulator|pages-sitemap|products-sitemap|channable/feed|_next|_vercel|.*\\..*).*)',
  ],
};
