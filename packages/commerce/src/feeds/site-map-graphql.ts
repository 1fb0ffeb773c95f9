import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolver-types.ts';
import { localName } from '../catalog/localised-names.ts';
import { UNLISTED_PAGE_KEYS } from '../content/page-list.ts';
import { categoriesInTreeOrder } from './sitemap-entries.ts';

/** What the human-readable sitemap page (spec §2 /sitemap) lists besides the brands. */
export const siteMapTypeDefs = /* GraphQL */ `
  "The shop's pages for the human-readable sitemap (spec §2 /sitemap); brands come from brands."
  type SiteMap {
    "Every category, each parent before its children, in menu order."
    categories: [SiteMapCategory!]!
    "Active CMS pages by url key, the home page and the block catalogue left out."
    cms_pages: [SiteMapPage!]!
    "The physical stores, by name."
    stores: [SiteMapStore!]!
  }

  type SiteMapCategory {
    id: Int!
    parent_id: Int
    name: String!
    url_path: String!
    level: Int!
    "A quick filter of its parent (spec §3 longtail_category)."
    longtail: Boolean!
  }

  type SiteMapPage {
    title: String!
    url_key: String!
  }

  type SiteMapStore {
    code: String!
    name: String!
    city: String!
  }

  extend type Query {
    siteMap: SiteMap!
  }
`;

export const siteMapResolvers: Pick<Resolvers, 'Query'> = {
  Query: {
    siteMap: async (_: unknown, __: unknown, context: GraphQLContext) => ({
      categories: categoriesInTreeOrder(context.catalog).map((category) => ({
        id: category.id,
        parent_id: category.parentId,
        // Names and paths in the page's language (ADR 0042).
        name: localName(category, category.name, context.locale),
        url_path: context.catalog.categoryPath(category, context.locale),
        level: category.level,
        longtail: category.longtail,
      })),
      cms_pages: (await context.content.activePages(context.locale))
        .filter((page) => !UNLISTED_PAGE_KEYS.has(page.urlKey))
        .map((page) => ({ title: page.title, url_key: page.urlKey })),
      stores: context.stores.list().map((store) => ({
        code: store.code,
        name: store.name,
        city: store.city,
      })),
    }),
  },
};
