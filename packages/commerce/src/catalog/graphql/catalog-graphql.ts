import type { ModuleResolvers } from '../../engine/module.ts';
import type { AttributeRecord } from '../catalog-records.ts';
import { catalogTypeDefs } from './catalog-typedefs.ts';
import { categoryTypeDefs } from './category-typedefs.ts';
import { listingTypeDefs } from './listing-typedefs.ts';
import { productTypeDefs } from './product-typedefs.ts';
import { brandResolvers, brandTypeDefs } from './brand-graphql.ts';
import { catalogQueryResolvers, categoryTreeResolvers } from './catalog-resolvers.ts';
import {
  bundleResolvers,
  configurableResolvers,
  productFieldResolvers,
} from './product-resolvers.ts';
import { productFilterTypeDefs } from './product-filter-typedefs.ts';
import { productTypeName } from './product-type-name.ts';

/** The catalogue's schema part; the filter input depends on the filterable attributes. */
export function catalogTypeDefsFor(attributes: Iterable<AttributeRecord>): string {
  return (
    catalogTypeDefs +
    productTypeDefs +
    categoryTypeDefs +
    listingTypeDefs +
    productFilterTypeDefs(attributes) +
    brandTypeDefs
  );
}

export const catalogResolvers: ModuleResolvers = {
  Query: { ...catalogQueryResolvers, ...brandResolvers.Query },
  Brand: brandResolvers.Brand,
  ProductInterface: { __resolveType: productTypeName },
  SimpleProduct: productFieldResolvers,
  ConfigurableProduct: { ...productFieldResolvers, ...configurableResolvers },
  BundleProduct: { ...productFieldResolvers, ...bundleResolvers },
  CategoryTree: categoryTreeResolvers,
};
