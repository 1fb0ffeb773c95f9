import { requireService, type EngineModule } from '../engine/module.ts';
import { invoiceSettings } from '../invoices/shop-legal.ts';
import { returnsTypeDefs } from './returns-typedefs.ts';
import { returnsResolvers } from './returns-graphql.ts';
import { ReturnService } from './return-service.ts';
import { returnWindowDays } from './return-rules.ts';
import * as tables from './schema.ts';

/**
 * Returns within the withdrawal period (ADR 0027): shoppers ask, staff receive and refund through
 * the checkout's refunds. The goods go back to the shop's legal address (SHOP_LEGAL_*).
 */
export const returnsModule: EngineModule<'returns'> = {
  name: 'returns',
  tables,
  createService: (dependencies) =>
    new ReturnService({
      database: dependencies.database,
      orders: requireService(dependencies, 'orders'),
      catalog: requireService(dependencies, 'catalog'),
      mail: requireService(dependencies, 'mail'),
      refunds: requireService(dependencies, 'checkout').refunds,
      now: dependencies.now,
      windowDays: returnWindowDays(),
      returnAddress: invoiceSettings().seller,
    }),
  typeDefs: returnsTypeDefs,
  resolvers: returnsResolvers,
};
