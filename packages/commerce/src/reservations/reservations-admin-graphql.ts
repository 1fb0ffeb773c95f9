import { GraphQLError } from 'graphql';
import type { ModuleResolvers } from '../engine/module.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type {
  MutationAdminMarkReservationPickedUpArgs,
  MutationAdminMarkReservationReadyArgs,
  QueryAdminReservationArgs,
  QueryAdminReservationsArgs,
} from '../graphql/generated/resolver-types.ts';
import { actorSeesStore, requireAdmin, type AdminActor } from '../staff/authorise.ts';
import type {
  ReservationMoveAudit,
  ReservationMoveOutcome,
  ReservationRow,
} from './reservation-service.ts';
import { reservationState, type ReservationState } from './reservation-states.ts';

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
      "Where the reservation is in its life now; combines with status."
      state: AdminReservationState
      currentPage: Int = 1
      pageSize: Int = 20
    ): AdminReservations!
    """
    Staff: one reservation by its number; null when there is none or it is another store's
    (a store employee cannot tell the two apart). Needs the "reservations" permission.
    """
    adminReservation(number: String!): AdminReservation
  }

  extend type Mutation {
    """
    Staff: the store put a reservation's units ready at the counter; the shopper is mailed that
    it can be collected (once). Only a confirmed reservation still held (TO_PREPARE) moves; a
    ready one answers as it is. Otherwise the code is RESERVATION_NOT_CONFIRMED,
    RESERVATION_EXPIRED or RESERVATION_PICKED_UP. Another store's reservation is NOT_FOUND, the
    same as a missing one. Needs the "reservations" permission.
    """
    adminMarkReservationReady(number: String!): AdminReservation!
    """
    Staff: the shopper collected the units (TO_PREPARE or READY_FOR_PICKUP); they leave the
    store's stock for good. Collected already answers as it is. Refusals as for
    adminMarkReservationReady.
    """
    adminMarkReservationPickedUp(number: String!): AdminReservation!
  }

  enum AdminReservationStatus {
    HELD
    RELEASED
    PICKED_UP
  }

  "A reservation's place in its life, as the store sees it."
  enum AdminReservationState {
    "Held briefly until the shopper follows the mailed link."
    AWAITING_CONFIRMATION
    "Confirmed: the store must put the units ready."
    TO_PREPARE
    "At the counter; the shopper was mailed."
    READY_FOR_PICKUP
    PICKED_UP
    "The hold ran out (or was ended) before the shopper came; the units went back on sale."
    EXPIRED
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
    state: AdminReservationState!
    confirmed: Boolean!
    expires_at: String!
    created_at: String!
    ready_at: String
    picked_up_at: String
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
    state: reservationState(row, context.now()),
    confirmed: row.confirmedAt !== null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    picked_up_at: row.pickedUpAt?.toISOString() ?? null,
  };
}

const reservationNotFound = () =>
  new GraphQLError('Could not find the reservation.', { extensions: { code: 'NOT_FOUND' } });

/** The states a move never starts from (a move to where it already is answers as it is). */
const refusals: Partial<Record<ReservationState, { code: string; message: string }>> = {
  AWAITING_CONFIRMATION: {
    code: 'RESERVATION_NOT_CONFIRMED',
    message: 'The shopper has not confirmed this reservation yet.',
  },
  PICKED_UP: { code: 'RESERVATION_PICKED_UP', message: 'This reservation was collected.' },
  EXPIRED: {
    code: 'RESERVATION_EXPIRED',
    message: 'This reservation expired; its units went back on sale.',
  },
};

/** The audit entry of a move, in its transaction (ADR 0028). */
function auditMove(
  context: GraphQLContext,
  actor: AdminActor,
  operation: string,
): ReservationMoveAudit {
  const now = context.now();
  return (tx, before, after) =>
    context.staff.audit.record(
      actor,
      {
        operation,
        target: `reservation:${after.number}`,
        before: { state: reservationState(before, now) },
        after: { state: reservationState(after, now) },
      },
      tx,
    );
}

/**
 * A move on one reservation: another store's answers exactly as a missing one, so a store
 * employee cannot learn that a number exists elsewhere.
 */
async function moveReservation(
  context: GraphQLContext,
  number: string,
  operation: string,
  move: (audit: ReservationMoveAudit) => Promise<ReservationMoveOutcome>,
) {
  const actor = await requireAdmin(context, 'reservations', { perStore: true });
  const row = await context.reservations.byNumber(number);
  if (!row || !actorSeesStore(actor, row.storeCode)) throw reservationNotFound();
  const outcome = await move(auditMove(context, actor, operation));
  if (outcome.kind === 'not-found') throw reservationNotFound();
  if (outcome.kind === 'refused') {
    const refusal = refusals[outcome.state]!;
    // Its own code, as refunds and returns have (ADR 0025, 0027): the back office words it.
    throw new GraphQLError(refusal.message, {
      extensions: { code: refusal.code, state: outcome.state },
    });
  }
  return reservationView(outcome.row, context);
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
      const { items, totalCount } = await context.reservations.adminList({
        storeCode: actor.storeCode ?? asked,
        status: args.status ?? null,
        state: args.state ?? null,
        pageSize,
        currentPage,
      });
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
  Mutation: {
    adminMarkReservationReady(
      _: unknown,
      { number }: MutationAdminMarkReservationReadyArgs,
      context: GraphQLContext,
    ) {
      return moveReservation(context, number, 'adminMarkReservationReady', (audit) =>
        context.reservations.markReady(number, audit),
      );
    },
    adminMarkReservationPickedUp(
      _: unknown,
      { number }: MutationAdminMarkReservationPickedUpArgs,
      context: GraphQLContext,
    ) {
      return moveReservation(context, number, 'adminMarkReservationPickedUp', (audit) =>
        context.reservations.markPickedUp(number, audit),
      );
    },
  },
} as unknown as ModuleResolvers;
