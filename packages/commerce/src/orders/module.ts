import type { EngineModule } from '../engine/module.ts';
import { ordersTypeDefs } from './orders-typedefs.ts';

/** Orders and their states, shipments, the staff's moves. Contract only: the service is still to be built. */
export const ordersModule: EngineModule<'orders'> = {
  name: 'orders',
  tables: {},
  createService: () => ({}),
  typeDefs: ordersTypeDefs,
};
