import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  onlineQty,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { mailOutbox } from '../mail/schema.ts';
import { orders } from '../orders/schema.ts';
import { payments } from './schema.ts';

const minute = 60_000;

describe.each(databaseKinds)('the expiry sweep on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let shift = 0;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'expiry_sweep', {
      seedProducts: 40,
      orderSweepMs: 0,
      now: () => new Date(Date.now() + shift),
    }));
  });
  afterAll(() => close());

  async function place(index: number) {
    const product = await simpleProduct(engine, index, { priceCents: 30_00, onlineQty: 3 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cartId });
    return { product, cartId, order: placed.data!.placeOrder.orderV2! };
  }

  /** Started, then forgotten by the provider (as after a simulator restart): undecidable. */
  async function forget(token: string) {
    const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
      `mutation ($t: String!) { paynlStartTransaction(input: { order_token: $t }) { pay_order_id } }`,
      { t: token },
    );
    await engine.database.db
      .update(payments)
      .set({ providerOrderId: randomUUID() })
      .where(eq(payments.providerOrderId, started.data!.paynlStartTransaction.pay_order_id));
  }

  const statusOf = async (number: string) =>
    (await engine.database.db.select().from(orders).where(eq(orders.number, number)))[0]!.status;

  it('cancels the others when the provider forgot one, and that one after the grace', async () => {
    const forgotten = await place(0);
    const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
      `mutation ($t: String!) { paynlStartTransaction(input: { order_token: $t, return_url: "http://localhost:3000/checkout/paynl/return" }) { pay_order_id } }`,
      { t: forgotten.order.token },
    );
    expect(started.errors).toBeUndefined();
    // As after a restart of the simulator: the payment id means nothing to the provider any more.
    await engine.database.db
      .update(payments)
      .set({ providerOrderId: randomUUID() })
      .where(eq(payments.providerOrderId, started.data!.paynlStartTransaction.pay_order_id));
    const unstarted = await place(1);

    shift = 30 * minute;
    await expect(engine.services.checkout.sweepExpired()).resolves.toBe(1);
    expect(await statusOf(unstarted.order.number)).toBe('CANCELED');
    expect(await statusOf(forgotten.order.number)).toBe('PENDING_PAYMENT');
    expect(await onlineQty(engine, forgotten.product.id)).toBe(2);

    shift = 150 * minute;
    await expect(engine.services.checkout.sweepExpired()).resolves.toBe(1);
    expect(await statusOf(forgotten.order.number)).toBe('CANCELED');
    expect(await onlineQty(engine, forgotten.product.id)).toBe(3);
    const [mails] = await engine.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `payment-failed:${forgotten.order.number}`));
    expect(mails!.n).toBe(1);
  });

  it('gives the cart of an expired order back, to be ordered again', async () => {
    shift = 0;
    const expired = await place(2);
    shift = 30 * minute;
    await expect(engine.services.checkout.sweepExpired()).resolves.toBe(1);
    expect(await statusOf(expired.order.number)).toBe('CANCELED');
    const again = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, {
      id: expired.cartId,
    });
    expect(again.data!.placeOrder.errors).toEqual([]);
    expect(again.data!.placeOrder.orderV2!.number).not.toBe(expired.order.number);
  });

  it('does not let orders that stay undecidable keep newer ones from expiring', async () => {
    shift = 0;
    const stuck = [await place(3), await place(4), await place(5)];
    for (const { order } of stuck) await forget(order.token);
    shift = 10 * minute;
    const newer = await place(6);
    shift = 30 * minute;
    // Two at a time: the three undecidable ones are older than the newer unpaid order.
    await expect(engine.services.checkout.sweepExpired(2)).resolves.toBe(0);
    await engine.services.checkout.sweepExpired(2);
    expect(await statusOf(newer.order.number)).toBe('CANCELED');
    for (const { order } of stuck) expect(await statusOf(order.number)).toBe('PENDING_PAYMENT');
  });
});
