import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing/test-databases';
import { simpleProduct } from '@webshop/commerce/testing/shop-fixtures';
import { storeStock } from '@webshop/commerce/stores/schema';
import { POST } from './route';

// The shop's configured address: the same-origin check compares Origin with it, never Host.
vi.stubEnv('SHOP_URL', 'http://shop.test');

let engine: CommerceEngine;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ engine, close } = await createTestEngine('pglite', 'reservation_route', { seedProducts: 40 }));
  (globalThis as { __webshopEngine?: Promise<CommerceEngine> }).__webshopEngine =
    Promise.resolve(engine);
}, 120_000);

afterAll(async () => {
  delete (globalThis as { __webshopEngine?: unknown }).__webshopEngine;
  await close();
});

const form = {
  store: '',
  name: 'Anna de Vries',
  email: 'anna@voorbeeld.nl',
  phone: '0612345678',
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://shop.test/api/reservation', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        origin: 'http://shop.test',
        host: 'shop.test',
        'content-type': 'application/json',
        ...headers,
      },
    }),
  );

describe('POST /api/reservation', () => {
  it('holds the product in a store that has it and answers the number and until when', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 2000, onlineQty: 5 });
    const store = engine.services.stores.list()[0]!;
    await engine.database.db
      .insert(storeStock)
      .values({ productId: product.id, storeCode: store.code, qty: 2 })
      .onConflictDoUpdate({
        target: [storeStock.productId, storeStock.storeCode],
        set: { qty: 2 },
      });
    const response = await post({ ...form, sku: product.sku, store: store.code });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe('success');
    expect(body.reservation.number).toMatch(/^R/);
    expect(Date.parse(body.reservation.expiresAt)).toBeGreaterThan(Date.now() - 86_400_000);

    // More than the store has: spec §8 'reservation failed, try later', as a 4xx.
    const again = await post({ ...form, sku: product.sku, store: store.code, quantity: 5 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ status: 'error' });
  });

  it.each([
    ['no store', { ...form, sku: 'A' }, 400],
    ['an e-mail with accents', { ...form, sku: 'A', store: 's', email: 'ànna@x.nl' }, 400],
    ['a phone of letters', { ...form, sku: 'A', store: 's', phone: 'call me' }, 400],
    ['eleven units', { ...form, sku: 'A', store: 's', quantity: 11 }, 400],
    ['not JSON', '{', 400],
  ] as const)('refuses %s', async (_, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });

  it('refuses another origin', async () => {
    const response = await post(
      { ...form, sku: 'A', store: 's' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'NOT_SAME_ORIGIN' });
  });

  it('says plainly, with a code, that a body is not JSON', async () => {
    const response = await post('{"sku": }');
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: 'error',
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
    expect(text).not.toMatch(/position|Unexpected/);
  });
});
