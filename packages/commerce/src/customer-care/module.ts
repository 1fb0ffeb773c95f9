import { requireService, type EngineModule } from '../engine/module.ts';
import { customerCareResolvers } from './customer-care-graphql.ts';
import { CustomerCareService } from './customer-care-service.ts';
import { customerCareTypeDefs } from './customer-care-typedefs.ts';

/**
 * Customer care for staff: the customer list and page, the GDPR export and erasure, and the
 * mail outbox (ADR 0033). It owns no tables: each part is asked of the module that holds it.
 */
export const customerCareModule: EngineModule<'customerCare'> = {
  name: 'customerCare',
  tables: {},
  createService: (dependencies) =>
    new CustomerCareService({
      database: dependencies.database,
      customers: requireService(dependencies, 'customers'),
      orders: requireService(dependencies, 'orders'),
      cart: requireService(dependencies, 'cart'),
      checkout: requireService(dependencies, 'checkout'),
      invoices: requireService(dependencies, 'invoices'),
      returns: requireService(dependencies, 'returns'),
      reservations: requireService(dependencies, 'reservations'),
      wishlist: requireService(dependencies, 'wishlist'),
      newsletter: requireService(dependencies, 'newsletter'),
      contact: requireService(dependencies, 'contact'),
      mail: requireService(dependencies, 'mail'),
      catalog: requireService(dependencies, 'catalog'),
      now: dependencies.now,
    }),
  typeDefs: customerCareTypeDefs,
  resolvers: customerCareResolvers,
};
