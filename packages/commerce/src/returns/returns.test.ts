import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { mailOutbox } from '../mail/schema.ts';
import { embeddedPaynlSimulator } from '../payment/module.ts';
import type { PaynlSimulator } from '../payment/simulator/paynl-simulator.ts';
import { databaseKinds, createTestEngine } from '../testing/test-databases.ts';
import { onlineQty, simpleProduct, testAddress } from '../testing/shop-fixtures.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import { paidOrder } from '../testing/paid-orders.ts';
import { RefundError } from '../checkout/refund-errors.ts';
import { ReturnError } from './return-errors.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('returns on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let simulator: PaynlSimulator;
  const staff = { 'x-admin-key': 'staff-secret-key' };
  let productIndex = 0;
  let client = 0;

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = 'staff-secret-key';
    ({ engine, close } = await createTestEngine(kind, `returns_${kind}`, {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
    simulator = embeddedPaynlSimulator(engine.services.payment)!;
  });
  afterAll(async () => {
    delete process.env.ADMIN_API_KEY;
    await close();
  });

  /** A paid, shipped and delivered order of `quantity` units at €20 (€2.95 shipping below €45). */
  async function delivered(quantity: number, deliveredAt = new Date()) {
    const product = await simpleProduct(engine, productIndex++, {
      priceCents: 20_00,
      onlineQty: 10,
    });
    const order = await paidOrder(engine, [{ sku: product.sku, quantity }]);
    const { orders } = engine.services;
    await orders.markReadyToShip(order.number);
    await orders.ship(order.number, '3SRET1234567');
    await orders.deliver(order.number, deliveredAt);
    return { ...order, product };
  }

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) =>
        error instanceof ReturnError || error instanceof RefundError ? error.code : String(error),
    );
  const orderOf = async (number: string) => (await engine.services.orders.byNumber(number))!;
  const guestReturn = /* GraphQL */ `
    mutation ($n: String!, $p: String!, $lines: [ReturnLineInput!]!, $r: ReturnReasonEnum) {
      requestGuestReturn(input: { order_number: $n, postcode: $p, lines: $lines, reason: $r }) {
        number
        state
        reason
        items {
          product_sku
          quantity
          sellable
        }
      }
    }
  `;
  /** Each call its own client address, so the look-up throttle of one test never meets another's. */
  const asGuest = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });

  it('takes a guest return of 2 of 3 units, mails it, then staff receive and refund it', async () => {
    const order = await delivered(3);
    await engine.database.db.execute(
      `update orders set locale = 'fr_FR' where number = '${order.number}'`,
    );
    const lines = [{ sku: order.product.sku, quantity: 2 }];
    const wrong = await engine.execute(
      guestReturn,
      { n: order.number, p: '9999 ZZ', lines },
      asGuest(),
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const asked = await engine.execute<{ requestGuestReturn: Record<string, unknown> }>(
      guestReturn,
      { n: order.number, p: testAddress.postcode, lines, r: 'DOES_NOT_FIT' },
      asGuest(),
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestGuestReturn).toEqual({
      number: `R${order.number}-1`,
      state: 'REQUESTED',
      reason: 'DOES_NOT_FIT',
      items: [{ product_sku: order.product.sku, quantity: 2, sellable: null }],
    });
    const [mail] = await engine.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `return-requested:R${order.number}-1`));
    expect(mail).toMatchObject({ locale: 'fr', template: 'return-requested' });
    // Only the third unit is left to return.
    const more = await engine.execute(
      guestReturn,
      { n: order.number, p: testAddress.postcode, lines },
      asGuest(),
    );
    expect(more.errors?.[0]?.extensions).toMatchObject({
      code: 'RETURN_QUANTITY_TOO_HIGH',
      returnable: 1,
    });
    const tracked = await engine.execute<{
      guestOrder: { returnable_items: unknown[]; returns: { state: string }[] };
    }>(
      `query ($n: String!, $p: String!) { guestOrder(input: { number: $n, postcode: $p }) { returnable_items { product_sku quantity } returns { state } } }`,
      { n: order.number, p: testAddress.postcode },
      asGuest(),
    );
    expect(tracked.data!.guestOrder).toEqual({
      returnable_items: [{ product_sku: order.product.sku, quantity: 1 }],
      returns: [{ state: 'REQUESTED' }],
    });

    // Staff: the admin operations need the key.
    for (const operation of [
      `query { adminReturns { total_count } }`,
      `mutation { adminReceiveReturn(input: { number: "R1-1" }) { state } }`,
      `mutation { adminRefundReturn(number: "R1-1") { return { state } } }`,
      `mutation { adminCancelReturn(number: "R1-1") { state } }`,
    ]) {
      const forbidden = await engine.execute(operation);
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const number = `R${order.number}-1`;
    const early = await engine.execute(
      `mutation ($n: String!) { adminRefundReturn(number: $n) { return { state } } }`,
      { n: number },
      staff,
    );
    expect(early.errors?.[0]?.extensions?.code).toBe('RETURN_NOT_RECEIVED');
    const stockBefore = await onlineQty(engine, order.product.id);
    const received = await engine.execute<{ adminReceiveReturn: unknown }>(
      `mutation ($n: String!) { adminReceiveReturn(input: { number: $n }) { state items { sellable } } }`,
      { n: number },
      staff,
    );
    expect(received.data!.adminReceiveReturn).toEqual({
      state: 'RECEIVED',
      items: [{ sellable: true }],
    });
    expect(await onlineQty(engine, order.product.id)).toBe(stockBefore + 2);
    const refunded = await engine.execute<{
      adminRefundReturn: { return: { state: string }; refund: { amount: { value: number } } };
    }>(
      `mutation ($n: String!) { adminRefundReturn(number: $n) { return { state } refund { amount { value } shipping { value } } } }`,
      { n: number },
      staff,
    );
    expect(refunded.errors).toBeUndefined();
    // 2 of 3 units: no shipping back (the order's shipping was free anyway at €60).
    expect(refunded.data!.adminRefundReturn).toEqual({
      return: { state: 'REFUNDED' },
      refund: { amount: { value: 40 }, shipping: null },
    });
    expect(simulator.refunds(order.payOrderId).map((refund) => refund.amountCents)).toEqual([
      40_00,
    ]);
    const documents = await engine.services.invoices.ofOrder((await orderOf(order.number)).id);
    expect(documents.filter((document) => document.kind === 'credit-note')).toHaveLength(1);
    // Again: the same refund, nothing paid twice.
    const again = await engine.execute<{ adminRefundReturn: { return: { state: string } } }>(
      `mutation ($n: String!) { adminRefundReturn(number: $n) { return { state } } }`,
      { n: number },
      staff,
    );
    expect(again.data!.adminRefundReturn.return.state).toBe('REFUNDED');
    expect(simulator.refunds(order.payOrderId)).toHaveLength(1);
    const listed = await engine.execute<{ adminReturns: { items: { number: string }[] } }>(
      `query { adminReturns(state: REFUNDED, pageSize: 100) { items { number } total_count } }`,
      {},
      staff,
    );
    expect(listed.data!.adminReturns.items.map((item) => item.number)).toContain(number);
  });

  it('lets a signed-in customer return only their own delivered order, within the window', async () => {
    const customer = await signedInCustomer(engine);
    const other = await signedInCustomer(engine);
    const order = await delivered(1);
    await engine.database.db.execute(
      `update orders set customer_id = ${customer.customerId} where number = '${order.number}'`,
    );
    const ask = (headers: Record<string, string>, extra = '') =>
      engine.execute<{ requestReturn: { number: string } }>(
        `mutation ($n: String!, $s: String!) { requestReturn(input: { order_number: $n, lines: [{ sku: $s, quantity: 1 }] ${extra} }) { number } }`,
        { n: order.number, s: order.product.sku },
        headers,
      );
    expect((await ask({})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ask(other.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const long = `comment: "${'x'.repeat(501)}"`;
    expect((await ask(customer.headers, long)).errors?.[0]?.extensions?.code).toBe(
      'RETURN_COMMENT_TOO_LONG',
    );
    const done = await ask(customer.headers, 'comment: "Te klein"');
    expect(done.data!.requestReturn.number).toBe(`R${order.number}-1`);

    // Delivered 15 days ago: the window is closed. Not delivered: nothing to return yet.
    const old = await delivered(1, new Date(Date.now() - 15 * dayMs));
    expect(
      await failure(
        engine.services.returns.request(
          await orderOf(old.number),
          { lines: [{ sku: old.product.sku, quantity: 1 }] },
          'customer',
        ),
      ),
    ).toBe('RETURN_WINDOW_CLOSED');
    const product = await simpleProduct(engine, productIndex++, { priceCents: 20_00 });
    const unshipped = await paidOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    expect(
      await failure(
        engine.services.returns.request(
          await orderOf(unshipped.number),
          { lines: [{ sku: product.sku, quantity: 1 }] },
          'customer',
        ),
      ),
    ).toBe('RETURN_ORDER_NOT_DELIVERED');
  });

  it('never returns more than was delivered under concurrent requests', async () => {
    const order = await delivered(3);
    const found = await orderOf(order.number);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        engine.services.returns
          .request(found, { lines: [{ sku: order.product.sku, quantity: 1 }] }, 'guest')
          .then(
            (row) => row.number,
            (error: unknown) => (error as ReturnError).code,
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.startsWith(`R${order.number}`)).sort()).toEqual([
      `R${order.number}-1`,
      `R${order.number}-2`,
      `R${order.number}-3`,
    ]);
    expect(outcomes.filter((outcome) => outcome === 'RETURN_QUANTITY_TOO_HIGH')).toHaveLength(7);
    // A cancelled return gives its units back to what may be returned.
    await engine.services.returns.cancel(`R${order.number}-2`, 'cli');
    expect((await engine.services.returns.returnable(found))[0]!.quantity).toBe(1);
  });

  it('pays a whole-order return once, shipping included, for 20 concurrent requests', async () => {
    const order = await delivered(1); // € 20 + € 2.95 shipping
    const { returns } = engine.services;
    const asked = await returns.request(
      await orderOf(order.number),
      { lines: [{ sku: order.product.sku, quantity: 1 }] },
      'guest',
    );
    const stockBefore = await onlineQty(engine, order.product.id);
    await returns.receive(asked.number, [{ sku: order.product.sku, sellable: false }], 'cli');
    // Not sellable: nothing back on the shelf.
    expect(await onlineQty(engine, order.product.id)).toBe(stockBefore);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => returns.refund(asked.number, 'cli')),
    );
    expect(new Set(outcomes.map((outcome) => outcome.refund.id)).size).toBe(1);
    expect(outcomes[0]!.refund).toMatchObject({ amountCents: 22_95, shippingCents: 2_95 });
    expect(simulator.refunds(order.payOrderId)).toHaveLength(1);
    expect((await returns.byNumber(asked.number))!.state).toBe('REFUNDED');
    const documents = await engine.services.invoices.ofOrder((await orderOf(order.number)).id);
    expect(documents.filter((document) => document.kind === 'credit-note')).toHaveLength(1);
  });

  it('leaves a return RECEIVED and says so when the provider refuses its refund', async () => {
    const order = await delivered(2);
    const { returns } = engine.services;
    const asked = await returns.request(
      await orderOf(order.number),
      { lines: [{ sku: order.product.sku, quantity: 1 }] },
      'guest',
    );
    await returns.receive(asked.number, [], 'cli');
    simulator.refuseRefunds(true);
    try {
      const refused = await engine.execute(
        `mutation ($n: String!) { adminRefundReturn(number: $n) { return { state } } }`,
        { n: asked.number },
        staff,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('REFUND_REFUSED');
    } finally {
      simulator.refuseRefunds(false);
    }
    expect((await returns.byNumber(asked.number))!.state).toBe('RECEIVED');
    expect(simulator.refunds(order.payOrderId)).toEqual([]);
    const later = await returns.refund(asked.number, 'cli');
    expect(later.return.state).toBe('REFUNDED');
    expect(later.refund.amountCents).toBe(20_00);
  });
});
