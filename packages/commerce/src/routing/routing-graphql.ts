import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { CategoryRecord, ProductRecord } from '../catalog/catalog-records.ts';
import type { CmsPageRecord } from '../content/blocks.ts';
import { productTypeName } from '../catalog/graphql/product-type-name.ts';
import type { RoutedEntity } from './routing-service.ts';
import { productUrlPath } from '../catalog/product-urls.ts';

/**
 * Magento's `route(url)`: the routable entity itself (`RoutableInterface`, implemented by the
 * category, the product types and the CMS page), so a client selects what it needs per type in
 * one request. The routable fields are added to the other modules' types here, so routing is
 * the only place that knows about them.
 */
export const routingTypeDefs = /* GraphQL */ `
  enum UrlRewriteEntityTypeEnum {
    PRODUCT
    CATEGORY
    CMS_PAGE
  }

  "What a url resolves to (spec §2: a product url_key with optional url_suffix, a category path or a CMS page)."
  interface RoutableInterface {
    type: UrlRewriteEntityTypeEnum
    "The canonical url of the entity in the request's language, from the shop root (without the language prefix): a product's url key or a category's url path in that language."
    relative_url: String
    "301 when the url was found under another spelling (trailing slash, .html, case), a former url key, another language's url key or path, or the Dutch one where the request's language has its own; else 0."
    redirect_code: Int!
  }

  extend interface ProductInterface implements RoutableInterface {
    type: UrlRewriteEntityTypeEnum
    relative_url: String
    redirect_code: Int!
  }
  ${['SimpleProduct', 'ConfigurableProduct', 'BundleProduct', 'CategoryTree', 'CmsPage']
    .map(
      (name) => `
  extend type ${name} implements RoutableInterface {
    type: UrlRewriteEntityTypeEnum
    relative_url: String
    redirect_code: Int!
  }`,
    )
    .join('\n')}

  extend type Query {
    "The product, category or CMS page at this url; null when there is none."
    route(url: String!): RoutableInterface
  }
`;

const redirectCode = (entity: object, _: unknown, context: GraphQLContext) =>
  context.routing.routeOf(entity)?.redirectCode ?? 0;

const productRoutable = {
  type: () => 'PRODUCT' as const,
  relative_url: (product: ProductRecord, _: unknown, context: GraphQLContext) =>
    `/${productUrlPath(product, context.locale)}`,
  redirect_code: redirectCode,
};

export const routingResolvers: ModuleResolvers = {
  Query: {
    route: (_: unknown, args: { url: string }, context: GraphQLContext) =>
      context.routing.resolve(args.url, context.locale),
  },
  RoutableInterface: {
    __resolveType: (entity: RoutedEntity, context: GraphQLContext) => {
      const route = context.routing.routeOf(entity);
      if (route?.type === 'CATEGORY') return 'CategoryTree';
      if (route?.type === 'CMS_PAGE') return 'CmsPage';
      return productTypeName(entity as ProductRecord);
    },
  },
  SimpleProduct: productRoutable,
  ConfigurableProduct: productRoutable,
  BundleProduct: productRoutable,
  CategoryTree: {
    type: () => 'CATEGORY' as const,
    relative_url: (category: CategoryRecord, _: unknown, context: GraphQLContext) =>
      `/${context.catalog.categoryPath(category, context.locale)}`,
    redirect_code: redirectCode,
  },
  CmsPage: {
    type: () => 'CMS_PAGE' as const,
    relative_url: (page: CmsPageRecord) => `/${page.urlKey}`,
    redirect_code: redirectCode,
  },
};
