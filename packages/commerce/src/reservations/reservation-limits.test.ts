import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResult } from '../engine/create-engine.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { shopConstants } from '../config/constants.ts';
import { reserveMutation, setStoreQty, storeQty } from '../testing/reservation-fixtures.ts';
import { reservationClientLimit } from './reservation-limits.ts';

const limits = shopConstants.reservations;
type Result = GraphQLResult<Record<string, unknown>>;

describe.each(databaseKinds)('reservation limits on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let now = new Date('2026-11-24T12:00:00Z');
  const products: ProductRecord[] = [];
  const stores = ['amsterdam', 'utrecht', 'rotterdam'];

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'reservation_limits', {
      seedProducts: 40,
      orderSweepMs: 0,
      now: () => now,
    }));
    for (let index = 0; index < 6; index++) {
      const product = await simpleProduct(engine, index, { priceCents: 20_00, onlineQty: 5 });
      for (const store of stores) await setStoreQty(engine, product.id, store, 40);
      products.push(product);
    }
  });
  afterAll(() => close());

  const reserve = (
    product: ProductRecord,
    email: string,
    {
      qty = 1,
      store = 'amsterdam',
      client,
    }: { qty?: number; store?: string; client?: string } = {},
  ) =>
    engine.execute(
      reserveMutation,
      { sku: product.sku, store, qty, email },
      client ? { 'x-forwarded-for': client } : {},
    );
  const refusal = (result: Result) => {
    const extensions = result.errors?.[0]?.extensions ?? {};
    return { code: extensions.code, reason: extensions.reason, params: extensions.params };
  };
  const succeeded = (results: Result[]) => results.filter((r) => !r.errors).length;

  it('holds at most two units of one product per reservation and per e-mail address', async () => {
    const [product, other] = products;
    expect(refusal(await reserve(product!, 'units@example.nl', { qty: 3 }))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'RESERVATION_UNITS_LIMIT',
      params: { max: limits.maxUnitsPerProduct },
    });
    expect((await reserve(product!, 'units@example.nl', { qty: 2 })).errors).toBeUndefined();
    // A second reservation of the same product for the same address, even in another store.
    expect(refusal(await reserve(product!, 'Units@Example.nl', { store: 'utrecht' }))).toEqual({
      code: 'RESERVATION_LIMIT',
      reason: 'RESERVATION_UNITS_LIMIT',
      params: { max: limits.maxUnitsPerProduct },
    });
    expect((await reserve(other!, 'units@example.nl')).errors).toBeUndefined();
    expect(await storeQty(engine, product!.id, 'utrecht')).toBe(40);
  });

  it('keeps at most three reservations open per e-mail address, in any letter case', async () => {
    for (const product of products.slice(0, 3)) {
      expect((await reserve(product, 'open@example.nl')).errors).toBeUndefined();
    }
    const fourth = await reserve(products[3]!, 'OPEN@example.nl');
    expect(refusal(fourth)).toEqual({
      code: 'RESERVATION_LIMIT',
      reason: 'RESERVATION_EMAIL_LIMIT',
      params: { max: limits.maxOpenPerEmail },
    });
    expect(await storeQty(engine, products[3]!.id, 'amsterdam')).toBe(40);
    // Once the unconfirmed holds have lapsed, the address may reserve again.
    now = new Date(now.getTime() + limits.unconfirmedHoldMs + 60_000);
    expect((await reserve(products[3]!, 'open@example.nl')).errors).toBeUndefined();
  });

  it('takes at most five reservations an hour from one client address', async () => {
    const client = kind === 'pglite' ? '203.0.113.21' : '203.0.113.22';
    for (let n = 0; n < limits.maxPerClientPerWindow; n++) {
      const result = await reserve(products[4]!, `client${n}@example.nl`, { client });
      expect(result.errors).toBeUndefined();
    }
    expect(refusal(await reserve(products[4]!, 'client9@example.nl', { client }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      reason: 'RESERVATION_CLIENT_LIMIT',
      params: { max: limits.maxPerClientPerWindow },
    });
    // Another client is not held back; the same one may go on after the hour.
    expect(
      (await reserve(products[4]!, 'client9@example.nl', { client: '198.51.100.9' })).errors,
    ).toBeUndefined();
    now = new Date(now.getTime() + limits.clientWindowMs + 60_000);
    expect((await reserve(products[4]!, 'client10@example.nl', { client })).errors).toBeUndefined();
  });

  it('takes the limit per client from RESERVATIONS_PER_CLIENT_HOUR when it is valid', () => {
    expect(reservationClientLimit({ RESERVATIONS_PER_CLIENT_HOUR: '40' })).toBe(40);
    for (const bad of ['', '0', '-3', '2.5', 'many']) {
      expect(reservationClientLimit({ RESERVATIONS_PER_CLIENT_HOUR: bad })).toBe(
        limits.maxPerClientPerWindow,
      );
    }
  });

  it('never lets concurrent reservations past a limit', async () => {
    now = new Date(now.getTime() + 2 * limits.clientWindowMs);
    const [product] = products.slice(5);
    const before = await storeQty(engine, product!.id, 'amsterdam');

    // One address, one product, six at once: two units in all.
    const sameProduct = await Promise.all(
      Array.from({ length: 6 }, () => reserve(product!, 'race-units@example.nl')),
    );
    expect(succeeded(sameProduct)).toBe(limits.maxUnitsPerProduct);
    expect(await storeQty(engine, product!.id, 'amsterdam')).toBe(
      before - limits.maxUnitsPerProduct,
    );

    // One address, six products at once: three open reservations.
    const sameAddress = await Promise.all(
      products.map((each) => reserve(each, 'race-open@example.nl', { store: 'rotterdam' })),
    );
    expect(succeeded(sameAddress)).toBe(limits.maxOpenPerEmail);

    // One client, ten addresses at once: five reservations.
    const sameClient = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        reserve(product!, `race-client${n}@example.nl`, {
          store: 'utrecht',
          client: kind === 'pglite' ? '203.0.113.31' : '203.0.113.32',
        }),
      ),
    );
    expect(succeeded(sameClient)).toBe(limits.maxPerClientPerWindow);
    for (const result of sameClient.filter((r) => r.errors)) {
      expect(refusal(result).reason).toBe('RESERVATION_CLIENT_LIMIT');
    }
  });
});
