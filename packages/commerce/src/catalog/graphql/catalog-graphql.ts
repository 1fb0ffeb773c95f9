import type { GraphQLModule } from '../../graphql/context.ts';
import type { AttributeRecord } from '../catalog-records.ts';
import { catalogTypeDefs } from './catalog-typedefs.ts';
import { brandResolvers, brandTypeDefs } from './brand-graphql.ts';
import {
  catalogQueryResolvers,
  categoryTreeResolvers,
  productTypeResolver,
} from './catalog-resolvers.ts';
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
      ProductInterface: { __resolveType: productTypeResolver },
      SimpleProduct: productFieldResolvers,
      ConfigurableProduct: { ...productFieldResolvers, ...configurableResolvers },
      BundleProduct: { ...productFieldResolvers, ...bundleResolvers },
      CategoryTree: categoryTreeResolvers,
    },
  };
}
