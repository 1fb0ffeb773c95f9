import { cache } from 'react';
import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { reshapeCategory } from '../catalog/reshape-category';
import { reshapeProductPage } from '../catalog/reshape-product-page';
import { reshapeCmsPage } from '../content/reshape-cms-page';
import { RouteDocument, type RouteQuery } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { CategoryPageData, CmsPage, ProductPageData } from '../types';

export type RouteResult =
  | { type: 'CATEGORY'; redirect: string | null; category: CategoryPageData }
  | { type: 'PRODUCT'; redirect: string | null; product: ProductPageData }
  | { type: 'CMS_PAGE'; redirect: string | null; identifier: string; page: CmsPage };

/** What the engine's route answer is, as a page of the shop; null for what it cannot show. */
export function reshapeRoute(
  route: NonNullable<RouteQuery['route']>,
  locale: string,
): RouteResult | null {
  // ADR 0003: another spelling of the url (slash, .html, case) redirects to the canonical one.
  const redirect = route.redirect_code && route.relative_url ? route.relative_url : null;
  switch (route.__typename) {
    case 'CategoryTree': {
      const category = reshapeCategory(route);
      return category ? { type: 'CATEGORY', redirect, category } : null;
    }
    case 'CmsPage': {
      const page = reshapeCmsPage(route, locale);
      return { type: 'CMS_PAGE', redirect, identifier: page.identifier, page };
    }
    default: {
      const product = reshapeProductPage(route);
      return product ? { type: 'PRODUCT', redirect, product } : null;
    }
  }
}

/**
 * spec §2 catch-all: what a path is, with everything its page shows, in one request; null when
 * nothing is there (or the engine failed, spec §8). Asked once per page request (React's cache):
 * the page and its metadata both need it, and after a change expired them both would otherwise
 * miss the data cache at the same moment and ask the engine twice, doubling the rendering's wait.
 */
export const resolveRoute = cache(function resolveRoute(
  url: string,
  locale: string,
): Promise<RouteResult | null> {
  return cachedRead<RouteResult | null>(
    'route',
    // A path can become (or stop being) a CMS page as well as a product or category.
    { locale, key: url, tags: [cacheTags.catalog, cacheTags.content] },
    async () => {
      const result = await commerceQuery(RouteDocument, { url }, { locale });
      if (!result.ok) return result;
      return { ok: true, data: result.data.route ? reshapeRoute(result.data.route, locale) : null };
    },
  );
});
