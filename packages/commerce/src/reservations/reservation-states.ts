import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { reservations } from './schema.ts';

type ReservationRow = typeof reservations.$inferSelect;

/**
 * Where a reservation is in its life, as the store's staff see it. Derived from the stored
 * status and moments rather than stored, so a hold that ran out reads as expired before the
 * sweep has given its units back.
 */
export type ReservationState =
  'AWAITING_CONFIRMATION' | 'TO_PREPARE' | 'READY_FOR_PICKUP' | 'PICKED_UP' | 'EXPIRED';

export const reservationStates: readonly ReservationState[] = [
  'AWAITING_CONFIRMATION',
  'TO_PREPARE',
  'READY_FOR_PICKUP',
  'PICKED_UP',
  'EXPIRED',
];

export function reservationState(row: ReservationRow, now: Date): ReservationState {
  if (row.status === 'PICKED_UP') return 'PICKED_UP';
  if (row.status === 'RELEASED' || row.expiresAt <= now) return 'EXPIRED';
  if (row.confirmedAt === null) return 'AWAITING_CONFIRMATION';
  return row.readyAt === null ? 'TO_PREPARE' : 'READY_FOR_PICKUP';
}

/** The rows in `state` at `now`: the same rule as reservationState, as a query condition. */
export function reservationStateCondition(state: ReservationState, now: Date): SQL | undefined {
  const held = and(eq(reservations.status, 'HELD'), gt(reservations.expiresAt, now));
  switch (state) {
    case 'AWAITING_CONFIRMATION':
      return and(held, isNull(reservations.confirmedAt));
    case 'TO_PREPARE':
      return and(held, isNotNull(reservations.confirmedAt), isNull(reservations.readyAt));
    case 'READY_FOR_PICKUP':
      return and(held, isNotNull(reservations.confirmedAt), isNotNull(reservations.readyAt));
    case 'PICKED_UP':
      return eq(reservations.status, 'PICKED_UP');
    case 'EXPIRED':
      return or(
        eq(reservations.status, 'RELEASED'),
        and(eq(reservations.status, 'HELD'), lte(reservations.expiresAt, now)),
      );
  }
}
