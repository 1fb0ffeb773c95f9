import { requireService, type EngineModule } from '../engine/module.ts';
import { catalogAdminResolvers } from './catalog-admin-graphql.ts';
import { catalogAdminTypeDefs } from './catalog-admin-typedefs.ts';
import { CatalogAdminService } from './catalog-admin-service.ts';

/**
 * The back office's catalogue screens (ADR 0034). It owns no tables: products are read and
 * written through the catalogue's functions, store stock through the stores', as ERP batches are.
 */
export const catalogAdminModule: EngineModule<'catalogAdmin'> = {
  name: 'catalogAdmin',
  tables: {},
  createService: (dependencies) =>
    new CatalogAdminService({
      database: dependencies.database,
      catalog: requireService(dependencies, 'catalog'),
      stores: requireService(dependencies, 'stores'),
      audit: requireService(dependencies, 'staff').audit,
    }),
  typeDefs: catalogAdminTypeDefs,
  resolvers: catalogAdminResolvers,
};
