import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';

/** Two engines on one PostgreSQL: a batch sent to one shows in the other within a second. */
const adminKey = 'erp-propagation-staff-key';
let first: CommerceEngine;
let second: CommerceEngine;
let drop = async () => {};
const previousKey = process.env.ADMIN_API_KEY;

beforeAll(async () => {
  process.env.ADMIN_API_KEY = adminKey;
  const scratch = await createScratchPostgres('erp_sync');
  drop = scratch.drop;
  first = await createEngine({
    databaseUrl: scratch.url,
    mediaDir: testMediaDir,
    seedProducts: 60,
    orderSweepMs: 0,
    mailDelivery: false,
  });
  second = await createEngine({
    databaseUrl: scratch.url,
    mediaDir: testMediaDir,
    seedIfEmpty: false,
    orderSweepMs: 0,
    mailDelivery: false,
  });
});

afterAll(async () => {
  process.env.ADMIN_API_KEY = previousKey;
  await first?.close();
  await second?.close();
  await drop();
});

const send = (path: string, body: unknown) =>
  first.fetch(
    new Request(`http://engine.local${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
      body: JSON.stringify(body),
    }),
  );

/** Polls `check` until it holds or `withinMs` passed; answers how long it took, or null. */
async function seenWithin(withinMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return null;
}

const productQuery = `query($sku: String!, $from: String, $to: String) {
  page: products(filter: { sku: { eq: $sku } }) { items { stock_status price_range { minimum_price { final_price { value } } } } }
  listed: products(filter: { sku: { eq: $sku }, price: { from: $from, to: $to } }) { total_count }
}`;

it('shows an ERP count and price change from one engine on the other within a second', async () => {
  const product = await simpleProduct(first, 0, { priceCents: 100_00, onlineQty: 0 });
  await second.catalog.refresh({ productIds: [product.id] });
  const created = await second.execute<any>('mutation { createGuestCart { cart { id } } }');
  const cartId = created.data.createGuestCart.cart.id as string;
  const cartPrice = async () => {
    const { data } = await second.execute<any>(
      `query($id: String!) { cart(cart_id: $id) { items { prices { price { value } } } } }`,
      { id: cartId },
    );
    return data.cart.items[0]?.prices.price.value as number | undefined;
  };

  const counted = await send('/admin/erp/stock', {
    batch_id: 'sync-stock-1',
    lines: [{ sku: product.sku, source: 'default', quantity: 12 }],
  });
  expect(counted.status).toBe(200);
  expect(
    await seenWithin(1000, async () => {
      const { data } = await second.execute<any>(productQuery, { sku: product.sku });
      return data.page.items[0].stock_status === 'IN_STOCK';
    }),
  ).not.toBeNull();
  const added = await second.execute<any>(
    `mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code } } }`,
    { id: cartId, sku: product.sku },
  );
  expect(added.data.addProductsToCart.user_errors).toEqual([]);
  expect(await cartPrice()).toBe(100);

  const priced = await send('/admin/erp/prices', {
    batch_id: 'sync-prices-1',
    lines: [{ sku: product.sku, price: '123.45' }],
  });
  expect(((await priced.json()) as { applied: number }).applied).toBe(1);
  expect(
    await seenWithin(1000, async () => {
      const { data } = await second.execute<any>(productQuery, {
        sku: product.sku,
        from: '123',
        to: '124',
      });
      return (
        data.page.items[0].price_range.minimum_price.final_price.value === 123.45 &&
        data.listed.total_count === 1 &&
        (await cartPrice()) === 123.45
      );
    }),
  ).not.toBeNull();
  // Only prices and stock were re-read: the product is still found by its words.
  const found = second.catalog.list({ search: product.name, currentPage: 1, pageSize: 50 }).ids;
  expect(found).toContain(product.id);
});
