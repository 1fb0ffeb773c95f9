import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import {
  cartLinesQuery,
  customerCartId,
  customerCartReadyToOrder,
  quantitiesOf,
  type CartLines,
} from '../testing/customer-cart-fixtures.ts';
import {
  placeOrderMutation,
  simpleProduct,
  testAddress,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';

const merge = /* GraphQL */ `
  mutation Merge($source: String!, $destination: String) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
      items {
        quantity
        product {
          sku
        }
      }
    }
  }
`;
const add = /* GraphQL */ `
  mutation Add($id: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $id, cartItems: $items) {
      user_errors {
        code
      }
    }
  }
`;
const shipTo = /* GraphQL */ `
  mutation Ship($id: String!, $address: CartAddressInput, $book: Int) {
    setShippingAddressesOnCart(
      input: {
        cart_id: $id
        shipping_addresses: [{ address: $address, customer_address_id: $book }]
      }
    ) {
      cart {
        shipping_addresses {
          firstname
          street
          city
          postcode
        }
      }
    }
  }
`;
const createAddress = /* GraphQL */ `
  mutation Create($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      id
    }
  }
`;

describe.each(databaseKinds)("a customer's cart on %s", (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'customer_cart', { seedProducts: 120 }));
  }, 120_000);
  afterAll(() => close());

  const guestCart = async (items: { sku: string; quantity: number }[]) => {
    const created = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = created.data!.createGuestCart.cart.id;
    if (items.length > 0) {
      const added = await engine.execute(add, { id, items });
      expect(added.data).toEqual({ addProductsToCart: { user_errors: [] } });
    }
    return id;
  };

  it('is one cart per customer, with the account e-mail, hidden from anyone else', async () => {
    const customer = await signedInCustomer(engine);
    const other = await signedInCustomer(engine);
    const id = await customerCartId(engine, customer);
    expect(await customerCartId(engine, customer)).toBe(id);
    const [first, second] = await Promise.all([
      customerCartId(engine, other),
      customerCartId(engine, other),
    ]);
    expect(first).toBe(second);
    expect(first).not.toBe(id);

    const own = await engine.execute<CartLines>(cartLinesQuery, { id }, customer.headers);
    expect(own.data!.cart.email).toBe(customer.email);
    for (const headers of [{}, other.headers]) {
      const denied = await engine.execute(cartLinesQuery, { id }, headers);
      expect(denied.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    }
  });

  it('keeps the account e-mail when a guest e-mail is set', async () => {
    const customer = await signedInCustomer(engine);
    const id = await customerCartId(engine, customer);
    const set = await engine.execute<{ setGuestEmailOnCart: { cart: { email: string } } }>(
      `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "someone@example.com" }) { cart { email } } }`,
      { id },
      customer.headers,
    );
    expect(set.data!.setGuestEmailOnCart.cart.email).toBe(customer.email);
  });

  it('merges a guest cart: quantities add up, capped by stock; the guest cart stops', async () => {
    const lamp = await simpleProduct(engine, 1, { priceCents: 30_00, onlineQty: 5 });
    const vase = await simpleProduct(engine, 2, { priceCents: 12_00, onlineQty: 10 });
    const customer = await signedInCustomer(engine);
    const own = await customerCartId(engine, customer);
    await engine.execute(
      add,
      { id: own, items: [{ sku: lamp.sku, quantity: 4 }] },
      customer.headers,
    );
    const guest = await guestCart([
      { sku: lamp.sku, quantity: 3 },
      { sku: vase.sku, quantity: 2 },
    ]);

    const merged = await engine.execute(merge, { source: guest }, customer.headers);
    expect(merged.errors).toBeUndefined();
    expect(await quantitiesOf(engine, own, customer.headers)).toEqual({
      [lamp.sku]: 5,
      [vase.sku]: 2,
    });
    const gone = await engine.execute(cartLinesQuery, { id: guest });
    expect(gone.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
    const twice = await engine.execute(merge, { source: guest }, customer.headers);
    expect(twice.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
  });

  it('caps a merged line at the per-line maximum and keeps a coupon the customer had not', async () => {
    const chair = await simpleProduct(engine, 6, { priceCents: 40_00, onlineQty: 500 });
    const customer = await signedInCustomer(engine);
    const own = await customerCartId(engine, customer);
    await engine.execute(
      add,
      { id: own, items: [{ sku: chair.sku, quantity: 60 }] },
      customer.headers,
    );
    const guest = await guestCart([{ sku: chair.sku, quantity: 60 }]);
    const coupon = await engine.execute(
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELKOM10" }) { cart { id } } }`,
      { id: guest },
    );
    expect(coupon.errors).toBeUndefined();
    const merged = await engine.execute<{
      mergeCarts: { applied_coupons: { code: string }[] | null };
    }>(
      `mutation ($source: String!) { mergeCarts(source_cart_id: $source) { applied_coupons { code } } }`,
      { source: guest },
      customer.headers,
    );
    expect(merged.data!.mergeCarts.applied_coupons).toEqual([{ code: 'WELKOM10' }]);
    expect(await quantitiesOf(engine, own, customer.headers)).toEqual({ [chair.sku]: 99 });
  });

  it("refuses to merge another customer's cart, as if it did not exist", async () => {
    const vase = await simpleProduct(engine, 3, { priceCents: 12_00, onlineQty: 10 });
    const owner = await signedInCustomer(engine);
    const thief = await signedInCustomer(engine);
    const ownersCart = await customerCartId(engine, owner);
    await engine.execute(
      add,
      { id: ownersCart, items: [{ sku: vase.sku, quantity: 2 }] },
      owner.headers,
    );
    const thiefsCart = await customerCartId(engine, thief);

    const asSource = await engine.execute(merge, { source: ownersCart }, thief.headers);
    const asDestination = await engine.execute(
      merge,
      { source: await guestCart([]), destination: ownersCart },
      thief.headers,
    );
    const missing = await engine.execute(merge, { source: 'A'.repeat(22) }, thief.headers);
    expect(asSource).toEqual(missing);
    expect(asDestination).toEqual(missing);
    expect(await quantitiesOf(engine, ownersCart, owner.headers)).toEqual({ [vase.sku]: 2 });
    expect(await quantitiesOf(engine, thiefsCart, thief.headers)).toEqual({});
  });

  it('uses an address from the book; another customer’s address id is not found', async () => {
    const customer = await signedInCustomer(engine);
    const other = await signedInCustomer(engine);
    const created = await engine.execute<{ createCustomerAddress: { id: number } }>(
      createAddress,
      { input: { ...testAddress, country_code: 'NL', city: 'Gouda' } },
      customer.headers,
    );
    const bookId = created.data!.createCustomerAddress.id;
    const id = await customerCartId(engine, customer);
    const used = await engine.execute(shipTo, { id, book: bookId }, customer.headers);
    expect(used.data).toMatchObject({
      setShippingAddressesOnCart: { cart: { shipping_addresses: [{ city: 'Gouda' }] } },
    });

    const otherCart = await customerCartId(engine, other);
    const theirs = await engine.execute(shipTo, { id: otherCart, book: bookId }, other.headers);
    const missing = await engine.execute(
      shipTo,
      { id: otherCart, book: 99_999_999 },
      other.headers,
    );
    expect(theirs).toEqual(missing);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const onGuestCart = await engine.execute(shipTo, { id: await guestCart([]), book: bookId });
    expect(onGuestCart.errors?.[0]?.extensions?.field).toBe('customer_address_id');
  });

  it('saves the order’s address in the book when asked, as the default', async () => {
    const vase = await simpleProduct(engine, 4, { priceCents: 12_00, onlineQty: 10 });
    const customer = await signedInCustomer(engine);
    const id = await customerCartReadyToOrder(engine, customer, [{ sku: vase.sku, quantity: 1 }], {
      ...testAddress,
      city: 'Delft',
      save_in_address_book: true,
      make_default: true,
    });
    const placed = await engine.execute<PlaceOrderAnswer>(
      placeOrderMutation,
      { id },
      customer.headers,
    );
    expect(placed.data!.placeOrder.errors).toEqual([]);

    const book = await engine.execute<{
      customer: {
        default_shipping: string;
        default_billing: string;
        addresses: { id: number; city: string }[];
      };
    }>(
      '{ customer { default_shipping default_billing addresses { id city } } }',
      {},
      customer.headers,
    );
    const { addresses, default_shipping, default_billing } = book.data!.customer;
    expect(addresses).toEqual([{ id: addresses[0]!.id, city: 'Delft' }]);
    expect([default_shipping, default_billing]).toEqual([
      String(addresses[0]!.id),
      String(addresses[0]!.id),
    ]);

    // A second order to the same address does not copy it; one without the flag saves nothing.
    const again = await customerCartReadyToOrder(
      engine,
      customer,
      [{ sku: vase.sku, quantity: 1 }],
      {
        ...testAddress,
        city: 'Delft',
        save_in_address_book: true,
      },
    );
    await engine.execute(placeOrderMutation, { id: again }, customer.headers);
    const third = await customerCartReadyToOrder(
      engine,
      customer,
      [{ sku: vase.sku, quantity: 1 }],
      {
        ...testAddress,
        city: 'Leiden',
      },
    );
    await engine.execute(placeOrderMutation, { id: third }, customer.headers);
    const after = await engine.execute<{ customer: { addresses: { city: string }[] } }>(
      '{ customer { addresses { city } } }',
      {},
      customer.headers,
    );
    expect(after.data!.customer.addresses).toEqual([{ city: 'Delft' }]);
  });

  it('ignores save_in_address_book on a guest cart', async () => {
    const vase = await simpleProduct(engine, 5, { priceCents: 12_00, onlineQty: 10 });
    const id = await guestCart([{ sku: vase.sku, quantity: 1 }]);
    const shipped = await engine.execute(shipTo, {
      id,
      address: { ...testAddress, save_in_address_book: true, make_default: true },
    });
    expect(shipped.errors).toBeUndefined();
    const [cart] = await engine.services.cart.snapshot(id).then((snapshot) => [snapshot.cart]);
    expect(cart!.shippingAddressSave).toBeNull();
  });
});
