import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { productsOfType, setProduct, simpleProduct } from '../testing/shop-fixtures.ts';
import { coupons } from './schema.ts';

const readCart = /* GraphQL */ `
  query ReadCart($id: String!) {
    cart(cart_id: $id) {
      ...CartFields
    }
  }
  fragment CartFields on Cart {
    id
    is_active
    total_quantity
    errors {
      code
      message
    }
    applied_coupons {
      code
    }
    items {
      __typename
      uid
      quantity
      is_available
      product {
        sku
      }
      prices {
        price {
          value
        }
        row_total {
          value
        }
        row_total_including_tax {
          value
        }
      }
      ... on ConfigurableCartItem {
        configured_variant {
          sku
        }
      }
      ... on BundleCartItem {
        bundle_options {
          type
          values {
            sku
            price
            quantity
          }
        }
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      grand_total_excluding_tax {
        value
      }
      subtotal_including_tax {
        value
      }
      subtotal_excluding_tax {
        value
      }
      applied_taxes {
        label
        rate
        amount {
          value
        }
      }
      discounts {
        label
        amount {
          value
        }
      }
      in_store_discount {
        value
      }
      free_shipping_remaining {
        value
      }
    }
    shipping_addresses {
      postcode
      pickup_location_code
      selected_shipping_method {
        carrier_code
        amount {
          value
        }
      }
    }
  }
`;
/** The fragment alone, for the mutations' documents. */
const cartFields = readCart.slice(readCart.search(/fragment\s/));

const add = /* GraphQL */ `
  mutation Add($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
        reason
        params {
          name
          value
        }
      }
    }
  }
  ${cartFields}
`;

type UserError = {
  code: string;
  message: string;
  reason: string;
  params: { name: string; value: string }[];
};

/** A user error's reason with its values, as a shop reads them to translate. */
const said = (error: UserError) => ({
  reason: error.reason,
  params: Object.fromEntries(error.params.map((param) => [param.name, param.value])),
});

interface CartAnswer {
  id: string;
  total_quantity: number;
  errors: { code: string }[];
  items: {
    __typename: string;
    uid: string;
    quantity: number;
    product: { sku: string };
    prices: { price: { value: number } };
    configured_variant?: { sku: string };
    bundle_options?: { type: string; values: { price: number }[] }[];
  }[];
  prices: {
    grand_total: { value: number };
    grand_total_excluding_tax: { value: number };
    subtotal_including_tax: { value: number };
    applied_taxes: { label: string; rate: number; amount: { value: number } }[];
    discounts: { amount: { value: number } }[];
    in_store_discount: { value: number };
    free_shipping_remaining: { value: number };
  };
  shipping_addresses: { selected_shipping_method: { amount: { value: number } } | null }[];
}

const address = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: ['Kerkstraat', '12'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_code: 'NL',
  telephone: '0612345678',
};

describe.each(databaseKinds)('cart on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'cart_api', { seedProducts: 120 }));
    await engine.database.db.insert(coupons).values([
      { code: 'VIJF', kind: 'fixed', amount: 5_00, minSubtotalCents: 0, label: 'Vijf euro' },
      {
        code: 'OUD',
        kind: 'percent',
        amount: 50,
        minSubtotalCents: 0,
        validTo: '2020-01-01',
        label: 'Oud',
      },
    ]);
  });
  afterAll(() => close());

  const newCart = async () => {
    const result = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    return result.data!.createGuestCart.cart.id;
  };

  const addItems = async (cartId: string, items: Record<string, unknown>[]) => {
    const result = await engine.execute<{
      addProductsToCart: { cart: CartAnswer; user_errors: UserError[] };
    }>(add, { cartId, items });
    expect(result.errors).toBeUndefined();
    return result.data!.addProductsToCart;
  };

  it('gives unguessable cart ids of 128 random bits', async () => {
    const ids = await Promise.all([newCart(), newCart()]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('prices lines incl. VAT, shows the VAT and charges shipping below 45', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 10 });
    const { cart, user_errors } = await addItems(await newCart(), [
      { sku: product.sku, quantity: 2 },
    ]);
    expect(user_errors).toEqual([]);
    expect(cart.total_quantity).toBe(2);
    expect(cart.prices.subtotal_including_tax.value).toBe(40);
    expect(cart.prices.free_shipping_remaining.value).toBe(5);
    expect(cart.prices.grand_total.value).toBe(42.95);
    expect(cart.prices.grand_total_excluding_tax.value).toBe(Math.round((4295 * 100) / 121) / 100);
    expect(cart.prices.applied_taxes[0]).toMatchObject({ label: 'BTW 21%', rate: 21 });
    expect(cart.prices.applied_taxes[0]!.amount.value).toBe(
      (4295 - Math.round((4295 * 100) / 121)) / 100,
    );
  });

  it('ships free from 45 and raises the quantity of a product already in the cart', async () => {
    const product = await simpleProduct(engine, 1, { priceCents: 15_00, onlineQty: 10 });
    const cartId = await newCart();
    await addItems(cartId, [{ sku: product.sku, quantity: 2 }]);
    const { cart } = await addItems(cartId, [{ sku: product.sku, quantity: 1 }]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
    expect(cart.prices.grand_total.value).toBe(45);
    expect(cart.prices.free_shipping_remaining.value).toBe(0);
  });

  it('applies special prices until their end date and tier prices by quantity', async () => {
    const product = await simpleProduct(engine, 2, {
      priceCents: 100_00,
      specialPriceCents: 90_00,
      specialToDate: '2999-12-31',
      tiers: [{ quantity: 3, priceCents: 80_00 }],
      onlineQty: 10,
    });
    const cartId = await newCart();
    let { cart } = await addItems(cartId, [{ sku: product.sku, quantity: 2 }]);
    expect(cart.items[0]!.prices.price.value).toBe(90);
    ({ cart } = await addItems(cartId, [{ sku: product.sku, quantity: 1 }]));
    expect(cart.items[0]!.prices.price.value).toBe(80);
    await setProduct(engine, product.id, { specialToDate: '2000-01-01', tiers: [] });
    const again = await engine.execute<{ cart: CartAnswer }>(readCart, { id: cartId });
    expect(again.data!.cart.items[0]!.prices.price.value).toBe(100);
  });

  it('refuses products that are not for sale, out of stock or beyond stock', async () => {
    const onRequest = await simpleProduct(engine, 3, {
      priceCents: 10_00,
      onlineQty: 10,
      status: 'Actief (op aanvraag)',
    });
    const gone = await simpleProduct(engine, 4, {
      priceCents: 10_00,
      onlineQty: 10,
      status: 'Uit assortiment',
    });
    const empty = await simpleProduct(engine, 5, { priceCents: 10_00, onlineQty: 0 });
    const few = await simpleProduct(engine, 6, { priceCents: 10_00, onlineQty: 2 });
    const { cart, user_errors } = await addItems(await newCart(), [
      { sku: onRequest.sku, quantity: 1 },
      { sku: gone.sku, quantity: 1 },
      { sku: empty.sku, quantity: 1 },
      { sku: few.sku, quantity: 3 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: few.sku, quantity: 0 },
      { sku: few.sku, quantity: 2.5 },
      { sku: few.sku, quantity: 100 },
    ]);
    expect(user_errors.map((error) => error.code)).toEqual([
      'NOT_SALABLE',
      'NOT_SALABLE',
      'NOT_SALABLE',
      'INSUFFICIENT_STOCK',
      'PRODUCT_NOT_FOUND',
      'INVALID_PARAMETER_VALUE',
      'INVALID_PARAMETER_VALUE',
      'INVALID_PARAMETER_VALUE',
    ]);
    // The Magento code is coarse; the reason and its values let a shop say each in its language.
    expect(user_errors.map(said)).toEqual([
      { reason: 'NOT_SOLD_ONLINE', params: { product: onRequest.name } },
      { reason: 'NOT_SOLD_ONLINE', params: { product: gone.name } },
      { reason: 'OUT_OF_STOCK', params: { product: empty.name } },
      {
        reason: 'INSUFFICIENT_STOCK',
        params: { product: few.name, available: '2', requested: '3' },
      },
      { reason: 'PRODUCT_NOT_FOUND', params: { sku: 'NO-SUCH-SKU' } },
      { reason: 'QUANTITY_OUT_OF_RANGE', params: { min: '1', max: '99' } },
      { reason: 'QUANTITY_OUT_OF_RANGE', params: { min: '1', max: '99' } },
      { reason: 'QUANTITY_OUT_OF_RANGE', params: { min: '1', max: '99' } },
    ]);
    expect(user_errors[3]!.message).toBe(
      `The requested qty of "${few.name}" is not available (2 in stock).`,
    );
    expect(cart.items).toEqual([]);
  });

  it('says the line limit, not a bad quantity, when an add takes a line past 99', async () => {
    const product = await simpleProduct(engine, 40, { priceCents: 1_00, onlineQty: 500 });
    const cartId = await newCart();
    await addItems(cartId, [{ sku: product.sku, quantity: 95 }]);
    const { cart, user_errors } = await addItems(cartId, [{ sku: product.sku, quantity: 5 }]);
    expect(user_errors.map(said)).toEqual([
      { reason: 'LINE_LIMIT_REACHED', params: { product: product.name, max: '99', inCart: '95' } },
    ]);
    expect(cart.items[0]!.quantity).toBe(95);
  });

  it('names a missing line by its reason, on a change and on a removal', async () => {
    const cartId = await newCart();
    const update = await engine.execute<{ updateCartItems: { errors: UserError[] } }>(
      `mutation ($id: String!) {
        updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: "999999", quantity: 2 }] }) {
          errors { code message reason params { name value } }
        }
      }`,
      { id: cartId },
    );
    const [missing] = update.data!.updateCartItems.errors;
    expect(missing).toMatchObject({ code: 'COULD_NOT_FIND_CART_ITEM' });
    expect(said(missing!)).toEqual({ reason: 'CART_ITEM_NOT_FOUND', params: {} });
    const removal = await engine.execute(
      `mutation ($id: String!) {
        removeItemFromCart(input: { cart_id: $id, cart_item_uid: "999999" }) { cart { id } }
      }`,
      { id: cartId },
    );
    expect(removal.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'CART_ITEM_NOT_FOUND',
      params: {},
    });
    const unknownCart = await engine.execute(`{ cart(cart_id: "AAAAAAAAAAAAAAAAAAAAAA") { id } }`);
    expect(unknownCart.errors?.[0]?.extensions).toMatchObject({
      code: 'CART_NOT_FOUND',
      reason: 'CART_NOT_FOUND',
    });
  });

  it('buys a configurable as its variant, never as the parent alone', async () => {
    const parent = productsOfType(engine, 'configurable')[0]!;
    const variant = engine.catalog.children(parent)[0]!;
    await setProduct(engine, variant.id, { onlineQty: 5, status: 'Actief' });
    const cartId = await newCart();
    const alone = await addItems(cartId, [{ sku: parent.sku, quantity: 1 }]);
    expect(alone.user_errors.map((error) => error.code)).toEqual(['REQUIRED_PARAMETER_MISSING']);
    expect(said(alone.user_errors[0]!)).toEqual({
      reason: 'OPTIONS_REQUIRED',
      params: { product: parent.name },
    });
    const { cart, user_errors } = await addItems(cartId, [
      { sku: variant.sku, parent_sku: parent.sku, quantity: 1 },
    ]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0]).toMatchObject({
      __typename: 'ConfigurableCartItem',
      product: { sku: parent.sku },
      configured_variant: { sku: variant.sku },
    });
  });

  it('buys a bundle as one line with 5 % off the accessories', async () => {
    const bundle = productsOfType(engine, 'bundle')[0]!;
    for (const item of engine.catalog.bundleItemsOf(bundle.id)) {
      await setProduct(engine, item.productId, { onlineQty: 20, status: 'Actief' });
    }
    const { cart, user_errors } = await addItems(await newCart(), [
      { sku: bundle.sku, quantity: 1 },
    ]);
    expect(user_errors).toEqual([]);
    const line = cart.items[0]!;
    expect(line.__typename).toBe('BundleCartItem');
    expect(line.prices.price.value * 100).toBeCloseTo(engine.catalog.priceRange(bundle).minFinal);
    const accessory = engine.catalog.bundleItemsOf(bundle.id).find((item) => !item.isMain)!;
    const accessoryRecord = engine.catalog.product(accessory.productId)!;
    const shown = line.bundle_options!.find((option) => option.type === 'accessory')!;
    expect(shown.values[0]!.price).toBe(
      Math.round(engine.catalog.priceRange(accessoryRecord).minFinal * 0.95) / 100,
    );
  });

  it('applies coupons by amount, minimum subtotal and dates', async () => {
    const product = await simpleProduct(engine, 7, { priceCents: 30_00, onlineQty: 10 });
    const cartId = await newCart();
    await addItems(cartId, [{ sku: product.sku, quantity: 1 }]);
    const apply = (code: string) =>
      engine.execute<{ applyCouponToCart: { cart: CartAnswer } }>(
        `mutation ($id: String!, $code: String!) {
          applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ...CartFields } }
        } ${cartFields}`,
        { id: cartId, code },
      );
    const tooSmall = await apply('WELKOM10');
    expect(tooSmall.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'coupon_code',
      reason: 'COUPON_MINIMUM_SUBTOTAL',
      params: { code: 'WELKOM10', minimum: expect.any(Number) },
    });
    const expired = await apply('oud');
    expect(expired.errors?.[0]?.message).toMatch(/expired/);
    expect(expired.errors?.[0]?.extensions).toMatchObject({
      reason: 'COUPON_EXPIRED',
      params: { code: 'OUD' },
    });
    const unknown = await apply('NOPE');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'COUPON_NOT_FOUND',
      params: { code: 'NOPE' },
    });
    await addItems(cartId, [{ sku: product.sku, quantity: 1 }]);
    const applied = await apply('welkom10');
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyCouponToCart.cart.prices.discounts[0]!.amount.value).toBe(6);
    expect(applied.data!.applyCouponToCart.cart.prices.grand_total.value).toBe(54);
  });

  it('picks up in a store at the store price, free, and reports what pickup saves', async () => {
    const product = await simpleProduct(engine, 8, {
      priceCents: 20_00,
      priceInStoreCents: 18_00,
      onlineQty: 10,
    });
    const cartId = await newCart();
    await addItems(cartId, [{ sku: product.sku, quantity: 2 }]);
    const store = (
      await engine.execute<{ physicalStores: { code: string }[] }>('{ physicalStores { code } }')
    ).data!.physicalStores[0]!.code;
    const picked = await engine.execute<{ setShippingMethodsOnCart: { cart: CartAnswer } }>(
      `mutation ($id: String!, $store: String!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ pickup_location_code: $store }] }) { cart { id } }
        setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "instore", method_code: "pickup" }] }) { cart { ...CartFields } }
      } ${cartFields}`,
      { id: cartId, store },
    );
    expect(picked.errors).toBeUndefined();
    const cart = picked.data!.setShippingMethodsOnCart.cart;
    expect(cart.prices.grand_total.value).toBe(36);
    expect(cart.prices.in_store_discount.value).toBe(4);
    expect(cart.shipping_addresses[0]!.selected_shipping_method!.amount.value).toBe(0);
    const home = await engine.execute<{ setShippingAddressesOnCart: { cart: CartAnswer } }>(
      `mutation ($id: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { ...CartFields } }
      } ${cartFields}`,
      { id: cartId, address },
    );
    const back = home.data!.setShippingAddressesOnCart.cart;
    expect(back.shipping_addresses[0]!.selected_shipping_method).toBeNull();
    expect(back.prices.in_store_discount.value).toBe(0);
    expect(back.prices.subtotal_including_tax.value).toBe(40);
  });

  it('validates addresses on the server with the field named', async () => {
    const cartId = await newCart();
    const setAddress = (changes: Record<string, unknown>) =>
      engine.execute(
        `mutation ($id: String!, $address: CartAddressInput!) {
          setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
        }`,
        { id: cartId, address: { ...address, ...changes } },
      );
    expect((await setAddress({})).errors).toBeUndefined();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: '  ' }, 'firstname', 'FIELD_REQUIRED'],
      [{ postcode: '0123 AB' }, 'postcode', 'POSTCODE_INVALID'],
      [{ postcode: '1234 SA' }, 'postcode', 'POSTCODE_INVALID'],
      [{ country_code: 'BE', postcode: '1234 AB' }, 'postcode', 'POSTCODE_INVALID'],
      [{ country_code: 'DE' }, 'country_code', 'COUNTRY_NOT_DELIVERED'],
      [{ vat_id: 'NL 123.456' }, 'vat_id', 'VAT_PUNCTUATION'],
      [{ vat_id: 'BE0123456789' }, 'vat_id', 'VAT_COUNTRY_CODE'],
      [{ city: 'x'.repeat(101) }, 'city', 'FIELD_TOO_LONG'],
      [{ street: ['Kerkstraat'] }, 'street[1]', 'FIELD_REQUIRED'],
      [{ customer_type: 'BUSINESS' }, 'company', 'FIELD_REQUIRED'],
    ];
    for (const [changes, field, reason] of cases) {
      const result = await setAddress(changes);
      expect(result.errors?.[0]?.extensions, JSON.stringify(changes)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
        reason,
      });
    }
    expect((await setAddress({ country_code: 'BE', postcode: '1000' })).errors).toBeUndefined();
  });

  it('never serves a cart from the shared response cache', async () => {
    const product = await simpleProduct(engine, 9, { priceCents: 10_00, onlineQty: 10 });
    const cartId = await newCart();
    const read = async () =>
      (
        await engine.execute<{ cart: CartAnswer }>(
          'query ($id: String!) { cart(cart_id: $id) { total_quantity } }',
          { id: cartId },
        )
      ).data!.cart.total_quantity;
    expect(await read()).toBe(0);
    await addItems(cartId, [{ sku: product.sku, quantity: 1 }]);
    expect(await read()).toBe(1);
  });

  it('answers an unknown cart id like a missing one', async () => {
    const result = await engine.execute(`{ cart(cart_id: "AAAAAAAAAAAAAAAAAAAAAA") { id } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    const odd = await engine.execute(`{ cart(cart_id: "x") { id } }`);
    expect(odd.errors?.[0]).toMatchObject(result.errors![0]!);
  });
});
