import { requireService, type EngineModule } from '../engine/module.ts';
import { WishlistService } from './wishlist-service.ts';
import { wishlistTypeDefs } from './wishlist-typedefs.ts';
import { wishlistResolvers } from './wishlist-graphql.ts';
import * as tables from './schema.ts';

/** Favourites: one wishlist per customer. */
export const wishlistModule: EngineModule<'wishlist'> = {
  name: 'wishlist',
  tables,
  createService: (dependencies) =>
    new WishlistService(dependencies.database, requireService(dependencies, 'catalog')),
  typeDefs: wishlistTypeDefs,
  resolvers: wishlistResolvers,
};
