import type { GraphQLContext } from '../graphql/context.ts';
import { findCmsPageByUrlKey } from '../content/content-service.ts';

type RouteType = 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE';

interface Route {
  type: RouteType;
  redirectCode: number;
}

/** How each answer of `route` was found: the entity is a view of a shared record, see below. */
const routes = new WeakMap<object, Route>();

export const routeOf = (entity: object): Route | undefined => routes.get(entity);

/**
 * The record seen through a url: a fresh object whose prototype is the shared record, so every
 * field resolver reads the record while the redirect code belongs to this answer only.
 */
function routed<T extends object>(record: T, route: Route): T {
  const entity = Object.create(record) as T;
  routes.set(entity, route);
  return entity;
}

/**
 * Resolves a shop url to what it shows (spec §2): a product by url_key plus optional url_suffix,
 * a category by url path, or a CMS page. Trailing slashes, a `.html` ending, a query string and
 * upper case are forgiven with a 301 to the canonical url.
 */
export async function resolveRoute(url: string, context: GraphQLContext): Promise<object | null> {
  const path = normalise(url);
  if (!path) return null;
  const redirectCode = (relative: string) =>
    `/${path}` === relative && !url.includes('?') && url.replace(/^\/+/, '') === path ? 0 : 301;

  for (const candidate of [path, path.replace(/\.html$/, '')]) {
    const product = context.catalog.productByUrl(candidate);
    if (product) {
      const relative = `/${product.urlKey}${product.urlSuffix}`;
      return routed(product, { type: 'PRODUCT', redirectCode: redirectCode(relative) });
    }
    const category = context.catalog.categoryByUrlPath(candidate);
    if (category) {
      const relative = `/${category.urlPath}`;
      return routed(category, { type: 'CATEGORY', redirectCode: redirectCode(relative) });
    }
  }

  const page = await findCmsPageByUrlKey(context.db, path.replace(/\.html$/, ''));
  if (page) {
    return routed(page, { type: 'CMS_PAGE', redirectCode: redirectCode(`/${page.urlKey}`) });
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
