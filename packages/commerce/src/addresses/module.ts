import type { EngineModule } from '../engine/module.ts';
import { addressesResolvers } from './addresses-graphql.ts';
import { addressesTypeDefs } from './addresses-typedefs.ts';
import { addressLookupFromEnv, createAddressService } from './address-service.ts';

/** Dutch address lookup by postcode and house number, through the configured lookup port. */
export const addressesModule: EngineModule<'addresses'> = {
  name: 'addresses',
  tables: {},
  createService: () => createAddressService({ lookup: addressLookupFromEnv() }),
  typeDefs: addressesTypeDefs,
  resolvers: addressesResolvers,
};
