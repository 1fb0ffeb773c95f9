import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  QueryAdminReservationArgs,
  QueryAdminReservationsArgs,
} from '../graphql/generated/resolver-types.ts';
import { actorSeesStore, requireAdmin } from '../staff/authorise.ts';
import type { ReservationRow } from './reservation-service.ts';

/** The back office's view of reservations: a store employee sees their own store's only. */
export const reservationsAdminTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Staff: reservations, newest first, of one store or (store_code left out) of every store the
    caller may see. A store employee sees their own store's only; asking for another store
    answers an empty list. Needs the "reservations" permission.
    """
    adminReservations(
      store_code: String
      status: AdminReservationStatus
      currentPage: Int = 1
      pageSize: Int = 20
    ): AdminReservations!
    """
    Staff: one reservation by its number; null when there is none or it is another store's
    (a store employee cannot tell the two apart). Needs the "reservations" permission.
    """
    adminReservation(number: String!): AdminReservation
  }

  enum AdminReservationStatus {
    HELD
    RELEASED
  }

  type AdminReservations {
    items: [AdminReservation!]!
    total_count: Int!
  }

  type AdminReservation {
    number: String!
    store_code: String!
    sku: String
    product_name: String
    quantity: Int!
    name: String!
    email: String!
    telephone: String!
    status: AdminReservationStatus!
    confirmed: Boolean!
    expires_at: String!
    created_at: String!
  }
`;

function reservationView(row: ReservationRow, context: GraphQLContext) {
  const product = context.catalog.product(row.productId);
  return {
    number: row.number,
    store_code: row.storeCode,
    sku: product?.sku ?? null,
    product_name: product?.name ?? null,
    quantity: row.quantity,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    status: row.status,
    confirmed: row.confirmedAt !== null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export const reservationsAdminResolvers = {
  Query: {
    async adminReservations(_: unknown, args: QueryAdminReservationsArgs, context: GraphQLContext) {
      const actor = await requireAdmin(context, 'reservations', { perStore: true });
      const asked = args.store_code ?? null;
      if (asked !== null && asked.length > 40) {
        throw new GraphQLError('Not a store code.', {
          extensions: { code: 'BAD_USER_INPUT', field: 'store_code' },
        });
      }
      if (asked !== null && !actorSeesStore(actor, asked)) return { items: [], total_count: 0 };
      const pageSize = Math.min(Math.max(args.pageSize ?? 20, 1), 100);
      const currentPage = Math.min(Math.max(args.currentPage ?? 1, 1), 10_000);
      const { items, totalCount } = await context.reservations.adminList(
        actor.storeCode ?? asked,
        args.status ?? null,
        pageSize,
        currentPage,
      );
      return {
        items: items.map((row) => reservationView(row, context)),
        total_count: totalCount,
      };
    },
    async adminReservation(_: unknown, args: QueryAdminReservationArgs, context: GraphQLContext) {
      const actor = await requireAdmin(context, 'reservations', { perStore: true });
      const row = await context.reservations.byNumber(args.number);
      return row && actorSeesStore(actor, row.storeCode) ? reservationView(row, context) : null;
    },
  },
} as unknown as ModuleResolvers;
