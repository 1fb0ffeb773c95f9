import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { legacyIdealIssuers } from '../payment/paynl-methods.ts';

const selectedPayment = /* GraphQL */ `
  query ($id: String!) {
    cart(cart_id: $id) {
      selected_payment_method {
        code
        issuer_id
      }
    }
  }
`;

const startTransaction = /* GraphQL */ `
  mutation ($token: String!) {
    paynlStartTransaction(
      input: { order_token: $token, return_url: "http://localhost:3000/checkout/success" }
    ) {
      pay_order_id
    }
  }
`;

/** An engine whose embedded Pay. simulator offers the legacy iDEAL bank choice. */
async function engineWithIdealIssuers(kind: (typeof databaseKinds)[number]) {
  const saved = process.env.PAYNL_SIMULATOR_ISSUERS;
  process.env.PAYNL_SIMULATOR_ISSUERS = '1';
  try {
    return await createTestEngine(kind, 'ideal_issuer', {
      seedProducts: 20,
      orderSweepMs: 0,
      mailDelivery: false,
    });
  } finally {
    if (saved === undefined) delete process.env.PAYNL_SIMULATOR_ISSUERS;
    else process.env.PAYNL_SIMULATOR_ISSUERS = saved;
  }
}

describe.each(databaseKinds)('the iDEAL bank on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await engineWithIdealIssuers(kind));
  });
  afterAll(() => close());

  it('reaches Pay. with the bank chosen in setPaymentMethodOnCart', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 30_00, onlineQty: 5 });
    // Not the first bank: the simulator's page selects the first one when none was sent.
    const issuer = legacyIdealIssuers[2]!.id;
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }], undefined, {
      code: 'paynl_payment_ideal',
      paynl: { issuer_id: issuer },
    });
    expect((await engine.execute(selectedPayment, { id: cartId })).data).toEqual({
      cart: { selected_payment_method: { code: 'paynl_payment_ideal', issuer_id: issuer } },
    });
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cartId });
    const { token } = placed.data!.placeOrder.orderV2!;
    const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
      startTransaction,
      { token },
    );
    expect(started.errors).toBeUndefined();
    const payOrderId = started.data!.paynlStartTransaction.pay_order_id;

    // The simulator keeps the order Pay. was sent; its payment page shows the bank it holds.
    const page = await engine.fetch(
      new Request(`http://engine.local/paynl-simulator/pay/${payOrderId}`),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(
      new RegExp(
        `<input type="radio" id="issuer-${issuer}" name="issuer" value="${issuer}" checked`,
      ),
    );
    expect(html.match(/name="issuer"[^>]* checked/g)).toHaveLength(1);
  });
});
