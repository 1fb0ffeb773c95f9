import type { EngineModule } from '../engine/module.ts';
import { CATALOG_CHANNEL } from '../catalog/catalog-sync.ts';
import type { CatalogChange } from '../catalog/catalog-service.ts';
import * as tables from './schema.ts';
import { storesChangeFollower } from './store-documents.ts';
import { StoreService } from './store-service.ts';
import { storesResolvers, storesTypeDefs } from './stores-graphql.ts';

/** Physical stores, their opening hours and their stock. */
export const storesModule: EngineModule<'stores'> = {
  name: 'stores',
  tables,
  createService: ({ database }) => StoreService.load(database.db),
  typeDefs: storesTypeDefs,
  resolvers: storesResolvers,
  follows: [
    {
      // A seed or reset of the shop announces a full catalogue reload; the stores are read again.
      channel: CATALOG_CHANNEL,
      missed: { all: true },
      async apply(stores, change: CatalogChange) {
        if (change.all) await stores.reload();
        return { tags: [] };
      },
    },
    storesChangeFollower,
  ],
};
