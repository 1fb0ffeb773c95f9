import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { storeStock } from '../stores/schema.ts';
import { mailOutbox } from '../mail/schema.ts';
import { reservations } from './schema.ts';

const reserve = /* GraphQL */ `
  mutation ($sku: String!, $store: String!, $qty: Int) {
    reserveInStore(
      input: {
        sku: $sku
        store_code: $store
        quantity: $qty
        name: "Anna de Vries"
        email: "anna@example.nl"
        telephone: "0612345678"
      }
    ) {
      reservation {
        number
        quantity
        expires_at
        store {
          code
        }
      }
    }
  }
`;

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

  const storeQty = async (productId: number, storeCode: string) =>
    (
      await engine.database.db
        .select({ qty: storeStock.qty })
        .from(storeStock)
        .where(and(eq(storeStock.productId, productId), eq(storeStock.storeCode, storeCode)))
    )[0]?.qty ?? 0;

  it('holds units the store has, mails once, and releases them when the hold ends', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 5 });
    // Amsterdam closes at 19:00 on Fridays.
    const store = engine.services.stores.byCode('amsterdam')!;
    await engine.database.db
      .insert(storeStock)
      .values({ productId: product.id, storeCode: store.code, qty: 3 })
      .onConflictDoUpdate({
        target: [storeStock.productId, storeStock.storeCode],
        set: { qty: 3 },
      });
    const held = await engine.execute<{
      reserveInStore: { reservation: { number: string; expires_at: string } };
    }>(reserve, { sku: product.sku, store: store.code, qty: 2 }, { 'x-locale': 'en' });
    expect(held.errors).toBeUndefined();
    const { number, expires_at } = held.data!.reserveInStore.reservation;
    expect(number).toMatch(/^R[2-9A-Z]{8}$/);
    // Reserved Tuesday 13:00: held until the store closes on Friday, the third day.
    expect(expires_at).toBe('2026-11-27T18:00:00.000Z');
    expect(await storeQty(product.id, store.code)).toBe(1);
    const [mails] = await engine.database.db
      .select({ n: count(), locale: max(mailOutbox.locale) })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `reservation-confirmed:${number}`));
    expect(mails).toEqual({ n: 1, locale: 'en' });

    const tooMany = await engine.execute(reserve, { sku: product.sku, store: store.code, qty: 2 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('RESERVATION_FAILED');
    expect(await storeQty(product.id, store.code)).toBe(1);

    const races = await Promise.all(
      Array.from({ length: 5 }, () =>
        engine.execute(reserve, { sku: product.sku, store: store.code, qty: 1 }),
      ),
    );
    expect(races.filter((result) => !result.errors)).toHaveLength(1);
    expect(await storeQty(product.id, store.code)).toBe(0);

    now = new Date('2026-11-28T12:00:00Z');
    expect(await engine.services.reservations.releaseExpired()).toBe(2);
    expect(await engine.services.reservations.releaseExpired()).toBe(0);
    expect(await storeQty(product.id, store.code)).toBe(3);
    const [left] = await engine.database.db
      .select({ n: count() })
      .from(reservations)
      .where(eq(reservations.status, 'HELD'));
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
