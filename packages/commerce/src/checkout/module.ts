import type { EngineModule } from '../engine/module.ts';
import { checkoutTypeDefs } from './checkout-typedefs.ts';

/** Checkout: payment method, placing the order, starting and finishing the payment. Contract only: the service is still to be built. */
export const checkoutModule: EngineModule<'checkout'> = {
  name: 'checkout',
  tables: {},
  createService: () => ({}),
  typeDefs: checkoutTypeDefs,
};
