import type { EngineModule } from '../engine/module.ts';
import { CatalogService, type CatalogChange } from './catalog-service.ts';
import { CATALOG_CHANNEL, tagsFor } from './catalog-sync.ts';
import { catalogResolvers, catalogTypeDefsFor } from './graphql/catalog-graphql.ts';
import * as tables from './schema.ts';

/** Products, categories, attributes and brands: read from memory through the catalogue index. */
export const catalogModule: EngineModule<'catalog'> = {
  name: 'catalog',
  tables,
  createService: ({ database, now }) => CatalogService.load(database.db, now),
  typeDefs: (facts) => catalogTypeDefsFor(facts.filterableAttributes),
  resolvers: catalogResolvers,
  follows: [
    {
      // Each announced change is applied in order; after the listening connection was lost, the
      // whole catalogue is reloaded, since announcements made meanwhile were missed.
      channel: CATALOG_CHANNEL,
      missed: { all: true },
      async apply(catalog, change: CatalogChange) {
        await catalog.refresh(change);
        return { tags: tagsFor(change), schemaChanged: change.all === true };
      },
    },
  ],
};
