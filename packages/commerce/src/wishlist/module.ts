import type { EngineModule } from '../engine/module.ts';
import { WishlistService } from './wishlist-service.ts';
import { wishlistTypeDefs } from './wishlist-typedefs.ts';

/** Favourites: one wishlist per customer. */
export const wishlistModule: EngineModule<'wishlist'> = {
  name: 'wishlist',
  tables: {},
  createService: (dependencies) => new WishlistService(dependencies.database),
  typeDefs: wishlistTypeDefs,
};
