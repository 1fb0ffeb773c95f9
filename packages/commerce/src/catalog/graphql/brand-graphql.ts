import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolver-types.ts';
import type { BrandRecord } from '../catalog-records.ts';

/** Brands for the brands index (/merken) and brand pages; a brand page lists with `brand` filter. */
export const brandTypeDefs = /* GraphQL */ `
  type Brand {
    id: Int!
    code: String!
    name: String!
    url_key: String!
    "Listed products of this brand."
    product_count: Int!
  }

  extend type Query {
    "All brands with listed products, sorted by name (spec §2: brands page grouped a to z)."
    brands: [Brand!]!
    brand(url_key: String!): Brand
  }
`;

function productCount(brand: BrandRecord, context: GraphQLContext): number {
  return context.catalog.list({ filters: { brand: [brand.code] }, currentPage: 1, pageSize: 1 })
    .totalCount;
}

export const brandResolvers: Pick<Resolvers, 'Query' | 'Brand'> = {
  Query: {
    brands: (_: unknown, __: unknown, context: GraphQLContext) =>
      [...context.catalog.referenceData.brands.values()]
        .filter((brand) => productCount(brand, context) > 0)
        .sort((a, b) => a.name.localeCompare(b.name, 'nl')),
    brand: (_: unknown, args: { url_key: string }, context: GraphQLContext) =>
      [...context.catalog.referenceData.brands.values()].find(
        (brand) => brand.urlKey === args.url_key.toLowerCase(),
      ) ?? null,
  },
  Brand: {
    url_key: (brand: BrandRecord) => brand.urlKey,
    product_count: (brand: BrandRecord, _: unknown, context: GraphQLContext) =>
      productCount(brand, context),
  },
};
