import type { EngineModule } from '../engine/module.ts';
import { addressesTypeDefs } from './addresses-typedefs.ts';

/** Dutch address lookup by postcode and house number. Contract only: the service is still to be built. */
export const addressesModule: EngineModule<'addresses'> = {
  name: 'addresses',
  tables: {},
  createService: () => ({}),
  typeDefs: addressesTypeDefs,
};
