import { eq } from 'drizzle-orm';
import { cmsPages } from '../../content/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';

/**
 * Resolves a shop url to what it shows (spec §2): a product by url_key plus optional url_suffix,
 * a category by url path, or a CMS page. Trailing slashes, a `.html` ending, a query string and
 * upper case are forgiven with a 301 to the canonical url.
 */
export async function resolveRoute(url: string, context: GraphQLContext) {
  const path = normalise(url);
  if (!path) return null;
  const canonical = (relative: string) => ({
    relative_url: relative,
    redirect_code:
      `/${path}` === relative && !url.includes('?') && url.replace(/^\/+/, '') === path ? 0 : 301,
  });

  for (const candidate of [path, path.replace(/\.html$/, '')]) {
    const product = context.catalog.productByUrl(candidate);
    if (product) {
      return { type: 'PRODUCT', ...canonical(`/${product.urlKey}${product.urlSuffix}`), product };
    }
    const category = context.catalog.categoryByUrlPath(candidate);
    if (category) return { type: 'CATEGORY', ...canonical(`/${category.urlPath}`), category };
  }

  const [page] = await context.db
    .select({ identifier: cmsPages.identifier, urlKey: cmsPages.urlKey, active: cmsPages.active })
    .from(cmsPages)
    .where(eq(cmsPages.urlKey, path.replace(/\.html$/, '')))
    .limit(1);
  if (page?.active) {
    return {
      type: 'CMS_PAGE',
      ...canonical(`/${page.urlKey}`),
      cms_page_identifier: page.identifier,
    };
  }
  return null;
}

function normalise(url: string): string {
  let path = url.trim();
  try {
    path = new URL(path, 'http://shop.local').pathname;
  } catch {
    return '';
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written.
  }
  return path.replace(/^\/+|\/+$/g, '').toLowerCase();
}
