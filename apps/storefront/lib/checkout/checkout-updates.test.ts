import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, setProduct, simpleProduct } from '@webshop/commerce/testing';
import { GET as paymentReturn } from '@/app/[locale]/(site)/paynl/checkout/route';
import { getOrderByToken } from '@/lib/commerce/orders';
import { handleCheckoutUpdate } from './checkout-updates';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The handler against a real, seeded engine in process (PGlite).
let engine: CommerceEngine;
let close: () => Promise<void>;
let sku: string;

/**
 * The shopper's choice on the embedded Pay. simulator's payment page (the form a browser posts);
 * answers where the simulator sends the browser back to.
 */
async function choose(payOrderId: string, outcome: 'paid' | 'denied' | 'cancelled') {
  const response = await engine.fetch(
    new Request(`http://engine.local/paynl-simulator/pay/${payOrderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
    }),
  );
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

beforeAll(async () => {
  ({ engine, close } = await createTestEngine('pglite', 'checkout_updates', {
    seedProducts: 120,
    orderSweepMs: 0,
  }));
  serveEngine(engine);
  sku = (await simpleProduct(engine, 0, { priceCents: 59_900, onlineQty: 10 })).sku;
}, 180_000);

afterAll(async () => {
  stopServingEngine();
  await close();
});

async function cartWithWashingMachine(): Promise<string> {
  const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const cartId = created.data!.createGuestCart.cart.id;
  await engine.execute(
    'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
    { id: cartId, sku },
  );
  return cartId;
}

const address = {
  salutation: 'mrs',
  firstname: 'Anna',
  lastname: 'de Vries',
  postcode: '3511ab',
  houseNumber: '12',
  addition: 'B',
  street: 'Dorpsstraat',
  city: 'Utrecht',
  country: 'NL',
  telephone: '0612345678',
};
const details = { email: 'anna@example.nl', customerType: 'personal', shipping: address };
// The engine accepts only its own shop's return URL (SHOP_URL, by default this one).
const shopUrl = 'http://localhost:3000';

function update(cartId: string, body: unknown, locale = 'en') {
  return handleCheckoutUpdate({ cartId, body, locale, shopUrl });
}

async function shippingAddressOf(cartId: string) {
  const read = await engine.execute<{
    cart: {
      email: string;
      shipping_addresses: {
        street: string[];
        postcode: string;
        pickup_location_code: string | null;
        selected_shipping_method: { carrier_code: string } | null;
      }[];
      billing_address: { city: string } | null;
    };
  }>(
    'query ($id: String!) { cart(cart_id: $id) { email shipping_addresses { street postcode pickup_location_code selected_shipping_method { carrier_code } } billing_address { city } } }',
    { id: cartId },
  );
  return read.data!.cart;
}

describe('handleCheckoutUpdate', () => {
  it('refuses an unknown type or a body that is no object with 400 and a message', async () => {
    for (const body of [{ type: 'checkout-hack' }, 'text', null, [1, 2]]) {
      const reply = await update('x'.repeat(32), body);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        status: 'error',
        message: 'This request could not be handled. Please reload the page and try again.',
      });
    }
  });

  it('answers bad details with 400, the first message and one per field, in the language', async () => {
    const reply = await update(
      'x'.repeat(32),
      {
        type: 'checkout-setShippingAddress',
        values: { ...details, email: 'jöhn@example.nl', shipping: { ...address, postcode: '12' } },
      },
      'nl',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Speciale tekens zoals ñ ü ö zijn niet toegestaan');
    expect(reply.body.fieldErrors).toMatchObject({
      email: 'Speciale tekens zoals ñ ü ö zijn niet toegestaan',
      'shipping.postcode': 'Deze postcode lijkt niet te kloppen. Voorbeeld: 1234 AB',
    });
  });

  it('saves e-mail, delivery and billing address, then home delivery', async () => {
    const cartId = await cartWithWashingMachine();
    const saved = await update(cartId, { type: 'checkout-setShippingAddress', values: details });
    expect(saved).toEqual({ status: 200, body: { status: 'success', id: cartId } });
    const cart = await shippingAddressOf(cartId);
    expect(cart.email).toBe('anna@example.nl');
    expect(cart.shipping_addresses[0]).toMatchObject({
      street: ['Dorpsstraat', '12', 'B'],
      postcode: '3511 AB',
    });
    expect(cart.billing_address?.city).toBe('Utrecht');

    const home = await update(cartId, {
      type: 'checkout-setShippingMethod',
      values: { method: 'home' },
    });
    expect(home.body.status).toBe('success');
    expect(
      (await shippingAddressOf(cartId)).shipping_addresses[0]?.selected_shipping_method,
    ).toMatchObject({ carrier_code: 'flatrate' });
  });

  it('keeps a billing address of its own', async () => {
    const cartId = await cartWithWashingMachine();
    const reply = await update(cartId, {
      type: 'checkout-setShippingAddress',
      values: { ...details, billingSameAsShipping: false, billing: { ...address, city: 'Gouda' } },
    });
    expect(reply.body.status).toBe('success');
    expect((await shippingAddressOf(cartId)).billing_address?.city).toBe('Gouda');
  });

  it('picks up in a listed store and refuses a store that does not exist', async () => {
    const cartId = await cartWithWashingMachine();
    await update(cartId, { type: 'checkout-setShippingAddress', values: details });
    const stores = await engine.execute<{ physicalStores: { code: string }[] }>(
      '{ physicalStores { code } }',
    );
    const storeCode = stores.data!.physicalStores[0]!.code;
    const unknown = await update(cartId, {
      type: 'checkout-setShippingMethod',
      values: { method: 'pickup', storeCode: 'nowhere' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Saving the delivery method failed. Please try again.');
    const pickup = await update(cartId, {
      type: 'checkout-setShippingMethod',
      values: { method: 'pickup', storeCode },
    });
    expect(pickup.body.status).toBe('success');
    const shipping = (await shippingAddressOf(cartId)).shipping_addresses[0];
    expect(shipping).toMatchObject({
      pickup_location_code: storeCode,
      selected_shipping_method: { carrier_code: 'instore' },
    });
  });

  it('gives a cart nobody has the spec message as a 4xx, never a 5xx', async () => {
    const unknownCart = 'A'.repeat(32);
    const address = await update(unknownCart, {
      type: 'checkout-setShippingAddress',
      values: details,
    });
    expect(address.status).toBeGreaterThanOrEqual(400);
    expect(address.status).toBeLessThan(500);
    expect(address.body.message).toBe('Saving your address failed. Please try again.');
    const method = await update(
      unknownCart,
      {
        type: 'checkout-setShippingMethod',
        values: { method: 'home' },
      },
      'de',
    );
    expect(method.status).toBeLessThan(500);
    expect(method.body.message).toBe(
      'Die Lieferart konnte nicht gespeichert werden. Bitte versuche es erneut.',
    );
  });

  it('wants a delivery address before a delivery method', async () => {
    const cartId = await cartWithWashingMachine();
    const reply = await update(cartId, {
      type: 'checkout-setShippingMethod',
      values: { method: 'home' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('Saving your address failed. Please try again.');
  });

  describe('placing the order and coming back from paying', () => {
    const ideal = { method: 'paynl_payment_ideal', termsAccepted: true };

    async function readyCart() {
      const cartId = await cartWithWashingMachine();
      await update(cartId, { type: 'checkout-setShippingAddress', values: details });
      await update(cartId, { type: 'checkout-setShippingMethod', values: { method: 'home' } });
      return cartId;
    }

    function returnFrom(payOrderId: string) {
      return paymentReturn(
        new Request(`${shopUrl}/en/paynl/checkout?id=${payOrderId}&statusAction=PAID`),
        {
          params: Promise.resolve({ locale: 'en' }),
        },
      );
    }

    it("writes the order's confirmation mail in the language of the checkout page", async () => {
      const cartId = await cartWithWashingMachine();
      await update(cartId, { type: 'checkout-setShippingAddress', values: details }, 'de');
      await update(
        cartId,
        { type: 'checkout-setShippingMethod', values: { method: 'home' } },
        'de',
      );
      const placed = await update(cartId, { type: 'checkout-placeOrder', values: ideal }, 'de');
      const number = placed.body.orderData!.number;
      // The confirmation is written once the order is paid.
      const payOrderId = placed.body.redirect!.split('/').pop()!;
      await choose(payOrderId, 'paid');
      await returnFrom(payOrderId);
      const mail = await engine.database.db.execute(
        sql`select locale from mail_outbox where dedupe_key = ${`order-confirmation:${number}`}`,
      );
      expect((mail as unknown as { rows: { locale: string }[] }).rows).toEqual([{ locale: 'de' }]);
    });

    it('wants the terms accepted and a method the cart offers before placing', async () => {
      const cartId = await readyCart();
      const terms = await update(cartId, {
        type: 'checkout-placeOrder',
        values: { ...ideal, termsAccepted: false },
      });
      expect(terms.status).toBe(400);
      expect(terms.body.fieldErrors).toEqual({
        termsAccepted: 'Please accept the terms and conditions.',
      });
      const riverty = await update(cartId, {
        type: 'checkout-placeOrder',
        values: { method: 'paynl_payment_afterpay', termsAccepted: true },
      });
      expect(riverty.status).toBe(400);
      expect(riverty.body.fieldErrors).toMatchObject({
        dateOfBirth: 'The field is required.',
        gender: 'Please make a choice.',
      });
    });

    it('places the order, starts the payment with the shop return URL, and a paid return shows the order', async () => {
      const cartId = await readyCart();
      const placed = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      expect(placed.status).toBe(200);
      expect(placed.body.status).toBe('success');
      expect(placed.body.redirect).toMatch(/\/paynl-simulator\/pay\/[^/]+$/);
      expect(placed.body.orderData?.number).toMatch(/^1\d{8}$/);
      const payOrderId = placed.body.redirect!.split('/').pop()!;
      const returned = await choose(payOrderId, 'paid');
      expect(`${returned.origin}${returned.pathname}`).toBe(`${shopUrl}/en/paynl/checkout`);
      const back = await returnFrom(payOrderId);
      expect(back.status).toBe(303);
      const location = new URL(back.headers.get('location')!, shopUrl);
      expect(location.pathname).toBe('/en/checkout/success');
      const order = await getOrderByToken(location.searchParams.get('order')!);
      expect(order).toMatchObject({
        number: placed.body.orderData!.number,
        statusCode: 'PROCESSING',
      });
      expect(back.headers.get('set-cookie')).toMatch(/^cart_id=;/);
    });

    it('a retry with a lost answer gets the same order; once paid, a placement is refused as CART_NOT_ACTIVE', async () => {
      const cartId = await readyCart();
      const placed = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      const again = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      expect(again.body.orderData?.number).toBe(placed.body.orderData!.number);
      expect(again.body.redirect).toBe(placed.body.redirect);
      const payOrderId = placed.body.redirect!.split('/').pop()!;
      await choose(payOrderId, 'paid');
      await returnFrom(payOrderId);
      const late = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      expect(late.status).toBe(409);
      // The code keeps the follow-up (spec §4 cancelPayment) away from the paid order.
      expect(late.body).toMatchObject({ status: 'error', code: 'CART_NOT_ACTIVE' });
    });

    it('sends a denied payment back to checkout with the cart given back in the cookie', async () => {
      const cartId = await readyCart();
      const placed = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      const payOrderId = placed.body.redirect!.split('/').pop()!;
      await choose(payOrderId, 'denied');
      const back = await returnFrom(payOrderId);
      const location = new URL(back.headers.get('location')!, shopUrl);
      expect(location.pathname + location.search).toBe(
        '/en/checkout?type=cancelPayment&reason=denied',
      );
      const givenBack = /cart_id=([^;]+)/.exec(back.headers.get('set-cookie') ?? '')?.[1];
      expect(givenBack).toBeTruthy();
      const cart = await engine.execute<{ cart: { total_quantity: number } }>(
        'query ($id: String!) { cart(cart_id: $id) { total_quantity } }',
        { id: decodeURIComponent(givenBack!) },
      );
      expect(cart.data?.cart.total_quantity).toBe(1);
    });

    it('a cancelled return and a return without a readable id both go back to checkout', async () => {
      const cartId = await readyCart();
      const placed = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      const payOrderId = placed.body.redirect!.split('/').pop()!;
      await choose(payOrderId, 'cancelled');
      const cancelled = new URL((await returnFrom(payOrderId)).headers.get('location')!, shopUrl);
      expect(cancelled.search).toBe('?type=cancelPayment');
      const junk = new URL((await returnFrom('<script>')).headers.get('location')!, shopUrl);
      expect(junk.search).toBe('?type=cancelPayment&reason=unknown');
    });

    it('places no order when the return address is not the shop’s own (another host name)', async () => {
      const count = async (table: 'orders' | 'mail_outbox') => {
        const result = await engine.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const cartId = await readyCart();
      const [orders, mails] = [await count('orders'), await count('mail_outbox')];
      for (const elsewhere of [
        'http://127.0.0.1:3000',
        'https://www.localhost:3000',
        'not a url',
      ]) {
        const placed = await handleCheckoutUpdate({
          cartId,
          body: { type: 'checkout-placeOrder', values: ideal },
          locale: 'nl',
          shopUrl: elsewhere,
        });
        expect(placed.status).toBe(421);
        expect(placed.body).toMatchObject({
          status: 'error',
          message: 'We konden je bestelling niet plaatsen. Probeer het opnieuw.',
        });
      }
      expect([await count('orders'), await count('mail_outbox')]).toEqual([orders, mails]);
      // The shop's own address places it.
      const placed = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      expect(placed.body.status).toBe('success');
      expect(await count('orders')).toBe(orders + 1);
    });

    it('keeps a business order’s company, VAT number and reference on the order', async () => {
      const cartId = await cartWithWashingMachine();
      const business = {
        ...details,
        customerType: 'business',
        company: 'Voltana BV',
        vatNumber: 'NL123456789B01',
        reference: 'PO-2026-17',
      };
      await update(cartId, { type: 'checkout-setShippingAddress', values: business });
      await update(cartId, { type: 'checkout-setShippingMethod', values: { method: 'home' } });
      const placed = await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      const read = await engine.execute<{
        guestOrderByToken: { billing_address: Record<string, string> };
      }>(
        'query ($token: String!) { guestOrderByToken(input: { token: $token }) { billing_address { company vat_id reference } } }',
        { token: placed.body.orderData!.token },
      );
      expect(read.data?.guestOrderByToken.billing_address).toEqual({
        company: 'Voltana BV',
        vat_id: 'NL123456789B01',
        reference: 'PO-2026-17',
      });
    });

    it('cancelPayment after a placed order gives the cart back with the checkout cancel URL', async () => {
      const cartId = await readyCart();
      await update(cartId, { type: 'checkout-placeOrder', values: ideal });
      const cancelled = await update(cartId, { type: 'cancelPayment' }, 'fr');
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: 'success',
        cancelUrl: '/checkout?type=cancelPayment',
      });
      expect(cancelled.body.id).toBeTruthy();
      const again = await update(cartId, { type: 'checkout-placeOrder', values: ideal }, 'nl');
      expect(again.status).toBeLessThan(500);
    });

    it('says why the order cannot be placed in the checkout’s language', async () => {
      const lamp = await simpleProduct(engine, 1, { priceCents: 49_00, onlineQty: 4 });
      const cartId = await readyCart();
      await engine.execute(
        'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { id } } }',
        { id: cartId, sku: lamp.sku },
      );
      await setProduct(engine, lamp.id, { onlineQty: 0 });
      const french = await update(cartId, { type: 'checkout-placeOrder', values: ideal }, 'fr');
      expect(french.status).toBe(422);
      expect(french.body.message).toBe(`« ${lamp.name} » est en rupture de stock.`);
      const dutch = await update(cartId, { type: 'checkout-placeOrder', values: ideal }, 'nl');
      expect(dutch.body.message).toBe(`„${lamp.name}” is uitverkocht.`);
    });
  });
});
