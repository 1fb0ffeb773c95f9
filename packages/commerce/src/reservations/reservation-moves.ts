import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { reservations } from './schema.ts';
import { mailReservationReady } from './reservation-mails.ts';
import { reservationState, type ReservationState } from './reservation-states.ts';
import type {
  ReservationContext,
  ReservationMoveAudit,
  ReservationMoveOutcome,
  ReservationRow,
} from './reservation-records.ts';

/**
 * The store put the units ready at the counter: the shopper is mailed (once, in their
 * language) in the same transaction. Only a confirmed reservation still held and not yet
 * ready moves; one already ready answers as it is and mails nothing more.
 */
export function markReady(
  ctx: ReservationContext,
  number: string,
  audit: ReservationMoveAudit,
): Promise<ReservationMoveOutcome> {
  return move(
    ctx,
    number,
    ['TO_PREPARE'],
    'READY_FOR_PICKUP',
    async (tx, found, now) => {
      const [ready] = await tx
        .update(reservations)
        .set({ readyAt: now })
        .where(eq(reservations.id, found.id))
        .returning();
      const store = ctx.stores.byCode(found.storeCode);
      const product = ctx.catalog.product(found.productId) ?? {
        name: `#${found.productId}`,
        sku: '',
      };
      if (store) await mailReservationReady(ctx.mail, tx, ready!, product, store);
      return ready!;
    },
    audit,
  );
}

/**
 * The shopper collected the units at the counter (to prepare or ready, while held): they leave
 * the store's held stock for good. Collected already answers as it is.
 */
export function markPickedUp(
  ctx: ReservationContext,
  number: string,
  audit: ReservationMoveAudit,
): Promise<ReservationMoveOutcome> {
  return move(
    ctx,
    number,
    ['TO_PREPARE', 'READY_FOR_PICKUP'],
    'PICKED_UP',
    async (tx, found, now) => {
      const [collected] = await tx
        .update(reservations)
        .set({ status: 'PICKED_UP', pickedUpAt: now })
        .where(eq(reservations.id, found.id))
        .returning();
      await ctx.stores.collectHeldStock(tx, found.productId, found.storeCode, found.quantity);
      return collected!;
    },
    audit,
  );
}

/**
 * One move under the reservation's row lock, so the expiry sweep (which releases only rows
 * still HELD past their hold) and a second click wait for it and then see its outcome.
 */
function move(
  ctx: ReservationContext,
  number: string,
  from: ReservationState[],
  to: ReservationState,
  change: (tx: Database, found: ReservationRow, now: Date) => Promise<ReservationRow>,
  audit: ReservationMoveAudit,
): Promise<ReservationMoveOutcome> {
  if (number.length > 20) return Promise.resolve({ kind: 'not-found' });
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.number, number))
      .for('update');
    if (!found) return { kind: 'not-found' as const };
    const state = reservationState(found, now);
    if (state === to) return { kind: 'moved' as const, row: found, changed: false };
    if (!from.includes(state)) return { kind: 'refused' as const, state };
    const after = await change(tx, found, now);
    await audit(tx, found, after);
    return { kind: 'moved' as const, row: after, changed: true };
  });
}

/**
 * Gives the units of reservations past their hold time back to their stores; each one once
 * (a conditional update on its status and hold, so a confirmation that just extended the hold
 * keeps its units).
 * @returns how many were released.
 */
export async function releaseExpired(ctx: ReservationContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.status, 'HELD'), lt(reservations.expiresAt, now)))
    .limit(100);
  let released = 0;
  for (const reservation of due) {
    await ctx.db.transaction(async (tx) => {
      const [won] = await tx
        .update(reservations)
        .set({ status: 'RELEASED' })
        .where(
          and(
            eq(reservations.id, reservation.id),
            eq(reservations.status, 'HELD'),
            lt(reservations.expiresAt, now),
          ),
        )
        .returning({ id: reservations.id });
      if (!won) return;
      await ctx.stores.releaseStock(
        tx,
        reservation.productId,
        reservation.storeCode,
        reservation.quantity,
      );
      released++;
    });
  }
  return released;
}
