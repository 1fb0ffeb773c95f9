import { requireService, type EngineModule } from '../engine/module.ts';
import { checkoutTypeDefs } from './checkout-typedefs.ts';
import { checkoutResolvers } from './checkout-graphql.ts';
import { refundsTypeDefs } from './refunds-typedefs.ts';
import { refundsResolvers } from './refunds-graphql.ts';
import { CheckoutService } from './checkout-service.ts';
import * as tables from './schema.ts';

/** Checkout: payment method, placing the order, starting and finishing the payment. */
export const checkoutModule: EngineModule<'checkout'> = {
  name: 'checkout',
  tables,
  createService: (dependencies) =>
    new CheckoutService({
      database: dependencies.database,
      catalog: requireService(dependencies, 'catalog'),
      cart: requireService(dependencies, 'cart'),
      customers: requireService(dependencies, 'customers'),
      orders: requireService(dependencies, 'orders'),
      invoices: requireService(dependencies, 'invoices'),
      mail: requireService(dependencies, 'mail'),
      payment: requireService(dependencies, 'payment'),
      now: dependencies.now,
      events: dependencies.events,
    }),
  typeDefs: [checkoutTypeDefs, refundsTypeDefs],
  resolvers: [checkoutResolvers, refundsResolvers],
};
