import { requireService, type EngineModule, type ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationConfirmReservationArgs,
  MutationReserveInStoreArgs,
} from '../graphql/generated/resolver-types.ts';
import { optionalCustomerId } from '../customers/current-customer.ts';
import { reservationsTypeDefs } from './reservations-typedefs.ts';
import {
  reservationsAdminResolvers,
  reservationsAdminTypeDefs,
} from './reservations-admin-graphql.ts';
import { ReservationService } from './reservation-service.ts';
import * as tables from './schema.ts';

type Reserved = Awaited<ReturnType<ReservationService['reserve']>>;

function storeReservation({ reservation, product, store }: Reserved) {
  return {
    reservation: {
      number: reservation.number,
      sku: product.sku,
      product_name: product.name,
      quantity: reservation.quantity,
      store: { ...store, opening_hours: store.openingHours },
      expires_at: reservation.expiresAt.toISOString(),
      confirmed: reservation.confirmedAt !== null,
    },
  };
}

/** The signed-in customer when the account's e-mail address is confirmed; else null. */
async function verifiedCustomer(context: GraphQLContext) {
  const customerId = await optionalCustomerId(context);
  if (customerId === null) return null;
  const customer = await context.customers.customer(customerId);
  return customer && customer.confirmationHash === null
    ? { id: customer.id, email: customer.email }
    : null;
}

const reservationsResolvers = {
  Mutation: {
    async reserveInStore(
      _: unknown,
      { input }: MutationReserveInStoreArgs,
      context: GraphQLContext,
    ) {
      return storeReservation(
        await context.reservations.reserve({
          sku: input.sku,
          storeCode: input.store_code,
          quantity: input.quantity ?? 1,
          name: input.name,
          email: input.email,
          telephone: input.telephone,
          locale: context.locale ?? 'nl',
          clientAddress: context.clientAddress,
          verifiedCustomer: await verifiedCustomer(context),
        }),
      );
    },
    async confirmReservation(
      _: unknown,
      { token }: MutationConfirmReservationArgs,
      context: GraphQLContext,
    ) {
      return storeReservation(await context.reservations.confirm(token));
    },
  },
} as unknown as ModuleResolvers;

/** Reservations for pickup in a store. */
export const reservationsModule: EngineModule<'reservations'> = {
  name: 'reservations',
  tables,
  createService: (dependencies) =>
    new ReservationService(dependencies.database, {
      catalog: requireService(dependencies, 'catalog'),
      stores: requireService(dependencies, 'stores'),
      mail: requireService(dependencies, 'mail'),
      pricing: requireService(dependencies, 'pricing'),
      now: dependencies.now,
    }),
  typeDefs: [reservationsTypeDefs, reservationsAdminTypeDefs],
  resolvers: [reservationsResolvers, reservationsAdminResolvers],
};
