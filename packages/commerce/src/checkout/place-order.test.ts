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
import { callExchange, chooseOnPaymentPage } from '../testing/simulated-payments.ts';
import { mailOutbox } from '../mail/schema.ts';
import { orders } from '../orders/schema.ts';
import { carts } from '../cart/schema.ts';

describe.each(databaseKinds)('placing orders and paying on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = 'staff-secret-key';
    ({ engine, close } = await createTestEngine(kind, 'place_order', {
      seedProducts: 120,
      orderSweepMs: 0,
    }));
  });
  afterAll(async () => {
    delete process.env.ADMIN_API_KEY;
    await close();
  });

  const place = async (cartId: string) =>
    (await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cartId })).data!.placeOrder;

  const mailsFor = async (dedupeKey: string) =>
    (
      await engine.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, dedupeKey))
    )[0]!.n;

  const start = async (token: string) => {
    const result = await engine.execute<{
      paynlStartTransaction: { redirectUrl: string; pay_order_id: string };
    }>(
      `mutation ($token: String!) {
        paynlStartTransaction(input: { order_token: $token, return_url: "http://localhost:3000/checkout/success" }) { redirectUrl pay_order_id }
      }`,
      { token },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.paynlStartTransaction.pay_order_id;
  };

  it('places an order in one go: stock taken, cart spent, numbered, nothing mailed yet', async () => {
    const product = await simpleProduct(engine, 10, { priceCents: 25_00, onlineQty: 4 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 3 }]);
    const placed = await place(cartId);
    expect(placed.errors).toEqual([]);
    expect(placed.orderV2).toMatchObject({ status_code: 'PENDING_PAYMENT' });
    expect(placed.orderV2!.number).toMatch(/^1\d{8}$/);
    expect(await onlineQty(engine, product.id)).toBe(1);
    const [cart] = await engine.database.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.isActive).toBe(false);
    // Confirmed when paid, not before (item: cancelled orders got a confirmation first).
    expect(await mailsFor(`order-confirmation:${placed.orderV2!.number}`)).toBe(0);
    expect(engine.catalog.product(product.id)!.inStock).toBe(true);
    // Placing the same cart again answers the same order: its first answer may have been lost.
    const again = await place(cartId);
    expect(again.errors).toEqual([]);
    expect(again.orderV2!.number).toBe(placed.orderV2!.number);
    expect(await onlineQty(engine, product.id)).toBe(1);
  });

  it('marks the product out of stock at its last unit, and in stock again when it comes back', async () => {
    const product = await simpleProduct(engine, 11, { priceCents: 60_00, onlineQty: 1 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const placed = await place(cartId);
    expect(placed.errors).toEqual([]);
    expect(await onlineQty(engine, product.id)).toBe(0);
    await expect.poll(() => engine.catalog.product(product.id)!.inStock).toBe(false);
    await engine.execute(
      'mutation ($id: String!) { cancelPayment(input: { cart_id: $id }) { cart { id } } }',
      { id: cartId },
    );
    await expect.poll(() => engine.catalog.product(product.id)!.inStock).toBe(true);
  });

  it('keeps nothing of an order that fails: stock, number, coupon use and cart stay', async () => {
    const product = await simpleProduct(engine, 12, { priceCents: 30_00, onlineQty: 2 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 2 }]);
    const other = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    expect((await place(other)).errors).toEqual([]);
    const before = (await engine.database.db.select({ n: count() }).from(orders))[0]!.n;
    const failed = await place(cartId);
    expect(failed.errors[0]!.code).toBe('UNABLE_TO_PLACE_ORDER');
    expect(await onlineQty(engine, product.id)).toBe(1);
    expect((await engine.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(before);
    const [cart] = await engine.database.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.isActive).toBe(true);
  });

  it('asks for the e-mail address before anything else is checked', async () => {
    const product = await simpleProduct(engine, 13, { priceCents: 30_00, onlineQty: 5 });
    const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = created.data!.createGuestCart.cart.id;
    await engine.execute(
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }',
      { id, sku: product.sku },
    );
    expect((await place(id)).errors[0]!.code).toBe('GUEST_EMAIL_MISSING');
  });

  it('uses a coupon once per e-mail address', async () => {
    const product = await simpleProduct(engine, 14, { priceCents: 60_00, onlineQty: 10 });
    const withCoupon = async () => {
      const id = await cartReadyToOrder(
        engine,
        [{ sku: product.sku, quantity: 1 }],
        'kim@example.nl',
      );
      return engine
        .execute(
          `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELKOM10" }) { cart { prices { grand_total { value } } } } }`,
          { id },
        )
        .then((result) => ({ id, result }));
    };
    const first = await withCoupon();
    expect(first.result.errors).toBeUndefined();
    const second = await withCoupon();
    const placed = await place(first.id);
    expect(placed.errors).toEqual([]);
    const refused = await place(second.id);
    expect(refused.errors[0]).toMatchObject({ code: 'UNABLE_TO_PLACE_ORDER' });
    expect(refused.errors[0]!.message).toMatch(/already used/);
  });

  it('applies the payment status once however often the exchange calls', async () => {
    const product = await simpleProduct(engine, 15, { priceCents: 50_00, onlineQty: 5 });
    const placed = await place(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]));
    const payOrderId = await start(placed.orderV2!.token);
    const exchange = () =>
      engine.fetch(
        new Request(`http://engine.local/paynl/exchange?order_id=${payOrderId}&action=new_ppt`, {
          method: 'POST',
        }),
      );
    const pending = await exchange();
    expect([pending.status, await pending.text()]).toEqual([200, 'TRUE|pending']);
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    const burst = await Promise.all(Array.from({ length: 20 }, exchange));
    for (let i = 0; i < 100; i++) burst.push(await exchange());
    for (const response of burst) expect(await response.text()).toBe('TRUE|paid');
    const order = await engine.execute<{ guestOrderByToken: { status_code: string } }>(
      'query ($token: String!) { guestOrderByToken(input: { token: $token }) { status_code } }',
      { token: placed.orderV2!.token },
    );
    expect(order.data!.guestOrderByToken.status_code).toBe('PROCESSING');
    expect(await mailsFor(`order-confirmation:${placed.orderV2!.number}`)).toBe(1);
    const unknown = await engine.fetch(
      new Request('http://engine.local/paynl/exchange?order_id=nope', { method: 'POST' }),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/^FALSE\|/);
    const unreadable = await engine.fetch(
      new Request('http://engine.local/paynl/exchange', { method: 'POST' }),
    );
    expect(unreadable.status).toBe(400);
  });

  it('a cancelled payment replayed 100 times and 20 at once releases stock and mails once', async () => {
    const product = await simpleProduct(engine, 21, { priceCents: 50_00, onlineQty: 5 });
    const placed = await place(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 2 }]));
    const payOrderId = await start(placed.orderV2!.token);
    await chooseOnPaymentPage(engine, payOrderId, 'cancelled');
    const exchange = () =>
      engine.fetch(new Request(`http://engine.local/paynl/exchange?order_id=${payOrderId}`));
    const answers = await Promise.all(Array.from({ length: 20 }, exchange));
    for (let i = 0; i < 100; i++) answers.push(await exchange());
    for (const answer of answers) expect(await answer.text()).toBe('TRUE|cancelled');
    expect(await onlineQty(engine, product.id)).toBe(5);
    expect(await mailsFor(`payment-failed:${placed.orderV2!.number}`)).toBe(1);
  });

  it('does not take a payment of another amount as paying the order', async () => {
    const product = await simpleProduct(engine, 20, { priceCents: 50_00, onlineQty: 5 });
    const placed = await place(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]));
    const payOrderId = await start(placed.orderV2!.token);
    // The order changed after the payment started: what Pay. collected no longer covers it.
    await engine.database.db
      .update(orders)
      .set({ grandTotalCents: 60_00 })
      .where(eq(orders.number, placed.orderV2!.number));
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    const answer = await callExchange(engine, payOrderId);
    expect(await answer.text()).toBe('TRUE|pending');
    const order = await engine.execute<{ guestOrderByToken: { status_code: string } }>(
      'query ($token: String!) { guestOrderByToken(input: { token: $token }) { status_code } }',
      { token: placed.orderV2!.token },
    );
    expect(order.data!.guestOrderByToken.status_code).toBe('PENDING_PAYMENT');
  });

  it('cancels on a failed payment once: stock back, one mail, the cart given back', async () => {
    const product = await simpleProduct(engine, 16, { priceCents: 50_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 2 }]);
    const placed = await place(cartId);
    const payOrderId = await start(placed.orderV2!.token);
    await chooseOnPaymentPage(engine, payOrderId, 'denied');
    const finish = () =>
      engine.execute<{
        paynlFinishTransaction: { state: string; isSuccess: boolean; cart_id: string | null };
      }>(
        `mutation ($id: String!) { paynlFinishTransaction(input: { pay_order_id: $id }) { state isSuccess cart_id order_number } }`,
        { id: payOrderId },
      );
    const results = await Promise.all([finish(), finish(), finish()]);
    for (const result of results) {
      expect(result.data!.paynlFinishTransaction).toMatchObject({
        state: 'DENIED',
        isSuccess: false,
        cart_id: cartId,
      });
    }
    expect(await onlineQty(engine, product.id)).toBe(5);
    expect(await mailsFor(`payment-failed:${placed.orderV2!.number}`)).toBe(1);
    const cart = await engine.execute<{ cart: { total_quantity: number } }>(
      'query ($id: String!) { cart(cart_id: $id) { total_quantity } }',
      { id: cartId },
    );
    expect(cart.data!.cart.total_quantity).toBe(2);
  });

  it('cancelPayment gives the cart back intact unless the provider reports it paid', async () => {
    const product = await simpleProduct(engine, 17, { priceCents: 50_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    await place(cartId);
    const cancel = await engine.execute<{
      cancelPayment: { cart: { id: string; total_quantity: number } };
    }>(
      'mutation ($id: String!) { cancelPayment(input: { cart_id: $id }) { cart { id total_quantity } } }',
      { id: cartId },
    );
    expect(cancel.data!.cancelPayment.cart).toEqual({ id: cartId, total_quantity: 1 });
    expect(await onlineQty(engine, product.id)).toBe(5);

    const paidCart = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const placed = await place(paidCart);
    await chooseOnPaymentPage(engine, await start(placed.orderV2!.token), 'paid');
    const refused = await engine.execute(
      'mutation ($id: String!) { cancelPayment(input: { cart_id: $id }) { cart { id } } }',
      { id: paidCart },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    expect(await onlineQty(engine, product.id)).toBe(4);
  });

  it('expires unpaid orders after asking the provider', async () => {
    const product = await simpleProduct(engine, 18, { priceCents: 50_00, onlineQty: 5 });
    const placed = await place(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]));
    await start(placed.orderV2!.token);
    // Past its expiry and the hour's grace, while Pay. still calls it pending: never paid.
    await engine.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.number, placed.orderV2!.number));
    expect(await engine.services.checkout.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await onlineQty(engine, product.id)).toBe(5);
    expect(await mailsFor(`payment-failed:${placed.orderV2!.number}`)).toBe(1);
  });

  it('lets staff move a paid order to shipped and delivered, with the key only', async () => {
    const product = await simpleProduct(engine, 19, { priceCents: 50_00, onlineQty: 5 });
    const placed = await place(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]));
    const number = placed.orderV2!.number;
    const payOrderId = await start(placed.orderV2!.token);
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    await callExchange(engine, payOrderId);
    const staff = { 'x-admin-key': 'staff-secret-key' };
    const ready = `mutation ($n: String!) { adminMarkOrderReadyToShip(number: $n) { status_code } }`;
    const denied = await engine.execute(ready, { n: number }, { 'x-admin-key': 'wrong' });
    expect(denied.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await engine.execute(ready, { n: number })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await engine.execute(ready, { n: number }, staff)).data).toEqual({
      adminMarkOrderReadyToShip: { status_code: 'READY_TO_SHIP' },
    });
    const ship = await engine.execute<{
      adminShipOrder: { status_code: string; shipments: { tracking: { url: string }[] }[] };
    }>(
      `mutation ($n: String!) { adminShipOrder(input: { number: $n, tracking_number: "3SABCD1234567" }) { status_code shipments { tracking { url } } } }`,
      { n: number },
      staff,
    );
    expect(ship.data!.adminShipOrder.shipments[0]!.tracking[0]!.url).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-3511AB',
    );
    expect(await mailsFor(`order-shipped:${number}`)).toBe(1);
    const deliver = `mutation ($n: String!) { adminDeliverOrder(number: $n) { status_code } }`;
    expect((await engine.execute(deliver, { n: number }, staff)).data).toEqual({
      adminDeliverOrder: { status_code: 'DELIVERED' },
    });
    const twice = await engine.execute(deliver, { n: number }, staff);
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const track = (postcode: string) =>
      engine.execute<{ guestOrder: { status_code: string } | null }>(
        `query ($n: String!, $p: String!) { guestOrder(input: { number: $n, postcode: $p }) { status_code } }`,
        { n: number, p: postcode },
      );
    expect((await track('3511ab')).data!.guestOrder!.status_code).toBe('DELIVERED');
    const wrong = await track('9999 ZZ');
    const unknownNumber = await engine.execute(
      `query { guestOrder(input: { number: "999999999", postcode: "3511 AB" }) { status_code } }`,
    );
    expect(wrong.errors).toEqual(unknownNumber.errors);
  });
});
