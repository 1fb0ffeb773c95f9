import { requireService, type EngineModule } from '../engine/module.ts';
import { ordersTypeDefs } from './orders-typedefs.ts';
import { customerOrdersTypeDefs } from './customer-orders-typedefs.ts';
import { ordersResolvers } from './orders-graphql.ts';
import { customerOrdersResolvers } from './customer-orders-graphql.ts';
import { OrderService } from './order-service.ts';
import * as tables from './schema.ts';

/** Orders and their states, shipments, the staff's moves. */
export const ordersModule: EngineModule<'orders'> = {
  name: 'orders',
  tables,
  createService: (dependencies) =>
    new OrderService(dependencies.database, requireService(dependencies, 'mail'), (tx, lines) =>
      requireService(dependencies, 'catalog').settleShippedStock(tx, lines),
    ),
  typeDefs: [ordersTypeDefs, customerOrdersTypeDefs],
  resolvers: [ordersResolvers, customerOrdersResolvers],
};
