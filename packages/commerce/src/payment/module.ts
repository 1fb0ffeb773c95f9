import type { EngineModule } from '../engine/module.ts';
import type { PaymentProvider } from './payment-port.ts';

/** The payment provider port: Pay.nl and its local simulator. Contract only: the service is still to be built. */
export const paymentModule: EngineModule<'payment'> = {
  name: 'payment',
  tables: {},
  // The Pay.nl adapter (or the simulator behind it) is chosen here once built.
  createService: () => ({}) as PaymentProvider,
};
