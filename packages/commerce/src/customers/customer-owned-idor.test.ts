import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer, type SignedInCustomer } from '../testing/customer-fixtures.ts';
import {
  customerCartId,
  customerCartReadyToOrder,
  quantitiesOf,
} from '../testing/customer-cart-fixtures.ts';
import {
  placeOrderMutation,
  simpleProduct,
  testAddress,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { newCartId } from '../cart/cart-service.ts';
import { carts } from '../cart/schema.ts';
import { orders } from '../orders/schema.ts';

/** What a case names: customer A's real resources, or ids that exist for nobody. */
interface Ids {
  /** A's cart, ready to order. */
  cart: string;
  /** A line of that cart. */
  item: string;
  /** A's cart whose order awaits payment. */
  orderedCart: string;
  address: number;
  order: string;
}

interface Case {
  name: string;
  query: string;
  variables: (ids: Ids, fixtures: Fixtures) => Record<string, unknown>;
}

interface Fixtures {
  /** The asker's own cart (a guest's cart for the guest). */
  ownCart: string;
  sku: string;
}

const cartCases: Case[] = [
  {
    name: 'cart',
    query: `query ($id: String!) { cart(cart_id: $id) { id email items { quantity } } }`,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'addProductsToCart',
    query: `mutation ($id: String!, $sku: String!) {
      addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) {
        cart { id } user_errors { code message }
      }
    }`,
    variables: (ids, fixtures) => ({ id: ids.cart, sku: fixtures.sku }),
  },
  {
    name: 'updateCartItems',
    query: `mutation ($id: String!, $item: ID!) {
      updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $item, quantity: 3 }] }) {
        cart { id }
      }
    }`,
    variables: (ids) => ({ id: ids.cart, item: ids.item }),
  },
  {
    name: 'removeItemFromCart',
    query: `mutation ($id: String!, $item: ID!) {
      removeItemFromCart(input: { cart_id: $id, cart_item_uid: $item }) { cart { id } }
    }`,
    variables: (ids) => ({ id: ids.cart, item: ids.item }),
  },
  {
    name: 'applyCouponToCart',
    query: `mutation ($id: String!) {
      applyCouponToCart(input: { cart_id: $id, coupon_code: "WELKOM10" }) { cart { id } }
    }`,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'removeCouponFromCart',
    query: `mutation ($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }`,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'setGuestEmailOnCart',
    query: `mutation ($id: String!) {
      setGuestEmailOnCart(input: { cart_id: $id, email: "thief@example.com" }) { cart { email } }
    }`,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'setShippingAddressesOnCart',
    query: `mutation ($id: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
        cart { id }
      }
    }`,
    variables: (ids) => ({ id: ids.cart, address: { ...testAddress, city: 'Elders' } }),
  },
  {
    name: 'setShippingAddressesOnCart with a book address',
    query: `mutation ($id: String!, $book: Int!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $book }] }) {
        cart { id }
      }
    }`,
    variables: (ids) => ({ id: ids.cart, book: ids.address }),
  },
  {
    name: "A's book address on the asker's own cart (shipping)",
    query: `mutation ($id: String!, $book: Int!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $book }] }) {
        cart { id shipping_addresses { city } }
      }
    }`,
    variables: (ids, fixtures) => ({ id: fixtures.ownCart, book: ids.address }),
  },
  {
    name: "A's book address on the asker's own cart (billing)",
    query: `mutation ($id: String!, $book: Int!) {
      setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $book } }) {
        cart { id billing_address { city } }
      }
    }`,
    variables: (ids, fixtures) => ({ id: fixtures.ownCart, book: ids.address }),
  },
  {
    name: 'setBillingAddressOnCart',
    query: `mutation ($id: String!) {
      setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) {
        cart { id }
      }
    }`,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'setShippingMethodsOnCart',
    query: `mutation ($id: String!) {
      setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) {
        cart { id }
      }
    }`,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'setPaymentMethodOnCart',
    query: `mutation ($id: String!) {
      setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "paynl_payment_ideal" } }) {
        cart { id }
      }
    }`,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'placeOrder',
    query: placeOrderMutation,
    variables: (ids) => ({ id: ids.cart }),
  },
  {
    name: 'cancelPayment of the ordered cart',
    query: `mutation ($id: String!) { cancelPayment(input: { cart_id: $id }) { cart { id } } }`,
    variables: (ids) => ({ id: ids.orderedCart }),
  },
];

const accountCases: Case[] = [
  {
    name: 'mergeCarts with A’s cart as source',
    query: `mutation ($source: String!) { mergeCarts(source_cart_id: $source) { id } }`,
    variables: (ids) => ({ source: ids.cart }),
  },
  {
    name: 'mergeCarts with A’s cart as destination',
    query: `mutation ($source: String!, $destination: String!) {
      mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id }
    }`,
    variables: (ids, fixtures) => ({ source: fixtures.ownCart, destination: ids.cart }),
  },
  {
    name: 'updateCustomerAddress',
    query: `mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Elders" }) { id city } }`,
    variables: (ids) => ({ id: ids.address }),
  },
  {
    name: 'deleteCustomerAddress',
    query: `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`,
    variables: (ids) => ({ id: ids.address }),
  },
  {
    name: 'customer.orders by A’s number',
    query: `query ($number: String!) {
      customer { orders(filter: { number: { eq: $number } }) { total_count items { number } } }
    }`,
    variables: (ids) => ({ number: ids.order }),
  },
  {
    name: 'customer.orders matching A’s number',
    query: `query ($number: String!) {
      customer { orders(filter: { number: { match: $number } }) { total_count items { number } } }
    }`,
    variables: (ids) => ({ number: ids.order }),
  },
  {
    name: 'reorderItems of A’s order',
    query: `mutation ($number: String!) {
      reorderItems(orderNumber: $number) { cart { id } userInputErrors { code path } }
    }`,
    variables: (ids) => ({ number: ids.order }),
  },
];

describe.each(databaseKinds)('customer-owned data asked for by others on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let a: SignedInCustomer;
  let b: SignedInCustomer;
  let real: Ids;
  let missing: Ids;
  let sku: string;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'customer_idor', { seedProducts: 120 }));
    const lamp = await simpleProduct(engine, 1, { priceCents: 60_00, onlineQty: 50 });
    sku = lamp.sku;
    a = await signedInCustomer(engine);
    b = await signedInCustomer(engine);

    const address = await engine.execute<{ createCustomerAddress: { id: number } }>(
      `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
      { input: { ...testAddress, country_code: 'NL', default_shipping: true } },
      a.headers,
    );
    const orderedCart = await customerCartReadyToOrder(engine, a, [{ sku, quantity: 1 }]);
    const placed = await engine.execute<PlaceOrderAnswer>(
      placeOrderMutation,
      { id: orderedCart },
      a.headers,
    );
    const cart = await customerCartReadyToOrder(engine, a, [{ sku, quantity: 2 }]);
    const lines = await engine.execute<{ cart: { items: { uid: string }[] } }>(
      `query ($id: String!) { cart(cart_id: $id) { items { uid } } }`,
      { id: cart },
      a.headers,
    );
    real = {
      cart,
      item: lines.data!.cart.items[0]!.uid,
      orderedCart,
      address: address.data!.createCustomerAddress.id,
      order: placed.data!.placeOrder.orderV2!.number,
    };
    missing = {
      cart: newCartId(),
      item: real.item,
      orderedCart: newCartId(),
      address: real.address + 1000,
      order: String(Number(real.order) + 1000),
    };
  }, 180_000);
  afterAll(() => close());

  /** The other customer and a guest, each asking in another language (it must not stick). */
  const askers = () => [
    { who: 'customer B', headers: { ...b.headers, 'X-Locale': 'de' } },
    { who: 'a guest', headers: { 'X-Locale': 'de' } },
  ];

  const fixturesFor = async (who: string): Promise<Fixtures> => {
    if (who === 'customer B') return { ownCart: await customerCartId(engine, b), sku };
    const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    return { ownCart: created.data!.createGuestCart.cart.id, sku };
  };

  it.each([...cartCases, ...accountCases].map((c) => [c.name, c] as const))(
    '%s: others get the answer of an id that does not exist',
    async (_, testCase) => {
      for (const { who, headers } of askers()) {
        const fixtures = await fixturesFor(who);
        const onMissing = await engine.execute(
          testCase.query,
          testCase.variables(missing, fixtures),
          headers,
        );
        const onReal = await engine.execute(
          testCase.query,
          testCase.variables(real, fixtures),
          headers,
        );
        expect({ who, answer: onReal }).toEqual({ who, answer: onMissing });
        // An answer that is no refusal at all would make the comparison meaningless.
        expect({ who, answer: JSON.stringify(onReal) }).toMatchObject({
          answer: expect.stringMatching(
            /CART_NOT_FOUND|NOT_FOUND|UNAUTHENTICATED|"total_count":0|customer_address_id/,
          ),
        });
      }
    },
  );

  it("registering A's address again shows none of A's addresses or orders", async () => {
    const echo = await engine.execute(
      `mutation ($input: CustomerCreateInput!) {
        createCustomerV2(input: $input) {
          customer { addresses { id } orders { total_count items { number } } }
        }
      }`,
      { input: { email: a.email, firstname: 'X', lastname: 'Y', password: 'Ander-wachtw00rd' } },
    );
    expect(echo).toEqual({
      data: {
        createCustomerV2: { customer: { addresses: [], orders: { total_count: 0, items: [] } } },
      },
    });
  });

  it("leaves A's cart, address book and order as they were, and they still work for A", async () => {
    expect(await quantitiesOf(engine, real.cart, a.headers)).toEqual({ [sku]: 2 });
    const [cartRow] = await engine.database.db.select().from(carts).where(eq(carts.id, real.cart));
    expect(cartRow).toMatchObject({
      isActive: true,
      email: a.email,
      locale: 'nl',
      couponCode: null,
      customerId: a.customerId,
    });
    expect(cartRow!.shippingAddress?.city).toBe(testAddress.city);
    const [orderRow] = await engine.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, real.order));
    expect(orderRow).toMatchObject({ status: 'PENDING_PAYMENT', customerId: a.customerId });

    const book = await engine.execute(
      '{ customer { default_shipping addresses { id city } } }',
      {},
      a.headers,
    );
    expect(book.data).toEqual({
      customer: {
        default_shipping: String(real.address),
        addresses: [{ id: real.address, city: testAddress.city }],
      },
    });
    const bBook = await engine.execute('{ customer { addresses { id } } }', {}, b.headers);
    expect(bBook.data).toEqual({ customer: { addresses: [] } });

    // The same requests from A succeed, so the refusals above came from ownership.
    for (const testCase of [cartCases[0]!, accountCases[4]!, accountCases[6]!]) {
      const own = await engine.execute(
        testCase.query,
        testCase.variables(real, { ownCart: real.cart, sku }),
        a.headers,
      );
      expect({ name: testCase.name, errors: own.errors }).toEqual({
        name: testCase.name,
        errors: undefined,
      });
    }
    const placed = await engine.execute<PlaceOrderAnswer>(
      placeOrderMutation,
      { id: real.cart },
      a.headers,
    );
    expect(placed.data!.placeOrder.errors).toEqual([]);
  });
});
