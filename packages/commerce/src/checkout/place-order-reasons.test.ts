import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  setProduct,
  simpleProduct,
  testAddress,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';

// Each step of the checkout left out says why the order cannot be placed: the contract's code,
// and a reason with its values that a shop says in the shopper's language.
describe.each(databaseKinds)('why an order cannot be placed, on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'place_order_reasons', {
      seedProducts: 60,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close());

  const refusal = async (cartId: string) => {
    const answer = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cartId });
    const [error] = answer.data!.placeOrder.errors;
    if (!error) return null;
    const params = Object.fromEntries(error.params.map((param) => [param.name, param.value]));
    return { code: error.code, reason: error.reason, params, message: error.message };
  };

  const step = async (query: string, variables: Record<string, unknown>) => {
    const result = await engine.execute(query, variables);
    expect(result.errors).toBeUndefined();
  };

  it('names each missing step, in checkout order', async () => {
    const product = await simpleProduct(engine, 20, { priceCents: 30_00, onlineQty: 5 });
    const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = created.data!.createGuestCart.cart.id;
    expect(await refusal(id)).toMatchObject({
      code: 'UNABLE_TO_PLACE_ORDER',
      reason: 'CART_EMPTY',
      message: 'The cart is empty.',
    });
    await step(
      `mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }`,
      { id, sku: product.sku },
    );
    expect(await refusal(id)).toMatchObject({
      code: 'GUEST_EMAIL_MISSING',
      reason: 'EMAIL_MISSING',
    });
    await step(
      `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "lot@example.nl" }) { cart { id } } }`,
      { id },
    );
    expect(await refusal(id)).toMatchObject({ reason: 'SHIPPING_METHOD_MISSING' });
    await step(
      `mutation ($id: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
        setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }
        setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }
      }`,
      { id, address: testAddress },
    );
    expect(await refusal(id)).toMatchObject({ reason: 'PAYMENT_METHOD_MISSING' });
  });

  it('names the product that ran out, and a coupon the address already used', async () => {
    const product = await simpleProduct(engine, 21, { priceCents: 60_00, onlineQty: 3 });
    const id = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 2 }]);
    await setProduct(engine, product.id, { onlineQty: 0 });
    expect(await refusal(id)).toMatchObject({
      code: 'UNABLE_TO_PLACE_ORDER',
      reason: 'OUT_OF_STOCK',
      params: { product: product.name },
    });
    await setProduct(engine, product.id, { onlineQty: 10 });
    const withCoupon = async () => {
      const cartId = await cartReadyToOrder(
        engine,
        [{ sku: product.sku, quantity: 1 }],
        'jip@example.nl',
      );
      await step(
        `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELKOM10" }) { cart { id } } }`,
        { id: cartId },
      );
      return cartId;
    };
    const first = await withCoupon();
    const second = await withCoupon();
    expect(await refusal(first)).toBeNull();
    expect(await refusal(second)).toMatchObject({
      code: 'UNABLE_TO_PLACE_ORDER',
      reason: 'COUPON_ALREADY_USED',
      params: { code: 'WELKOM10' },
    });
  });
});
