import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { orders } from '../orders/schema.ts';

const choosePayment = /* GraphQL */ `
  mutation Choose($id: String!, $method: PaymentMethodInput!) {
    setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $method }) {
      cart {
        id
      }
    }
  }
`;

const startPayment = /* GraphQL */ `
  mutation Start($token: String!) {
    paynlStartTransaction(
      input: { order_token: $token, return_url: "http://localhost:3000/checkout/paynl/return" }
    ) {
      redirectUrl
      pay_order_id
    }
  }
`;

describe.each(databaseKinds)('what the payment method asks reaches the provider on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'payment_input', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close());

  async function placeWith(index: number, method: Record<string, unknown>) {
    const product = await simpleProduct(engine, index, { priceCents: 149_95, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const chosen = await engine.execute(choosePayment, { id: cartId, method });
    expect(chosen.errors).toBeUndefined();
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cartId });
    expect(placed.data!.placeOrder.errors).toEqual([]);
    return placed.data!.placeOrder.orderV2!;
  }

  it('starts a Riverty payment with the birth date and gender the shopper gave', async () => {
    const order = await placeWith(0, {
      code: 'paynl_payment_afterpay',
      paynl: { date_of_birth: '1980-04-12', gender: 'MRS', telephone: '0612345678' },
    });
    const started = await engine.execute<{
      paynlStartTransaction: { redirectUrl: string; pay_order_id: string };
    }>(startPayment, { token: order.token });
    expect(started.errors).toBeUndefined();
    expect(started.data!.paynlStartTransaction.redirectUrl).toContain('/paynl-simulator/pay/');
    const [row] = await engine.database.db
      .select({ input: orders.paymentInput })
      .from(orders)
      .where(eq(orders.number, order.number));
    expect(row!.input).toMatchObject({ dateOfBirth: '1980-04-12', gender: 'MRS' });
  });

  it('starts an in3 payment with the telephone given for the method', async () => {
    const order = await placeWith(1, {
      code: 'paynl_payment_capayable_gespreid',
      paynl: { date_of_birth: '1975-01-30', telephone: '0687654321' },
    });
    const started = await engine.execute(startPayment, { token: order.token });
    expect(started.errors).toBeUndefined();
  });
});
