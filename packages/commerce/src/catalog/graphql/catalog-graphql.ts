import type { GraphQLModule } from '../../graphql/context.ts';
import type { AttributeRecord } from '../catalog-records.ts';
import { catalogTypeDefs } from './catalog-typedefs.ts';
import { brandResolvers, brandTypeDefs } from './brand-graphql.ts';
import { catalogQueryResolvers, categoryTreeResolvers } from './catalog-resolvers.ts';
import { productTypeName } from './product-type-name.ts';
import {
  bundleResolvers,
  configurableResolvers,
  productFieldResolvers,
} from './product-resolvers.ts';
import { cmsPageSearchResolvers, cmsPageSearchTypeDefs } from './cms-page-search.ts';
import { productFilterTypeDefs } from './product-filter-typedefs.ts';

/** The catalogue's schema part; the filter input depends on the filterable attributes. */
export function catalogGraphQL(attributes: Iterable<AttributeRecord>): GraphQLModule {
  return {
    typeDefs:
      catalogTypeDefs + productFilterTypeDefs(attributes) + brandTypeDefs + cmsPageSearchTypeDefs,
    resolvers: {
      Query: { ...catalogQueryResolvers, ...brandResolvers.Query, ...cmsPageSearchResolvers },
      Brand: brandResolvers.Brand,
      ProductInterface: { __resolveType: productTypeName },
      SimpleProduct: productFieldResolvers,
      ConfigurableProduct: { ...productFieldResolvers, ...configurableResolvers },
      BundleProduct: { ...productFieldResolvers, ...bundleResolvers },
      CategoryTree: categoryTreeResolvers,
    },
  };
}
