import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import { newSecretToken } from '../customers/secret-token.ts';
import { mailOutbox } from '../mail/schema.ts';
import { reservations } from './schema.ts';
import {
  confirmationLink,
  confirmMutation,
  reserveMutation,
  setStoreQty,
  storeQty,
  type ConfirmedAnswer,
  type ReservedAnswer,
} from '../testing/reservation-fixtures.ts';

const minutes = (n: number) => n * 60_000;

describe.each(databaseKinds)('confirming reservations by mail on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  const start = new Date('2026-11-24T12:00:00Z');
  let now = start;
  let product: ProductRecord;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'reservation_confirm', {
      seedProducts: 40,
      orderSweepMs: 0,
      now: () => now,
    }));
    product = await simpleProduct(engine, 2, { priceCents: 20_00, onlineQty: 5 });
    await setStoreQty(engine, product.id, 'amsterdam', 20);
  });
  afterAll(() => close());

  // Each reservation from a client of its own: the limit per client is not what is tested here
  // (reservation-limits.test.ts), and requests without an address all count as one client.
  let clients = 0;
  const reserve = async (email: string, headers: Record<string, string> = {}) => {
    clients += 1;
    const result = await engine.execute<ReservedAnswer>(
      reserveMutation,
      { sku: product.sku, store: 'amsterdam', qty: 1, email },
      { 'x-forwarded-for': `198.51.100.${clients}`, ...headers },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.reserveInStore.reservation;
  };
  const confirm = (token: string | null) =>
    engine.execute<ConfirmedAnswer>(confirmMutation, { token });
  const tokenOf = async (number: string) =>
    (await confirmationLink(engine, number)).searchParams.get('token');
  const mailCount = async (dedupeKey: string) =>
    (
      await engine.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, dedupeKey))
    )[0]!.n;
  const linkInvalid = {
    message: 'This confirmation link has expired or is unknown. Reserve the product again.',
    extensions: { code: 'BAD_USER_INPUT', reason: 'RESERVATION_LINK_INVALID', params: {} },
  };
  const refusalOf = (result: Awaited<ReturnType<typeof confirm>>) => ({
    message: result.errors?.[0]?.message,
    extensions: result.errors?.[0]?.extensions,
  });

  it('holds an unconfirmed reservation for an hour, then gives its units back', async () => {
    now = start;
    const stock = await storeQty(engine, product.id, 'amsterdam');
    const held = await reserve('lapse@example.nl');
    expect(held.confirmed).toBe(false);
    expect(await storeQty(engine, product.id, 'amsterdam')).toBe(stock - 1);

    now = new Date(start.getTime() + minutes(59));
    expect(await engine.services.reservations.releaseExpired()).toBe(0);
    now = new Date(start.getTime() + minutes(61));
    expect(await engine.services.reservations.releaseExpired()).toBe(1);
    expect(await storeQty(engine, product.id, 'amsterdam')).toBe(stock);

    // Its link no longer confirms anything, and says so as an unknown link does.
    expect(refusalOf(await confirm(await tokenOf(held.number)))).toEqual(linkInvalid);
  });

  it('refuses a lapsed link before the sweep has released it', async () => {
    now = start;
    const held = await reserve('late@example.nl');
    now = new Date(start.getTime() + minutes(60) + 1);
    expect(refusalOf(await confirm(await tokenOf(held.number)))).toEqual(linkInvalid);
    expect(await engine.services.reservations.releaseExpired()).toBeGreaterThanOrEqual(1);
  });

  it('extends the hold once confirmed, and confirming again changes and mails nothing', async () => {
    now = start;
    const held = await reserve('confirm@example.nl');
    const token = await tokenOf(held.number);
    now = new Date(start.getTime() + minutes(30));
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    const expected = {
      number: held.number,
      confirmed: true,
      expires_at: '2026-11-27T18:00:00.000Z',
    };
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.confirmReservation.reservation).toEqual(expected);
    }
    now = new Date(start.getTime() + minutes(45));
    expect((await confirm(token)).data!.confirmReservation.reservation).toEqual(expected);
    expect(await mailCount(`reservation-confirmed:${held.number}`)).toBe(1);

    // Past the hour the confirmed reservation keeps its units.
    const stock = await storeQty(engine, product.id, 'amsterdam');
    now = new Date(start.getTime() + minutes(120));
    await engine.services.reservations.releaseExpired();
    expect(await storeQty(engine, product.id, 'amsterdam')).toBe(stock);
  });

  it('keeps the units of a reservation confirmed after the sweep read it as lapsed', async () => {
    now = start;
    const held = await reserve('just-in-time@example.nl');
    const stock = await storeQty(engine, product.id, 'amsterdam');
    now = new Date(start.getTime() + minutes(61));
    // The sweep has read the due reservations; before it releases this one, a confirmation
    // (another engine's, say) commits and extends the hold.
    const db = engine.database.db;
    const transaction = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementation((async (
      ...args: Parameters<typeof db.transaction>
    ) => {
      spy.mockRestore();
      await db
        .update(reservations)
        .set({ confirmedAt: now, expiresAt: new Date('2026-11-27T18:00:00Z') })
        .where(eq(reservations.number, held.number));
      return transaction(...args);
    }) as typeof db.transaction);
    try {
      await engine.services.reservations.releaseExpired();
    } finally {
      spy.mockRestore();
    }
    expect(await storeQty(engine, product.id, 'amsterdam')).toBe(stock);
    const [row] = await db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.number, held.number));
    expect(row!.status).toBe('HELD');
  });

  it('answers an unknown or malformed token exactly like a lapsed one', async () => {
    expect(refusalOf(await confirm(newSecretToken()))).toEqual(linkInvalid);
    expect(refusalOf(await confirm('not-a-token'))).toEqual(linkInvalid);
    expect(refusalOf(await confirm(''))).toEqual(linkInvalid);
  });

  it('needs no link for a signed-in customer reserving for the confirmed account address', async () => {
    now = start;
    const customer = await signedInCustomer(engine);
    const own = await reserve(customer.email, customer.headers);
    expect(own).toMatchObject({ confirmed: true, expires_at: '2026-11-27T18:00:00.000Z' });
    expect(await mailCount(`reservation-confirmed:${own.number}`)).toBe(1);
    expect(await mailCount(`reservation-confirm:${own.number}`)).toBe(0);

    // Another address than the account's still has to be confirmed by its holder.
    const other = await reserve('someone-else@example.nl', customer.headers);
    expect(other.confirmed).toBe(false);
    expect(await mailCount(`reservation-confirm:${other.number}`)).toBe(1);
  });
});
