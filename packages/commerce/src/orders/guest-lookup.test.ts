import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine, GraphQLResult } from '../engine/create-engine.ts';
import { signInFailures } from '../customers/schema.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { guestLookupRules } from './guest-lookup.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

const lookup = /* GraphQL */ `
  query Track($number: String!, $postcode: String, $email: String) {
    guestOrder(input: { number: $number, postcode: $postcode, email: $email }) {
      number
      status_code
      token
      email
      shipping_address {
        firstname
        street
      }
      billing_address {
        lastname
      }
      items {
        product_sku
      }
    }
  }
`;

type Lookup = GraphQLResult<{
  guestOrder: {
    number: string;
    token: string | null;
    email: string | null;
    shipping_address: unknown;
    billing_address: unknown;
    items: { product_sku: string }[];
  } | null;
}>;

const code = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

describe.each(databaseKinds)('guest order lookup on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let clock = new Date('2026-03-02T09:00:00Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let productIndex = 30;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'guest_lookup', {
      now: () => clock,
      seedProducts: 60,
      orderSweepMs: 0,
    }));
  }, 120_000);
  afterAll(() => close());

  /** A placed order of its own (postcode 3511 AB), with a fresh throttle for its number. */
  async function placedOrder() {
    const product = await simpleProduct(engine, productIndex++, {
      priceCents: 19_00,
      onlineQty: 5,
    });
    const email = `anna-${productIndex}@example.nl`;
    const cart = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }], email);
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cart });
    const order = placed.data!.placeOrder.orderV2!;
    return { number: order.number, token: order.token, email, sku: product.sku };
  }

  const track = (number: string, postcode: string, headers: Record<string, string> = {}) =>
    engine.execute(lookup, { number, postcode }, headers) as Promise<Lookup>;

  const record = async (key: string) =>
    (await engine.database.db.select().from(signInFailures).where(eq(signInFailures.key, key)))[0];

  it('answers what the tracking page shows: no token, no addresses, the e-mail masked', async () => {
    const order = await placedOrder();
    const found = await track(order.number, '3511ab');
    expect(found.errors).toBeUndefined();
    expect(found.data!.guestOrder).toMatchObject({
      number: order.number,
      token: null,
      email: `a•••@example.nl`,
      shipping_address: null,
      billing_address: null,
      items: [{ product_sku: order.sku }],
    });
    expect(JSON.stringify(found)).not.toContain(order.token);
    expect(JSON.stringify(found)).not.toContain('Kerkstraat');
    // By e-mail address the same.
    const byEmail = (await engine.execute(lookup, {
      number: order.number,
      email: order.email,
    })) as Lookup;
    expect(byEmail.data!.guestOrder).toEqual(found.data!.guestOrder);
    // The link in the mail (the token) still reads the whole order.
    const byToken = await engine.execute<{ guestOrderByToken: { token: string; email: string } }>(
      'query ($t: String!) { guestOrderByToken(input: { token: $t }) { token email } }',
      { t: order.token },
    );
    expect(byToken.data!.guestOrderByToken).toEqual({ token: order.token, email: order.email });
  });

  it('locks an order number at the 5th wrong postcode for 15 minutes, and says how long', async () => {
    const order = await placedOrder();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(code(await track(order.number, '9999 ZZ')), `attempt ${attempt}`).toBe('NOT_FOUND');
      advance(1000);
    }
    // Locked: even the right postcode is refused, with how long to wait.
    const locked = await track(order.number, '3511 AB');
    expect(locked.data?.guestOrder ?? null).toBeNull();
    expect(locked.errors?.[0]?.extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 15 * 60 - 1,
    });
    expect(locked.errors?.[0]?.message).toMatch(/try again in 15 minutes/);
    advance(15 * minute);
    expect((await track(order.number, '3511 AB')).data!.guestOrder!.number).toBe(order.number);
    // The right answer cleared the number: it is not locked again by the next wrong one.
    expect(code(await track(order.number, '9999 ZZ'))).toBe('NOT_FOUND');
    advance(minute);
  });

  it('locks a number that has no order in the same way, so a lock tells nothing', async () => {
    const number = '999999123';
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push(code(await track(number, '1234 AB')));
    expect(answers).toEqual([...Array(5).fill('NOT_FOUND'), 'TOO_MANY_REQUESTS']);
    advance(16 * minute);
  });

  it('lets 40 concurrent wrong guesses for one number from one address check exactly 5', async () => {
    const order = await placedOrder();
    const guesser = { 'X-Forwarded-For': '198.51.100.7' };
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => track(order.number, `${1000 + i} ZZ`, guesser)),
    );
    const codes = burst.map(code);
    expect(codes.filter((c) => c === 'NOT_FOUND')).toHaveLength(
      guestLookupRules.perNumber.lockAfter,
    );
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(35);
    const stored = await record(`order-lookup:198.51.100.7:${order.number}`);
    expect(stored?.failures).toBe(5);
    expect(stored?.lockedUntil?.getTime()).toBe(clock.getTime() + 15 * minute);
    expect(code(await track(order.number, '3511 AB', guesser))).toBe('TOO_MANY_REQUESTS');
    advance(16 * minute);
    expect((await track(order.number, '3511 AB', guesser)).data!.guestOrder!.number).toBe(
      order.number,
    );
  });

  it('does not let wrong postcodes from one address lock the order for anyone else', async () => {
    const order = await placedOrder();
    const stranger = { 'X-Forwarded-For': '198.51.100.20' };
    const shopperAddress = { 'X-Forwarded-For': '192.0.2.44' };
    // 200 wrong postcodes for one order number from one address, within the lock's 15 minutes.
    const codes = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      codes.push(code(await track(order.number, `${1000 + attempt} ZZ`, stranger)));
      advance(1000);
    }
    expect(codes.filter((c) => c === 'NOT_FOUND')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(195);
    // The stranger's address stays locked, even for the right postcode ...
    expect(code(await track(order.number, '3511 AB', stranger))).toBe('TOO_MANY_REQUESTS');
    // ... while the shopper, from their own address, finds their order at once.
    const found = await track(order.number, '3511 AB', shopperAddress);
    expect(found.errors).toBeUndefined();
    expect(found.data!.guestOrder!.number).toBe(order.number);
    advance(day);
  });

  it('lets 40 concurrent wrong guesses across numbers from one address check exactly 20', async () => {
    const order = await placedOrder();
    const attacker = { 'X-Forwarded-For': '203.0.113.66' };
    const first = Number(order.number) + 1000;
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => track(String(first + i), '3511 AB', attacker)),
    );
    const codes = burst.map(code);
    expect(codes.filter((c) => c === 'NOT_FOUND')).toHaveLength(
      guestLookupRules.perAddress.lockAfter,
    );
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20);
    expect((await record('order-lookup-ip:203.0.113.66'))?.failures).toBe(20);
    // The address is locked even for a right answer; another address is not.
    expect(code(await track(order.number, '3511 AB', attacker))).toBe('TOO_MANY_REQUESTS');
    const neighbour = { 'X-Forwarded-For': '203.0.113.67' };
    expect((await track(order.number, '3511 AB', neighbour)).data!.guestOrder).not.toBeNull();
    advance(16 * minute);
  });

  it('keeps the count in the database, where every instance reads it', async () => {
    const order = await placedOrder();
    await track(order.number, '0000 AA');
    const rows = await engine.database.db
      .select()
      .from(signInFailures)
      .where(like(signInFailures.key, `order-lookup:%${order.number}`));
    expect(rows).toEqual([
      {
        key: `order-lookup:unknown:${order.number}`,
        failures: 1,
        lastFailureAt: clock,
        lockedUntil: null,
      },
    ]);
  });
});
