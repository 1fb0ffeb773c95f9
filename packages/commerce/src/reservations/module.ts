import { requireService, type EngineModule, type ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { MutationReserveInStoreArgs } from '../graphql/generated/resolver-types.ts';
import { reservationsTypeDefs } from './reservations-typedefs.ts';
import { ReservationService } from './reservation-service.ts';
import * as tables from './schema.ts';

const reservationsResolvers = {
  Mutation: {
    async reserveInStore(
      _: unknown,
      { input }: MutationReserveInStoreArgs,
      context: GraphQLContext,
    ) {
      const { reservation, product, store } = await context.reservations.reserve({
        sku: input.sku,
        storeCode: input.store_code,
        quantity: input.quantity ?? 1,
        name: input.name,
        email: input.email,
        telephone: input.telephone,
        locale: context.locale ?? 'nl',
      });
      return {
        reservation: {
          number: reservation.number,
          sku: product.sku,
          product_name: product.name,
          quantity: reservation.quantity,
          store: { ...store, opening_hours: store.openingHours },
          expires_at: reservation.expiresAt.toISOString(),
        },
      };
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
  typeDefs: reservationsTypeDefs,
  resolvers: reservationsResolvers,
};
