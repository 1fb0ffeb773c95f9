import { requireService, type EngineModule } from '../engine/module.ts';
import { cartTypeDefs } from './cart-typedefs.ts';
import { cartItemTypeDefs } from './cart-item-typedefs.ts';
import { cartPriceTypeDefs } from './cart-price-typedefs.ts';
import { cartAddressTypeDefs } from './cart-address-typedefs.ts';
import { cartShippingTypeDefs } from './cart-shipping-typedefs.ts';
import { customerCartTypeDefs } from './customer-cart-typedefs.ts';
import { cartResolvers } from './cart-graphql.ts';
import { CartService } from './cart-service.ts';
import * as tables from './schema.ts';

/** Carts: items, prices, coupons, addresses, shipping method. */
export const cartModule: EngineModule<'cart'> = {
  name: 'cart',
  tables,
  createService: (dependencies) =>
    new CartService({
      database: dependencies.database,
      catalog: requireService(dependencies, 'catalog'),
      pricing: requireService(dependencies, 'pricing'),
      stores: requireService(dependencies, 'stores'),
    }),
  typeDefs: [
    cartTypeDefs,
    cartItemTypeDefs,
    cartPriceTypeDefs,
    cartAddressTypeDefs,
    cartShippingTypeDefs,
    customerCartTypeDefs,
  ],
  resolvers: cartResolvers,
};
