import type { EngineModule } from '../engine/module.ts';
import { reservationsTypeDefs } from './reservations-typedefs.ts';

/** Reservations for pickup in a store. Contract only: the service is still to be built. */
export const reservationsModule: EngineModule<'reservations'> = {
  name: 'reservations',
  tables: {},
  createService: () => ({}),
  typeDefs: reservationsTypeDefs,
};
