import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';

describe('checkout against the embedded Pay. simulator', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'paynl_checkout', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close());

  it('pays an order on the simulator page and the return page reads it as paid', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 49_95, onlineQty: 5 });
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, {
      id: await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]),
    });
    const { token, number } = placed.data!.placeOrder.orderV2!;
    const started = await engine.execute<{
      paynlStartTransaction: { redirectUrl: string; pay_order_id: string };
    }>(
      `mutation ($t: String!) { paynlStartTransaction(input: { order_token: $t, return_url: "http://localhost:3000/checkout/paynl/return" }) { redirectUrl pay_order_id } }`,
      { t: token },
    );
    expect(started.errors).toBeUndefined();
    const { redirectUrl, pay_order_id } = started.data!.paynlStartTransaction;
    const page = new URL(redirectUrl);
    const paid = await engine.fetch(
      new Request(`http://engine.local${page.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
      }),
    );
    expect(paid.status).toBeLessThan(400);
    const finished = await engine.execute<{
      paynlFinishTransaction: { state: string; isSuccess: boolean; order_number: string };
    }>(
      `mutation ($id: String!) { paynlFinishTransaction(input: { pay_order_id: $id }) { state isSuccess order_number } }`,
      { id: pay_order_id },
    );
    expect(finished.data!.paynlFinishTransaction).toEqual({
      state: 'PAID',
      isSuccess: true,
      order_number: number,
    });
  });
});
