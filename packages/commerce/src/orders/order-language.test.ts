import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import { placeCustomerOrder } from '../testing/customer-cart-fixtures.ts';
import { cartReadyToOrder, simpleProduct } from '../testing/shop-fixtures.ts';
import { orderItems, orders } from './schema.ts';

// The order pages of the storefront (success page, tracking page, account) show the order's
// delivery and payment methods in the page's language; the order keeps the Dutch titles.

const methods = /* GraphQL */ `
  fragment Methods on CustomerOrder {
    number
    shipping_method
    payment_methods {
      name
      type
    }
  }
`;
const place = /* GraphQL */ `
  ${methods}
  mutation Place($id: String!) {
    placeOrder(input: { cart_id: $id }) {
      orderV2 {
        token
        ...Methods
      }
    }
  }
`;
const byToken = /* GraphQL */ `
  ${methods}
  query Success($token: String!) {
    guestOrderByToken(input: { token: $token }) {
      ...Methods
    }
  }
`;
const tracking = /* GraphQL */ `
  ${methods}
  query Track($number: String!) {
    guestOrder(input: { number: $number, postcode: "3511 AB" }) {
      ...Methods
    }
  }
`;
const history = /* GraphQL */ `
  ${methods}
  query History($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }) {
        items {
          ...Methods
        }
      }
    }
  }
`;

interface Methods {
  number: string;
  shipping_method: string;
  payment_methods: { name: string; type: string }[];
}

const in3 = 'paynl_payment_capayable_gespreid';
const expected = {
  nl: { delivery: 'Thuisbezorgd', in3: 'in3: betaal in 3 termijnen, 0% rente' },
  fr: { delivery: 'Livraison à domicile', in3: 'in3\u00a0: payer en 3 fois, 0 % d’intérêt' },
  de: { delivery: 'Lieferung nach Hause', in3: 'in3: in 3 Raten zahlen, 0 % Zinsen' },
  en: { delivery: 'Home delivery', in3: 'in3: pay in 3 instalments, 0% interest' },
} as const;
const locales = ['nl', 'fr', 'de', 'en'] as const;

describe.each(databaseKinds)('an order’s methods in the page’s language on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'order_language', { seedProducts: 40 }));
  }, 120_000);
  afterAll(() => close());

  const answer = async <T>(query: string, variables: object, headers: Record<string, string>) => {
    const result = await engine.execute<T>(query, variables as Record<string, unknown>, headers);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!;
  };

  it('names a guest’s delivery and in3 payment in the request’s language, and stores Dutch', async () => {
    const lamp = await simpleProduct(engine, 3, { priceCents: 150_00, onlineQty: 10 });
    const payment = {
      code: in3,
      paynl: { date_of_birth: '1975-01-30', telephone: '0687654321' },
    };
    const cart = await cartReadyToOrder(
      engine,
      [{ sku: lamp.sku, quantity: 1 }],
      undefined,
      payment,
    );
    const placed = await answer<{ placeOrder: { orderV2: Methods & { token: string } } }>(
      place,
      { id: cart },
      { 'x-locale': 'fr' },
    );
    const { number, token } = placed.placeOrder.orderV2;
    expect(placed.placeOrder.orderV2).toMatchObject({
      shipping_method: expected.fr.delivery,
      payment_methods: [{ name: expected.fr.in3, type: in3 }],
    });

    for (const locale of locales) {
      const headers = { 'x-locale': locale };
      const success = await answer<{ guestOrderByToken: Methods }>(byToken, { token }, headers);
      const tracked = await answer<{ guestOrder: Methods }>(tracking, { number }, headers);
      for (const order of [success.guestOrderByToken, tracked.guestOrder]) {
        expect(order).toEqual({
          number,
          shipping_method: expected[locale].delivery,
          payment_methods: [{ name: expected[locale].in3, type: in3 }],
        });
      }
    }

    // Without a language the titles are answered as stored; what is stored stays Dutch.
    const plain = await answer<{ guestOrderByToken: Methods }>(byToken, { token }, {});
    expect(plain.guestOrderByToken.shipping_method).toBe(expected.nl.delivery);
    const [row] = await engine.database.db
      .select({ shipping: orders.shippingMethod, payment: orders.paymentMethodTitle })
      .from(orders)
      .where(eq(orders.number, number));
    expect(row).toEqual({ shipping: expected.nl.delivery, payment: expected.nl.in3 });
  });

  it('keeps each line’s name in the order’s language, as the shopper read it', async () => {
    const kettle = await simpleProduct(engine, 5, {
      priceCents: 40_00,
      onlineQty: 10,
      translations: { fr: { name: 'Bouilloire Lumen' }, de: { name: 'Wasserkocher Lumen' } },
    });
    const names: Record<string, string> = {};
    for (const locale of ['fr', 'de', 'en'] as const) {
      const cart = await cartReadyToOrder(engine, [{ sku: kettle.sku, quantity: 1 }]);
      const placed = await answer<{ placeOrder: { orderV2: { number: string } } }>(
        place,
        { id: cart },
        { 'x-locale': locale },
      );
      const [item] = await engine.database.db
        .select({ name: orderItems.name })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.number, placed.placeOrder.orderV2.number));
      names[locale] = item!.name;
    }
    // English has no name of its own: the Dutch one, as the product page showed it.
    expect(names).toEqual({ fr: 'Bouilloire Lumen', de: 'Wasserkocher Lumen', en: kettle.name });
  });

  it('names the delivery in the account’s order history in the request’s language', async () => {
    const vase = await simpleProduct(engine, 4, { priceCents: 20_00, onlineQty: 10 });
    const customer = await signedInCustomer(engine);
    const number = await placeCustomerOrder(engine, customer, [{ sku: vase.sku, quantity: 1 }]);
    for (const locale of locales) {
      const found = await answer<{ customer: { orders: { items: Methods[] } } }>(
        history,
        { number },
        { ...customer.headers, 'x-locale': locale },
      );
      expect(found.customer.orders.items).toEqual([
        {
          number,
          shipping_method: expected[locale].delivery,
          // A brand's name is the same in every language.
          payment_methods: [{ name: 'iDEAL', type: 'paynl_payment_ideal' }],
        },
      ]);
    }
  });
});
