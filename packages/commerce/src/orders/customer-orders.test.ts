import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer, type SignedInCustomer } from '../testing/customer-fixtures.ts';
import {
  customerCartId,
  placeCustomerOrder,
  quantitiesOf,
} from '../testing/customer-cart-fixtures.ts';
import { cartReadyToOrder, placeOrderMutation, simpleProduct } from '../testing/shop-fixtures.ts';

const history = /* GraphQL */ `
  query History($filter: CustomerOrdersFilterInput, $page: Int, $size: Int) {
    customer {
      orders(filter: $filter, currentPage: $page, pageSize: $size) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          number
          status
          status_code
          items {
            product_sku
            quantity_ordered
          }
        }
      }
    }
  }
`;
const reorder = /* GraphQL */ `
  mutation Reorder($number: String!) {
    reorderItems(orderNumber: $number) {
      cart {
        id
        items {
          quantity
          product {
            sku
          }
        }
      }
      userInputErrors {
        code
        path
        message
      }
    }
  }
`;

interface History {
  customer: {
    orders: {
      total_count: number;
      page_info: { current_page: number; page_size: number; total_pages: number };
      items: {
        number: string;
        status_code: string;
        items: { product_sku: string; quantity_ordered: number }[];
      }[];
    };
  };
}

interface Reorder {
  reorderItems: {
    cart: { id: string };
    userInputErrors: { code: string; path: string[]; message: string }[];
  };
}

describe.each(databaseKinds)('order history and reorder on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'customer_orders', { seedProducts: 120 }));
  }, 120_000);
  afterAll(() => close());

  const numbersOf = async (
    customer: SignedInCustomer,
    variables: { filter?: unknown; page?: number; size?: number },
  ) => {
    const result = await engine.execute<History>(history, variables, customer.headers);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    const { orders } = result.data!.customer;
    return { ...orders, numbers: orders.items.map((order) => order.number) };
  };

  it('lists only the customer’s own orders, newest first, a page at a time', async () => {
    const vase = await simpleProduct(engine, 1, { priceCents: 12_00, onlineQty: 50 });
    const customer = await signedInCustomer(engine);
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) {
      placed.push(await placeCustomerOrder(engine, customer, [{ sku: vase.sku, quantity: 1 }]));
    }
    // Another customer's and a guest's orders never show.
    await placeCustomerOrder(engine, await signedInCustomer(engine), [
      { sku: vase.sku, quantity: 1 },
    ]);
    const guestCart = await cartReadyToOrder(engine, [{ sku: vase.sku, quantity: 1 }]);
    await engine.execute(placeOrderMutation, { id: guestCart });

    const newest = [...placed].reverse();
    const first = await numbersOf(customer, { size: 2 });
    expect(first.numbers).toEqual(newest.slice(0, 2));
    expect(first.total_count).toBe(5);
    expect(first.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 3 });
    for (const order of first.items) {
      expect(order.items).toEqual([{ product_sku: vase.sku, quantity_ordered: 1 }]);
    }
    expect((await numbersOf(customer, { size: 2, page: 2 })).numbers).toEqual(newest.slice(2, 4));
    expect((await numbersOf(customer, { size: 2, page: 3 })).numbers).toEqual(newest.slice(4));
    expect((await numbersOf(customer, { size: 2, page: 4 })).numbers).toEqual([]);
    expect((await numbersOf(customer, {})).items[0]).toMatchObject({
      status_code: 'PENDING_PAYMENT',
    });

    // Search by number: exactly, one of several, or part of it.
    const eq = await numbersOf(customer, { filter: { number: { eq: placed[2] } } });
    expect(eq.numbers).toEqual([placed[2]]);
    const some = await numbersOf(customer, {
      filter: { number: { in: [placed[0], placed[3], '999999999'] } },
    });
    expect(some.numbers).toEqual([placed[3], placed[0]]);
    const part = await numbersOf(customer, { filter: { number: { match: placed[4]!.slice(-3) } } });
    expect(part.numbers).toEqual([placed[4]]);
    const nonsense = await numbersOf(customer, { filter: { number: { match: "1' or '1'='1" } } });
    expect(nonsense).toMatchObject({ numbers: [], total_count: 0 });
  });

  it('refuses pages too large or out of range', async () => {
    const customer = await signedInCustomer(engine);
    for (const variables of [{ size: 51 }, { size: 0 }, { page: 0 }, { page: 100_000 }]) {
      const result = await engine.execute(history, variables, customer.headers);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const many = Array.from({ length: 51 }, (_, index) => String(100_000_000 + index));
    const tooMany = await engine.execute(
      history,
      { filter: { number: { in: many } } },
      customer.headers,
    );
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reorders what can still be bought and names the product that could not be added', async () => {
    const lamp = await simpleProduct(engine, 2, { priceCents: 30_00, onlineQty: 10 });
    const vase = await simpleProduct(engine, 3, { priceCents: 12_00, onlineQty: 10 });
    const customer = await signedInCustomer(engine);
    const number = await placeCustomerOrder(engine, customer, [
      { sku: lamp.sku, quantity: 2 },
      { sku: vase.sku, quantity: 3 },
    ]);
    await simpleProduct(engine, 3, { priceCents: 12_00, onlineQty: 0 });

    const result = await engine.execute<Reorder>(reorder, { number }, customer.headers);
    expect(result.errors).toBeUndefined();
    const { cart, userInputErrors } = result.data!.reorderItems;
    expect(cart.id).toBe(await customerCartId(engine, customer));
    expect(userInputErrors).toEqual([
      { code: 'NOT_SALABLE', path: [vase.sku], message: expect.stringContaining('out of stock') },
    ]);
    expect(await quantitiesOf(engine, cart.id, customer.headers)).toEqual({ [lamp.sku]: 2 });
  });

  it('caps the quantities by stock and says so', async () => {
    const lamp = await simpleProduct(engine, 4, { priceCents: 30_00, onlineQty: 10 });
    const customer = await signedInCustomer(engine);
    const number = await placeCustomerOrder(engine, customer, [{ sku: lamp.sku, quantity: 4 }]);
    await simpleProduct(engine, 4, { priceCents: 30_00, onlineQty: 3 });

    const first = await engine.execute<Reorder>(reorder, { number }, customer.headers);
    expect(first.data!.reorderItems.userInputErrors).toEqual([
      { code: 'INSUFFICIENT_STOCK', path: [lamp.sku], message: expect.any(String) },
    ]);
    expect(await quantitiesOf(engine, first.data!.reorderItems.cart.id, customer.headers)).toEqual({
      [lamp.sku]: 3,
    });
  });

  it('treats another customer’s order number like an unknown one', async () => {
    const vase = await simpleProduct(engine, 5, { priceCents: 12_00, onlineQty: 10 });
    const owner = await signedInCustomer(engine);
    const other = await signedInCustomer(engine);
    const number = await placeCustomerOrder(engine, owner, [{ sku: vase.sku, quantity: 1 }]);
    const theirs = await engine.execute(reorder, { number }, other.headers);
    const unknown = await engine.execute(reorder, { number: '999999999' }, other.headers);
    expect(theirs).toEqual(unknown);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await numbersOf(other, { filter: { number: { eq: number } } })).toMatchObject({
      numbers: [],
      total_count: 0,
    });
    const guest = await engine.execute(reorder, { number });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
