import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { mailOutbox } from '../mail/schema.ts';
import { reservations } from './schema.ts';
import {
  confirmationLink,
  confirmMutation,
  reserveMutation as reserve,
  setStoreQty,
  storeQty,
  type ConfirmedAnswer,
  type ReservedAnswer,
} from '../testing/reservation-fixtures.ts';

describe.each(databaseKinds)('reservations on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let now = new Date('2026-11-24T12:00:00Z');

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'reservations', {
      seedProducts: 40,
      orderSweepMs: 0,
      now: () => now,
    }));
  });
  afterAll(() => close());

  const mails = async (dedupeKey: string) =>
    (
      await engine.database.db
        .select({ n: count(), locale: max(mailOutbox.locale) })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, dedupeKey))
    )[0];

  it('holds units the store has, confirms by the mailed link, and releases them when the hold ends', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 5 });
    // Amsterdam closes at 19:00 on Fridays.
    const store = engine.services.stores.byCode('amsterdam')!;
    await setStoreQty(engine, product.id, store.code, 3);
    const held = await engine.execute<ReservedAnswer>(
      reserve,
      { sku: product.sku, store: store.code, qty: 2 },
      { 'x-locale': 'en' },
    );
    expect(held.errors).toBeUndefined();
    const { number, expires_at, confirmed } = held.data!.reserveInStore.reservation;
    expect(number).toMatch(/^R[2-9A-Z]{8}$/);
    // Until it is confirmed, the store holds it for an hour.
    expect(confirmed).toBe(false);
    expect(expires_at).toBe('2026-11-24T13:00:00.000Z');
    expect(await storeQty(engine, product.id, store.code)).toBe(1);
    expect(await mails(`reservation-confirm:${number}`)).toEqual({ n: 1, locale: 'en' });
    expect(await mails(`reservation-confirmed:${number}`)).toEqual({ n: 0, locale: null });

    // The link leads to the English page; following it holds the units for the normal period.
    const link = await confirmationLink(engine, number);
    expect(link.pathname).toBe('/en/reservation/confirm');
    now = new Date('2026-11-24T12:40:00Z');
    const done = await engine.execute<ConfirmedAnswer>(confirmMutation, {
      token: link.searchParams.get('token'),
    });
    expect(done.errors).toBeUndefined();
    // Reserved Tuesday 13:00: held until the store closes on Friday, the third day.
    expect(done.data!.confirmReservation.reservation).toEqual({
      number,
      confirmed: true,
      expires_at: '2026-11-27T18:00:00.000Z',
    });
    expect(await mails(`reservation-confirmed:${number}`)).toEqual({ n: 1, locale: 'en' });

    const tooMany = await engine.execute(reserve, {
      sku: product.sku,
      store: store.code,
      qty: 2,
      email: 'bert@example.nl',
    });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('RESERVATION_FAILED');
    expect(await storeQty(engine, product.id, store.code)).toBe(1);

    const races = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        engine.execute(reserve, {
          sku: product.sku,
          store: store.code,
          qty: 1,
          email: `racer${n}@example.nl`,
        }),
      ),
    );
    expect(races.filter((result) => !result.errors)).toHaveLength(1);
    expect(await storeQty(engine, product.id, store.code)).toBe(0);

    now = new Date('2026-11-28T12:00:00Z');
    expect(await engine.services.reservations.releaseExpired()).toBe(2);
    expect(await engine.services.reservations.releaseExpired()).toBe(0);
    expect(await storeQty(engine, product.id, store.code)).toBe(3);
    const [left] = await engine.database.db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.status, 'HELD')));
    expect(left!.n).toBe(0);
  });

  it('refuses unknown products and bad form input with codes', async () => {
    const store = engine.services.stores.list()[0]!;
    const unknown = await engine.execute(reserve, { sku: 'NOPE', store: store.code, qty: 1 });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('RESERVATION_FAILED');
    const product = await simpleProduct(engine, 1, { priceCents: 20_00, onlineQty: 5 });
    const noStore = await engine.execute(reserve, { sku: product.sku, store: 'nowhere', qty: 1 });
    expect(noStore.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'store_code',
    });
    const zero = await engine.execute(reserve, { sku: product.sku, store: store.code, qty: 0 });
    expect(zero.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quantity',
    });
  });
});
