import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { embeddedPaynlSimulator } from '../payment/module.ts';
import type { PaynlSimulator } from '../payment/simulator/paynl-simulator.ts';
import { paidOrder } from '../testing/paid-orders.ts';
import { simpleProduct, testAddress } from '../testing/shop-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

describe.each(databaseKinds)('returns of refunded units on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let simulator: PaynlSimulator;
  const staff = { 'x-admin-key': 'staff-secret-key' };
  let client = 0;

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = 'staff-secret-key';
    ({ engine, close } = await createTestEngine(kind, `returns_refunded_${kind}`, {
      seedProducts: 10,
      orderSweepMs: 0,
    }));
    simulator = embeddedPaynlSimulator(engine.services.payment)!;
  }, 120_000);
  afterAll(async () => {
    delete process.env.ADMIN_API_KEY;
    await close();
  });

  const guestReturn = /* GraphQL */ `
    mutation ($n: String!, $p: String!, $lines: [ReturnLineInput!]!) {
      requestGuestReturn(input: { order_number: $n, postcode: $p, lines: $lines }) {
        number
        state
      }
    }
  `;
  /** Each call its own client address, so the look-up throttle never gets in the way. */
  const asGuest = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });

  it('refuses to take back units or an order already refunded, and settles a return refunded meanwhile', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map((index) => simpleProduct(engine, index, { priceCents: 20_00, onlineQty: 50 })),
    );
    // 2 × A and 2 × B at € 20: € 80, no shipping cost.
    const order = await paidOrder(engine, [
      { sku: a!.sku, quantity: 2 },
      { sku: b!.sku, quantity: 2 },
    ]);
    const { orders, checkout } = engine.services;
    await orders.markReadyToShip(order.number);
    await orders.ship(order.number, '3SRET1234567');
    await orders.deliver(order.number, new Date());
    const ask = (sku: string, quantity: number) =>
      engine.execute<{ requestGuestReturn: { number: string; state: string } }>(
        guestReturn,
        { n: order.number, p: testAddress.postcode, lines: [{ sku, quantity }] },
        asGuest(),
      );
    const refund = (key: string, lines?: { sku: string; quantity: number }[]) =>
      checkout.refunds.refund({
        orderNumber: order.number,
        idempotencyKey: `${key}-${order.number}`,
        requestedBy: 'cli',
        lines,
      });

    // Staff refund one A and both B outside any return (a damaged unit, a lost parcel).
    await refund('one-a', [{ sku: a!.sku, quantity: 1 }]);
    await refund('both-b', [{ sku: b!.sku, quantity: 2 }]);
    const both = await ask(b!.sku, 1);
    expect(both.errors?.[0]?.extensions).toMatchObject({
      code: 'RETURN_ALREADY_REFUNDED',
      sku: b!.sku,
    });
    const twoA = await ask(a!.sku, 2);
    expect(twoA.errors?.[0]?.extensions).toMatchObject({
      code: 'RETURN_QUANTITY_TOO_HIGH',
      returnable: 1,
    });
    const tracked = await engine.execute<{ guestOrder: { returnable_items: unknown[] } }>(
      `query ($n: String!, $p: String!) { guestOrder(input: { number: $n, postcode: $p }) { returnable_items { product_sku quantity } } }`,
      { n: order.number, p: testAddress.postcode },
      asGuest(),
    );
    // The form offers only what is left: one A, no B.
    expect(tracked.data!.guestOrder.returnable_items).toEqual([
      { product_sku: a!.sku, quantity: 1 },
    ]);
    const oneA = await ask(a!.sku, 1);
    expect(oneA.data!.requestGuestReturn).toEqual({
      number: `R${order.number}-1`,
      state: 'REQUESTED',
    });

    // Before the parcel comes, staff refund the rest: the order is refunded in full.
    const rest = await refund('rest');
    expect(rest.amountCents).toBe(20_00);
    const after = await ask(a!.sku, 1);
    expect(after.errors?.[0]?.extensions?.code).toBe('RETURN_ALREADY_REFUNDED');
    expect(after.errors?.[0]?.message).toMatch(/refunded in full/);

    // The parcel comes: received, then "refunded" without a second payout.
    const number = `R${order.number}-1`;
    await engine.execute(
      `mutation ($n: String!) { adminReceiveReturn(input: { number: $n }) { state } }`,
      { n: number },
      staff,
    );
    const paidBefore = simulator.refunds(order.payOrderId).length;
    const settle = () =>
      engine.execute<{
        adminRefundReturn: { return: { state: string }; refund: { amount: { value: number } } };
      }>(
        `mutation ($n: String!) { adminRefundReturn(number: $n) { return { state } refund { amount { value } } } }`,
        { n: number },
        staff,
      );
    const settled = await settle();
    expect(settled.errors).toBeUndefined();
    expect(settled.data!.adminRefundReturn).toEqual({
      return: { state: 'REFUNDED' },
      refund: { amount: { value: 20 } },
    });
    expect(await settle()).toEqual(settled);
    expect(simulator.refunds(order.payOrderId)).toHaveLength(paidBefore);
    const [kept] = await engine.services.returns.ofOrder((await orders.byNumber(order.number))!.id);
    expect(kept).toMatchObject({ state: 'REFUNDED', refundId: rest.id, handledBy: 'admin' });
  });

  it('pays a received return only for its units no other refund paid back', async () => {
    const product = await simpleProduct(engine, 2, { priceCents: 20_00, onlineQty: 50 });
    // 2 units at € 20 (€ 2.95 shipping below € 45).
    const order = await paidOrder(engine, [{ sku: product.sku, quantity: 2 }]);
    const { orders, checkout, returns } = engine.services;
    await orders.markReadyToShip(order.number);
    await orders.ship(order.number, '3SRET1234567');
    await orders.deliver(order.number, new Date());
    const found = (await orders.byNumber(order.number))!;
    const asked = await returns.request(
      found,
      { lines: [{ sku: product.sku, quantity: 2 }] },
      'guest',
    );
    // Staff pay one of the two back by hand before the parcel comes: it is one of the returned.
    await checkout.refunds.refund({
      orderNumber: order.number,
      idempotencyKey: `by-hand-${order.number}`,
      requestedBy: 'cli',
      lines: [{ sku: product.sku, quantity: 1 }],
    });
    await returns.receive(asked.number, [], 'cli');
    const outcome = await returns.refund(asked.number, 'cli');
    expect(outcome.return.state).toBe('REFUNDED');
    // The other unit, and the shipping cost: every unit is in a return now.
    expect(outcome.refund).toMatchObject({
      amountCents: 22_95,
      lines: [{ sku: product.sku, quantity: 1, amountCents: 20_00 }],
      shippingCents: 2_95,
    });
    expect(simulator.refunds(order.payOrderId).map((row) => row.amountCents)).toEqual([
      20_00, 22_95,
    ]);
  });
});
