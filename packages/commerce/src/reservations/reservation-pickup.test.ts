import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { signedInStaff, type StaffBrowser } from '../testing/staff-fixtures.ts';
import { mailOutbox } from '../mail/schema.ts';
import { auditLog } from '../staff/schema.ts';
import { storeStock } from '../stores/schema.ts';
import { reservations } from './schema.ts';
import {
  confirmationLink,
  confirmMutation,
  reserveMutation,
  setStoreQty,
  type ReservedAnswer,
} from '../testing/reservation-fixtures.ts';

const fields = 'number store_code state status ready_at picked_up_at';
const readyMutation = `mutation ($n: String!) { adminMarkReservationReady(number: $n) { ${fields} } }`;
const pickedUpMutation = `mutation ($n: String!) { adminMarkReservationPickedUp(number: $n) { ${fields} } }`;
const oneQuery = `query ($n: String!) { adminReservation(number: $n) { ${fields} } }`;
const listQuery = /* GraphQL */ `
  query ($state: AdminReservationState, $store: String) {
    adminReservations(state: $state, store_code: $store) {
      total_count
      items {
        number
      }
    }
  }
`;

interface Moved {
  number: string;
  state: string;
  status: string;
  ready_at: string | null;
  picked_up_at: string | null;
}
const errorOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions ?? null;

describe.each(databaseKinds)('reservations ready for pickup and collected on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  const start = new Date('2026-11-24T09:00:00Z');
  let now = start;
  let product: ProductRecord;
  let counter: StaffBrowser;
  let otherCounter: StaffBrowser;
  let office: StaffBrowser;
  let clients = 0;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'reservation_pickup', {
      seedProducts: 40,
      orderSweepMs: 0,
      now: () => now,
    }));
    product = await simpleProduct(engine, 3, { priceCents: 30_00, onlineQty: 5 });
    await setStoreQty(engine, product.id, 'amsterdam', 10);
    counter = await signedInStaff(
      engine,
      'counter-ams@shop.test',
      'STORE_EMPLOYEE',
      'amsterdam',
      () => now,
    );
    otherCounter = await signedInStaff(
      engine,
      'counter-rtm@shop.test',
      'STORE_EMPLOYEE',
      'rotterdam',
      () => now,
    );
    office = await signedInStaff(engine, 'office@shop.test', 'STAFF', null, () => now);
  });
  afterAll(() => close());

  /** A reservation in Amsterdam, confirmed by its mailed link unless asked otherwise. */
  async function reserve(confirm = true): Promise<string> {
    clients += 1;
    const answer = await engine.execute<ReservedAnswer>(
      reserveMutation,
      { sku: product.sku, store: 'amsterdam', qty: 2, email: `shopper${clients}@example.nl` },
      { 'x-forwarded-for': `198.51.100.${clients}` },
    );
    expect(answer.errors).toBeUndefined();
    const number = answer.data!.reserveInStore.reservation.number;
    if (confirm) {
      const token = (await confirmationLink(engine, number)).searchParams.get('token');
      expect((await engine.execute(confirmMutation, { token })).errors).toBeUndefined();
    }
    return number;
  }
  const stock = async () => {
    const [row] = await engine.database.db
      .select({ qty: storeStock.qty, held: storeStock.heldQty })
      .from(storeStock)
      .where(and(eq(storeStock.productId, product.id), eq(storeStock.storeCode, 'amsterdam')));
    return row!;
  };
  const readyMails = (number: string) =>
    engine.database.db
      .select({ to: mailOutbox.recipient, locale: mailOutbox.locale })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `reservation-ready:${number}`));

  it('is to prepare once confirmed, ready with one mail to the shopper, then collected', async () => {
    const unconfirmed = await reserve(false);
    const early = await counter.graphql(readyMutation, { n: unconfirmed });
    expect(errorOf(early)).toMatchObject({ code: 'RESERVATION_NOT_CONFIRMED' });

    const number = await reserve();
    const listed = await counter.graphql<{ adminReservations: { items: { number: string }[] } }>(
      listQuery,
      { state: 'TO_PREPARE' },
    );
    expect(listed.data!.adminReservations.items.map((item) => item.number)).toEqual([number]);
    const board = await office.graphql<{
      adminDashboard: { reservations_to_prepare: { store_code: string; count: number }[] };
    }>('{ adminDashboard { reservations_to_prepare { store_code count } } }');
    expect(board.data!.adminDashboard.reservations_to_prepare).toEqual([
      { store_code: 'amsterdam', count: 1 },
    ]);
    expect(await stock()).toEqual({ qty: 6, held: 4 });

    now = new Date(start.getTime() + 60_000);
    // Ten clicks at once: one move, one mail, one audit entry.
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        counter.graphql<{ adminMarkReservationReady: Moved }>(readyMutation, { n: number }),
      ),
    );
    for (const click of clicks) {
      expect(click.errors).toBeUndefined();
      expect(click.data!.adminMarkReservationReady).toMatchObject({
        state: 'READY_FOR_PICKUP',
        ready_at: now.toISOString(),
      });
    }
    expect(await readyMails(number)).toEqual([{ to: 'shopper2@example.nl', locale: 'nl' }]);
    const ready = await counter.graphql<{ adminReservations: { items: { number: string }[] } }>(
      listQuery,
      { state: 'READY_FOR_PICKUP' },
    );
    expect(ready.data!.adminReservations.items.map((item) => item.number)).toEqual([number]);
    const afterReady = await office.graphql<{
      adminDashboard: { reservations_to_prepare: unknown[] };
    }>('{ adminDashboard { reservations_to_prepare { store_code count } } }');
    expect(afterReady.data!.adminDashboard.reservations_to_prepare).toEqual([]);

    const collected = await counter.graphql<{ adminMarkReservationPickedUp: Moved }>(
      pickedUpMutation,
      { n: number },
    );
    expect(collected.data!.adminMarkReservationPickedUp).toMatchObject({
      state: 'PICKED_UP',
      status: 'PICKED_UP',
      picked_up_at: now.toISOString(),
    });
    // The collected units are no longer held and never come back; the other hold stays.
    expect(await stock()).toEqual({ qty: 6, held: 2 });
    const again = await counter.graphql<{ adminMarkReservationPickedUp: Moved }>(pickedUpMutation, {
      n: number,
    });
    expect(again.data!.adminMarkReservationPickedUp.state).toBe('PICKED_UP');
    expect(errorOf(await counter.graphql(readyMutation, { n: number }))).toMatchObject({
      code: 'RESERVATION_PICKED_UP',
    });

    const entries = await engine.database.db
      .select({ operation: auditLog.operation, actor: auditLog.actorName, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.target, `reservation:${number}`))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      {
        operation: 'adminMarkReservationReady',
        actor: 'counter-ams@shop.test',
        after: { state: 'READY_FOR_PICKUP' },
      },
      {
        operation: 'adminMarkReservationPickedUp',
        actor: 'counter-ams@shop.test',
        after: { state: 'PICKED_UP' },
      },
    ]);

    // Far past its hold, the sweep gives nothing back for a collected reservation.
    now = new Date(start.getTime() + 30 * 24 * 3_600_000);
    await engine.services.reservations.releaseExpired();
    expect((await stock()).held).toBe(0);
    expect((await stock()).qty).toBe(8);
  });

  it("answers another store's reservation as a missing one, to reads and moves alike", async () => {
    now = start;
    const number = await reserve();
    expect(errorOf(await otherCounter.graphql(readyMutation, { n: number }))).toEqual({
      code: 'NOT_FOUND',
    });
    expect(errorOf(await otherCounter.graphql(pickedUpMutation, { n: number }))).toEqual({
      code: 'NOT_FOUND',
    });
    expect(errorOf(await otherCounter.graphql(readyMutation, { n: 'RNOSUCH22' }))).toEqual({
      code: 'NOT_FOUND',
    });
    const read = await otherCounter.graphql<{ adminReservation: null }>(oneQuery, { n: number });
    expect(read.data!.adminReservation).toBeNull();
    const listed = await otherCounter.graphql<{ adminReservations: { total_count: number } }>(
      listQuery,
      { store: 'amsterdam' },
    );
    expect(listed.data!.adminReservations.total_count).toBe(0);
    expect(await readyMails(number)).toEqual([]);
    // Office staff reach every store.
    const moved = await office.graphql<{ adminMarkReservationReady: Moved }>(readyMutation, {
      n: number,
    });
    expect(moved.data!.adminMarkReservationReady.state).toBe('READY_FOR_PICKUP');
  });

  it('reads a hold that ran out as expired before the sweep, and refuses to hand it over', async () => {
    now = start;
    const number = await reserve();
    // The hold ran out a moment ago (a staff session would not last the days of a real hold).
    await engine.database.db
      .update(reservations)
      .set({ expiresAt: new Date(now.getTime() - 1_000) })
      .where(eq(reservations.number, number));
    const read = await counter.graphql<{ adminReservation: Moved }>(oneQuery, { n: number });
    expect(read.data!.adminReservation).toMatchObject({ state: 'EXPIRED', status: 'HELD' });
    expect(errorOf(await counter.graphql(pickedUpMutation, { n: number }))).toMatchObject({
      code: 'RESERVATION_EXPIRED',
      state: 'EXPIRED',
    });
    await engine.services.reservations.releaseExpired();
    const expired = await counter.graphql<{ adminReservations: { items: { number: string }[] } }>(
      listQuery,
      { state: 'EXPIRED' },
    );
    expect(expired.data!.adminReservations.items.map((item) => item.number)).toContain(number);
  });
});
