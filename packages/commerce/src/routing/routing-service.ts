import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ContentService } from '../content/content-service.ts';
import type { CategoryRecord, ProductRecord } from '../catalog/catalog-records.ts';
import type { CmsPageRecord } from '../content/blocks.ts';
import { badInput } from '../graphql/bad-input.ts';
import { hiddenUrlProblem } from './url-layers.ts';
import type { Database } from '../db/connection.ts';
import { formerUrlProduct } from './former-urls.ts';
import type { ShopLocale } from '../graphql/request-locale.ts';
import { otherShopLocales, productUrlPath } from '../catalog/product-urls.ts';

export type RouteType = 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE';

export interface Route {
  type: RouteType;
  /** 301 when the url was another spelling of the entity's url, else 0. */
  redirectCode: number;
}

export type RoutedEntity = ProductRecord | CategoryRecord | CmsPageRecord;

/**
 * Resolves a shop url to what it shows (spec §2): a product by url_key plus optional url_suffix,
 * a category by url path, or a CMS page. Trailing slashes, a `.html` ending, a query string and
 * upper case are forgiven with a 301 to the canonical url, and so is a product's former url key.
 * A product answers at its url key in the request's language (the Dutch one where the language
 * has none); its key in another language answers a 301 to this language's address (ADR 0041).
 * A category likewise answers at its path in the request's language; the Dutch path (where the
 * language has its own) and another language's path answer a 301 to it (ADR 0042). Categories
 * keep no former paths: their keys change only with the data, not through the import.
 */
export class RoutingService {
  /** How each answer was found; the answer is a view of a shared record, see `routed`. */
  private readonly routes = new WeakMap<object, Route>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly db: Database,
  ) {}

  routeOf(entity: object): Route | undefined {
    return this.routes.get(entity);
  }

  /** @throws GraphQLError BAD_USER_INPUT for a url that hides control characters. */
  async resolve(url: string, locale: ShopLocale | null = null): Promise<RoutedEntity | null> {
    const problem = hiddenUrlProblem(url);
    if (problem) throw badInput(problem);
    const path = normalise(url);
    if (!path) return null;
    const redirectCode = (relative: string) =>
      `/${path}` === relative && !url.includes('?') && url.replace(/^\/+/, '') === path ? 0 : 301;

    for (const candidate of [path, path.replace(/\.html$/, '')]) {
      const product = this.productAt(candidate, locale);
      if (product) {
        const relative = `/${productUrlPath(product, locale)}`;
        return this.routed(product, { type: 'PRODUCT', redirectCode: redirectCode(relative) });
      }
      const category = this.catalog.categoryAt(candidate, locale);
      if (category) {
        const relative = `/${this.catalog.categoryPath(category, locale)}`;
        return this.routed(category, { type: 'CATEGORY', redirectCode: redirectCode(relative) });
      }
    }

    const page = await this.content.pageAtUrlKey(path.replace(/\.html$/, ''));
    if (page) {
      return this.routed(page, {
        type: 'CMS_PAGE',
        redirectCode: redirectCode(`/${page.urlKey}`),
      });
    }
    // A product's former url key (its url key changed): a 301 to where it is now.
    const moved = await formerUrlProduct(this.db, [path, path.replace(/\.html$/, '')]);
    const product = moved === null ? undefined : this.catalog.product(moved);
    if (product && product.visible)
      return this.routed(product, { type: 'PRODUCT', redirectCode: 301 });
    return null;
  }

  /**
   * The product at a path: its own key in the request's language first, then the Dutch key, then
   * another language's key. A key names one product in every language (ADR 0041), so the order
   * only matters for data that broke that rule; the language's own key wins then.
   */
  private productAt(path: string, locale: ShopLocale | null): ProductRecord | undefined {
    if (locale && locale !== 'nl') {
      const own = this.catalog.productByLocalUrl(locale, path);
      if (own) return own;
    }
    const dutch = this.catalog.productByUrl(path);
    if (dutch) return dutch;
    for (const other of otherShopLocales) {
      if (other === locale) continue;
      const found = this.catalog.productByLocalUrl(other, path);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The record seen through a url: a fresh object whose prototype is the shared record, so every
   * field resolver reads the record while the redirect code belongs to this answer only.
   */
  private routed<T extends object>(record: T, route: Route): T {
    const entity = Object.create(record) as T;
    this.routes.set(entity, route);
    return entity;
  }
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
