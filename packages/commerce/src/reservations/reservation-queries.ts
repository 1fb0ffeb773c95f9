import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { reservations } from './schema.ts';
import { reservationStateCondition, type ReservationState } from './reservation-states.ts';
import type { ReservationRow } from './reservation-records.ts';

/**
 * Confirmed reservations still held and not yet put ready, per store: what each store must
 * prepare (unconfirmed ones may still lapse within the hour, so they are not counted).
 */
export function toPreparePerStore(
  db: Database,
  now: Date,
): Promise<{ storeCode: string; count: number }[]> {
  return db
    .select({ storeCode: reservations.storeCode, count: count() })
    .from(reservations)
    .where(reservationStateCondition('TO_PREPARE', now))
    .groupBy(reservations.storeCode)
    .orderBy(reservations.storeCode);
}

/**
 * Reservations for the back office, newest first: one store's (`storeCode`) or every store's
 * (null), optionally in one stored status or one state (see reservation-states.ts).
 */
export async function adminReservationList(
  db: Database,
  now: () => Date,
  options: {
    storeCode: string | null;
    status: ReservationRow['status'] | null;
    state: ReservationState | null;
    pageSize: number;
    currentPage: number;
  },
): Promise<{ items: ReservationRow[]; totalCount: number }> {
  const { storeCode, status, state, pageSize, currentPage } = options;
  const where = and(
    storeCode === null ? undefined : eq(reservations.storeCode, storeCode),
    status === null ? undefined : eq(reservations.status, status),
    state === null ? undefined : reservationStateCondition(state, now()),
  );
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(desc(reservations.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(where),
  ]);
  return { items, totalCount: counted?.n ?? 0 };
}

/** One reservation by the number the shopper reads out at the counter. */
export async function reservationByNumber(
  db: Database,
  number: string,
): Promise<ReservationRow | null> {
  if (number.length > 20) return null;
  const [row] = await db.select().from(reservations).where(eq(reservations.number, number));
  return row ?? null;
}

/** The reservations made by the account or with its address (GDPR export, ADR 0033). */
export function reservationsOfPerson(db: Database, customerId: number, email: string) {
  return db.select().from(reservations).where(byPerson(customerId, email)).orderBy(reservations.id);
}

/**
 * Erases the personal part of those reservations in the caller's transaction (GDPR erasure,
 * ADR 0033): name, address, phone, client address and the account link. Number, product, store
 * and quantity stay, so a held one still lapses and gives its units back as usual, and the
 * store's counts stay right. Answers how many were erased.
 */
export async function eraseReservationsOf(
  tx: Database,
  customerId: number,
  email: string,
): Promise<number> {
  const erased = await tx
    .update(reservations)
    .set({
      customerId: null,
      name: '',
      email: `erased-reservation@erased.invalid`,
      telephone: '',
      clientAddress: null,
      confirmationHash: null,
    })
    .where(byPerson(customerId, email))
    .returning({ id: reservations.id });
  return erased.length;
}

const byPerson = (customerId: number, email: string) =>
  or(eq(reservations.customerId, customerId), eq(reservations.email, email.trim().toLowerCase()));
