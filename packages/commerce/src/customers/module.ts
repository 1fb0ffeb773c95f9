import type { EngineModule } from '../engine/module.ts';
import { customersTypeDefs } from './customers-typedefs.ts';
import { customersResolvers } from './customers-graphql.ts';
import { addressBookResolvers } from './address-book-graphql.ts';
import { CustomerService } from './customer-service.ts';
import * as tables from './schema.ts';

/** Accounts, sessions, passwords and the address book. */
export const customersModule: EngineModule<'customers'> = {
  name: 'customers',
  tables,
  createService: (dependencies) => new CustomerService(dependencies.database, dependencies.now),
  typeDefs: [customersTypeDefs],
  resolvers: [customersResolvers, addressBookResolvers],
};
