import { requireService, type EngineModule } from '../engine/module.ts';
import { adminOrdersResolvers } from './admin-orders-graphql.ts';
import { adminOrdersTypeDefs } from './admin-orders-typedefs.ts';
import { BackOfficeService } from './back-office-service.ts';
import { backOfficeSettings } from './back-office-settings.ts';

/**
 * The back office's reads across modules (order detail, dashboard) and its admin GraphQL. It
 * owns no tables: each part is asked of the module that holds it.
 */
export const backOfficeModule: EngineModule<'backOffice'> = {
  name: 'backOffice',
  tables: {},
  createService: (dependencies) =>
    new BackOfficeService({
      orders: requireService(dependencies, 'orders'),
      checkout: requireService(dependencies, 'checkout'),
      mail: requireService(dependencies, 'mail'),
      invoices: requireService(dependencies, 'invoices'),
      reservations: requireService(dependencies, 'reservations'),
      returns: requireService(dependencies, 'returns'),
      catalog: requireService(dependencies, 'catalog'),
      stores: requireService(dependencies, 'stores'),
      settings: backOfficeSettings(),
      now: dependencies.now,
    }),
  typeDefs: adminOrdersTypeDefs,
  resolvers: adminOrdersResolvers,
};
