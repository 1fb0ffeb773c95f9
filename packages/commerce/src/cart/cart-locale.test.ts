import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { callExchange, chooseOnPaymentPage } from '../testing/simulated-payments.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { mailOutbox } from '../mail/schema.ts';
import { carts } from './schema.ts';

const createCart = 'mutation { createGuestCart { cart { id } } }';
const setEmail = /* GraphQL */ `
  mutation ($id: String!) {
    setGuestEmailOnCart(input: { cart_id: $id, email: "anna@example.nl" }) {
      cart {
        id
      }
    }
  }
`;

describe.each(databaseKinds)("the shopper's language on %s", (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'cart_locale', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close());

  const localeOf = async (cartId: string) =>
    (await engine.database.db.select().from(carts).where(eq(carts.id, cartId)))[0]!.locale;

  async function newCart(headers: Record<string, string> = {}) {
    const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      createCart,
      {},
      headers,
    );
    return created.data!.createGuestCart.cart.id;
  }

  it('creates the cart in the language of the page, the store’s nl otherwise', async () => {
    expect(await localeOf(await newCart({ 'x-locale': 'fr' }))).toBe('fr');
    expect(await localeOf(await newCart({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }))).toBe(
      'de',
    );
    expect(await localeOf(await newCart({ 'x-locale': 'es' }))).toBe('nl');
    expect(await localeOf(await newCart())).toBe('nl');
  });

  it('follows a change of language on each cart mutation, not on a request naming none', async () => {
    const cartId = await newCart({ 'x-locale': 'nl' });
    await engine.execute(setEmail, { id: cartId }, { 'x-locale': 'en' });
    expect(await localeOf(cartId)).toBe('en');
    await engine.execute(setEmail, { id: cartId });
    await engine.execute(setEmail, { id: cartId }, { 'x-locale': 'xx' });
    expect(await localeOf(cartId)).toBe('en');
  });

  it('names the address’s country in the request’s language, from the runtime’s country names', async () => {
    const product = await simpleProduct(engine, 1, { priceCents: 30_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const query = `query ($id: String!) { cart(cart_id: $id) {
      shipping_addresses { country { code label } } billing_address { country { label } } } }`;
    type Countries = {
      cart: {
        shipping_addresses: { country: { code: string; label: string } }[];
        billing_address: { country: { label: string } };
      };
    };
    const labels: Record<string, string[]> = {};
    for (const locale of ['nl', 'fr', 'de', 'en']) {
      const read = await engine.execute<Countries>(query, { id: cartId }, { 'x-locale': locale });
      expect(read.errors).toBeUndefined();
      const { shipping_addresses, billing_address } = read.data!.cart;
      expect(shipping_addresses[0]!.country.code).toBe('NL');
      labels[locale] = [shipping_addresses[0]!.country.label, billing_address.country.label];
    }
    expect(labels).toEqual({
      nl: ['Nederland', 'Nederland'],
      fr: ['Pays-Bas', 'Pays-Bas'],
      de: ['Niederlande', 'Niederlande'],
      en: ['Netherlands', 'Netherlands'],
    });
  });

  it('titles the payment methods in the request’s language, brand names as they are', async () => {
    const product = await simpleProduct(engine, 2, { priceCents: 300_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const query = `query ($id: String!) { cart(cart_id: $id) {
      available_payment_methods { code title } selected_payment_method { code title } } }`;
    type Methods = {
      cart: {
        available_payment_methods: { code: string; title: string }[];
        selected_payment_method: { code: string; title: string };
      };
    };
    const titles = async (locale: string): Promise<Record<string, string | undefined>> => {
      const read = await engine.execute<Methods>(query, { id: cartId }, { 'x-locale': locale });
      expect(read.errors).toBeUndefined();
      const { available_payment_methods, selected_payment_method } = read.data!.cart;
      const byCode: Record<string, string> = Object.fromEntries(
        available_payment_methods.map((method) => [method.code, method.title]),
      );
      return { ...byCode, selected: selected_payment_method.title };
    };
    const nl = await titles('nl');
    expect(nl.paynl_payment_capayable_gespreid).toBe('in3: betaal in 3 termijnen, 0% rente');
    expect(nl.selected).toBe('iDEAL');
    expect((await titles('en')).paynl_payment_capayable_gespreid).toBe(
      'in3: pay in 3 instalments, 0% interest',
    );
    expect((await titles('de')).paynl_payment_capayable_gespreid).toBe(
      'in3: in 3 Raten zahlen, 0 % Zinsen',
    );
    const fr = await titles('fr');
    expect(fr.paynl_payment_capayable_gespreid).toBe('in3\u00a0: payer en 3 fois, 0 % d’intérêt');
    expect(fr.selected).toBe('iDEAL');
  });

  it('mails the order confirmation in the language the order was placed in', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const placed = await engine.execute<PlaceOrderAnswer>(
      placeOrderMutation,
      { id: cartId },
      { 'x-locale': 'de' },
    );
    const { number, token } = placed.data!.placeOrder.orderV2!;
    // The confirmation is written when the order is paid, in the order's language still.
    const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
      'mutation ($t: String!) { paynlStartTransaction(input: { order_token: $t }) { pay_order_id } }',
      { t: token },
      { 'x-locale': 'en' },
    );
    const payOrderId = started.data!.paynlStartTransaction.pay_order_id;
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    await callExchange(engine, payOrderId);
    const [mail] = await engine.database.db
      .select({ locale: mailOutbox.locale })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${number}`));
    expect(mail!.locale).toBe('de');
  });

  it('mails a failed payment in the language of the order, whatever the later request says', async () => {
    const product = await simpleProduct(engine, 1, { priceCents: 20_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    await engine.execute(setEmail, { id: cartId }, { 'x-locale': 'fr' });
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cartId });
    const number = placed.data!.placeOrder.orderV2!.number;
    await engine.execute(
      'mutation ($id: String!) { cancelPayment(input: { cart_id: $id }) { cart { id } } }',
      { id: cartId },
      { 'accept-language': 'en' },
    );
    const [mail] = await engine.database.db
      .select({ locale: mailOutbox.locale })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `payment-failed:${number}`));
    expect(mail!.locale).toBe('fr');
  });

  it('mails the shipment in the language the order was placed in, not the staff’s', async () => {
    const product = await simpleProduct(engine, 2, { priceCents: 20_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const placed = await engine.execute<PlaceOrderAnswer>(
      placeOrderMutation,
      { id: cartId },
      { 'x-locale': 'fr' },
    );
    const { number, token } = placed.data!.placeOrder.orderV2!;
    const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
      `mutation ($token: String!) {
        paynlStartTransaction(input: { order_token: $token, return_url: "http://localhost:3000/checkout/success" }) { pay_order_id }
      }`,
      { token },
      { 'x-locale': 'en' },
    );
    const payOrderId = started.data!.paynlStartTransaction.pay_order_id;
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    await callExchange(engine, payOrderId);
    expect(await engine.services.orders.markReadyToShip(number)).toMatchObject({
      status: 'READY_TO_SHIP',
    });
    expect(await engine.services.orders.ship(number, '3SABCD1234567')).not.toBeNull();
    const [mail] = await engine.database.db
      .select({ locale: mailOutbox.locale })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-shipped:${number}`));
    expect(mail!.locale).toBe('fr');
  });
});
