import type { EngineModule } from '../engine/module.ts';
import { cartTypeDefs } from './cart-typedefs.ts';

/** Carts: items, prices, coupons, addresses, shipping method. Contract only: the service is still to be built. */
export const cartModule: EngineModule<'cart'> = {
  name: 'cart',
  tables: {},
  createService: () => ({}),
  typeDefs: cartTypeDefs,
};
