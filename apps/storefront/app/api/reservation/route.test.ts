import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, simpleProduct, setStoreQty } from '@webshop/commerce/testing';
import { POST } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The shop's configured address: the same-origin check compares Origin with it, never Host.
vi.stubEnv('SHOP_URL', 'http://shop.test');

let engine: CommerceEngine;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ engine, close } = await createTestEngine('pglite', 'reservation_route', { seedProducts: 40 }));
  serveEngine(engine);
}, 120_000);

afterAll(async () => {
  stopServingEngine();
  await close();
});

const form = {
  store: '',
  name: 'Anna de Vries',
  email: 'anna@voorbeeld.nl',
  phone: '0612345678',
};

const post = (body: unknown, headers: Record<string, string> = {}, locale = 'nl') =>
  POST(
    new Request(`http://shop.test/api/reservation?locale=${locale}`, {
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
  const stocked = async (index: number, qty: number) => {
    const product = await simpleProduct(engine, index, { priceCents: 2000, onlineQty: 5 });
    const store = engine.services.stores.list()[0]!;
    await setStoreQty(engine, product.id, store.code, qty);
    return { sku: product.sku, store: store.code };
  };

  it('holds the product in a store that has it and answers the number and until when', async () => {
    const where = await stocked(0, 2);
    const response = await post({ ...form, ...where });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe('success');
    expect(body.reservation.number).toMatch(/^R/);
    // Held for the hour in which the mailed link confirms it.
    expect(body.reservation.confirmed).toBe(false);
    expect(Date.parse(body.reservation.expiresAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(body.reservation.expiresAt)).toBeLessThanOrEqual(Date.now() + 3_600_000);

    // More than the store has: spec §8 'reservation failed, try later', as a 4xx.
    const again = await post({ ...form, ...where, email: 'bert@voorbeeld.nl', quantity: 2 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: 'error', code: 'RESERVATION_FAILED' });
  });

  it('says a limit in the page’s language', async () => {
    const where = await stocked(1, 10);
    const three = await post({ ...form, ...where, email: 'drie@voorbeeld.nl', quantity: 3 });
    expect(three.status).toBe(400);
    expect(await three.json()).toMatchObject({
      reason: 'RESERVATION_UNITS_LIMIT',
      message: 'Je kunt van één product maximaal 2 stuks reserveren.',
    });
    const english = await post(
      { ...form, ...where, email: 'drie@voorbeeld.nl', quantity: 3 },
      {},
      'en',
    );
    expect((await english.json()).message).toBe('You can reserve at most 2 of one product.');

    for (const index of [2, 3, 4]) {
      const each = await stocked(index, 5);
      expect((await post({ ...form, ...each, email: 'vol@voorbeeld.nl' })).status).toBe(200);
    }
    const fourth = await post({ ...form, ...where, email: 'vol@voorbeeld.nl' }, {}, 'fr');
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({
      code: 'RESERVATION_LIMIT',
      reason: 'RESERVATION_EMAIL_LIMIT',
      message: expect.stringContaining('déjà 3 réservations'),
    });
  });

  it('takes at most five reservations an hour from one client, by the address the shop saw', async () => {
    const where = await stocked(5, 20);
    // The shop's server appends the address it saw; what the client wrote before it is not trusted.
    const from = (n: number) => ({ 'x-forwarded-for': `10.9.9.${n}, 203.0.113.50` });
    for (let n = 0; n < 5; n++) {
      const response = await post({ ...form, ...where, email: `klant${n}@voorbeeld.nl` }, from(n));
      expect(response.status).toBe(200);
    }
    const sixth = await post({ ...form, ...where, email: 'klant9@voorbeeld.nl' }, from(9), 'de');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      reason: 'RESERVATION_CLIENT_LIMIT',
      message: expect.stringContaining('5 Reservierungen'),
    });
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
