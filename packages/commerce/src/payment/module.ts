import type { EngineModule } from '../engine/module.ts';

/** The payment provider port: Pay.nl and its local simulator. Contract only: the service is still to be built. */
export const paymentModule: EngineModule<'payment'> = {
  name: 'payment',
  tables: {},
  createService: () => ({}),
};
