import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import {
  createTestEngine,
  databaseKinds,
  simpleProduct,
  signedInCustomer,
  type SignedInCustomer,
  customerCartId,
  placeCustomerOrder,
} from '@webshop/commerce/testing';
import { addressBookEntrySchema, customerAddressInput } from '@/lib/account/address-book-schema';
import { getCheckout } from '@/lib/commerce/checkout';
import { handleCheckoutUpdate } from '@/lib/checkout/checkout-updates';
import {
  deleteCustomerAddress,
  getAccount,
  getCustomerOrder,
  getOrderHistory,
  orderHistoryPageSize,
  saveCustomerAddress,
  type AccountView,
} from '.';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The account pages' data functions and the signed-in checkout against a real engine, on both
// kinds of database.
describe.each(databaseKinds)('account pages on %s', (databaseKind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let sku: string;
  let anna: SignedInCustomer;
  let piet: SignedInCustomer;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(databaseKind, `account_pages_${databaseKind}`, {
      seedProducts: 120,
      orderSweepMs: 0,
    }));
    serveEngine(engine);
    sku = (await simpleProduct(engine, 0, { priceCents: 49_900, onlineQty: 50 })).sku;
    anna = await signedInCustomer(engine, { firstname: 'Anna' });
    piet = await signedInCustomer(engine, { firstname: 'Piet' });
  }, 180_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  const kerkstraat = addressBookEntrySchema.parse({
    customerType: 'personal',
    shipping: {
      salutation: 'mrs',
      firstname: 'Anna',
      lastname: 'de Vries',
      postcode: '3511AB',
      houseNumber: '12',
      addition: 'a',
      street: 'Kerkstraat',
      city: 'Utrecht',
      country: 'NL',
      telephone: '0612345678',
    },
    defaultShipping: true,
  });

  async function account(customer: SignedInCustomer): Promise<AccountView> {
    const view = await getAccount(customer.token);
    if (typeof view === 'string') throw new Error(view);
    return view;
  }

  describe('address book', () => {
    it('adds, makes default, refuses another customer exactly like a missing id, and deletes', async () => {
      const saved = await saveCustomerAddress(anna.token, null, customerAddressInput(kerkstraat));
      if (typeof saved === 'string') throw new Error(saved);
      let book = (await account(anna)).addresses;
      expect(book).toHaveLength(1);
      expect(book[0]).toMatchObject({
        id: saved.id,
        defaultShipping: true,
        defaultBilling: false,
        address: { street: 'Kerkstraat', houseNumber: '12', addition: 'a', postcode: '3511 AB' },
      });

      expect(await saveCustomerAddress(anna.token, saved.id, { default_billing: true })).toEqual(
        saved,
      );
      book = (await account(anna)).addresses;
      expect(book[0]).toMatchObject({ defaultShipping: true, defaultBilling: true });

      const missing = 2_000_000_000;
      const foreign = await saveCustomerAddress(piet.token, saved.id, { default_billing: true });
      expect(foreign).toBe(
        await saveCustomerAddress(piet.token, missing, { default_billing: true }),
      );
      expect(typeof foreign).toBe('string');
      expect(await deleteCustomerAddress(piet.token, saved.id)).toBe(
        await deleteCustomerAddress(piet.token, missing),
      );
      expect((await account(anna)).addresses).toHaveLength(1);

      expect(await deleteCustomerAddress(anna.token, saved.id)).toBe(true);
      expect((await account(anna)).addresses).toEqual([]);
    });

    it('answers an unknown session as signed out', async () => {
      expect(await getAccount('x'.repeat(43))).toBe('signed-out');
    });
  });

  describe('signed-in checkout', () => {
    it("puts a book address on the customer's cart by its id; a guest cannot use the cart", async () => {
      const saved = await saveCustomerAddress(anna.token, null, customerAddressInput(kerkstraat));
      if (typeof saved === 'string') throw new Error(saved);
      const cartId = await customerCartId(engine, anna);
      await engine.execute(
        'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
        { id: cartId, sku },
        anna.headers,
      );
      const values = {
        email: anna.email,
        customerType: 'personal',
        shipping: { ...kerkstraat.shipping, street: 'Ignored', city: 'Ignored' },
        billingSameAsShipping: true,
        shippingBook: { addressId: saved.id },
      };
      const body = { type: 'checkout-setShippingAddress', values };
      const input = { cartId, body, locale: 'nl', shopUrl: 'http://shop.test' };

      const asGuest = await handleCheckoutUpdate({ ...input, token: null });
      expect(asGuest.body.status).toBe('error');

      const asAnna = await handleCheckoutUpdate({ ...input, token: anna.token });
      expect(asAnna).toMatchObject({ status: 200, body: { status: 'success' } });
      const checkout = await getCheckout(cartId, anna.token, 'nl');
      if (!checkout || typeof checkout === 'string') throw new Error(String(checkout));
      expect(checkout.shipping).toMatchObject({
        street: 'Kerkstraat',
        houseNumber: '12',
        city: 'Utrecht',
      });
      expect(checkout.billingSameAsShipping).toBe(true);
      expect(await getCheckout(cartId, null, 'nl')).toBeNull();
      expect(await getCheckout(cartId, piet.token, 'nl')).toBeNull();
    });

    it("does not let another customer's book address onto a cart", async () => {
      const saved = await saveCustomerAddress(piet.token, null, customerAddressInput(kerkstraat));
      if (typeof saved === 'string') throw new Error(saved);
      const cartId = await customerCartId(engine, anna);
      const reply = await handleCheckoutUpdate({
        cartId,
        body: {
          type: 'checkout-setShippingAddress',
          values: {
            email: anna.email,
            customerType: 'personal',
            shipping: kerkstraat.shipping,
            billingSameAsShipping: true,
            shippingBook: { addressId: saved.id },
          },
        },
        locale: 'nl',
        shopUrl: 'http://shop.test',
        token: anna.token,
      });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    });
  });

  describe('orders', () => {
    it('lists the newest first in pages, finds by number, and hides them from others', async () => {
      const numbers: string[] = [];
      for (let index = 0; index < orderHistoryPageSize + 1; index += 1) {
        numbers.push(await placeCustomerOrder(engine, anna, [{ sku, quantity: 1 }]));
      }
      const first = await getOrderHistory(anna.token, 1, '');
      if (typeof first === 'string') throw new Error(first);
      expect(first.totalCount).toBe(numbers.length);
      expect(first.hasMore).toBe(true);
      expect(first.orders.map((order) => order.number)).toEqual(
        numbers.slice(-orderHistoryPageSize).reverse(),
      );
      const second = await getOrderHistory(anna.token, 2, '');
      if (typeof second === 'string') throw new Error(second);
      expect(second.orders.map((order) => order.number)).toEqual([numbers[0]]);
      expect(second.hasMore).toBe(false);

      const found = await getOrderHistory(anna.token, 1, numbers[3]!);
      if (typeof found === 'string') throw new Error(found);
      expect(found.orders.map((order) => order.number)).toEqual([numbers[3]]);

      // (The first order also took the line left in the cart by the checkout test.)
      const detail = await getCustomerOrder(anna.token, numbers[1]!);
      if (!detail || typeof detail === 'string') throw new Error(String(detail));
      expect(detail).toMatchObject({
        number: numbers[1],
        items: [expect.objectContaining({ sku, quantity: 1, rowCents: 49_900 })],
        shippingAddress: expect.objectContaining({ name: 'Anna de Vries' }),
      });
      expect(detail.totalCents).toBe(detail.subtotalCents + detail.shippingCents);

      expect(await getCustomerOrder(piet.token, numbers[1]!)).toBeNull();
      expect(await getCustomerOrder(piet.token, '1999999999')).toBeNull();
      const others = await getOrderHistory(piet.token, 1, '');
      expect(typeof others === 'string' ? others : others.orders).toEqual([]);
    }, 120_000);
  });
});
