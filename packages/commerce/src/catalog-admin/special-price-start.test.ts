import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { shopDate } from '../pricing/product-price.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { signedInStaff } from '../testing/staff-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';

const priceQuery = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items { price_range { minimum_price { final_price { value } } } }
  }
}`;

// A special price set to start tomorrow: today shoppers pay the price, from the shop's midnight
// the special price, without anyone touching the product again.
describe.each(databaseKinds)('a special price starting on a later day on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  let clock = new Date();

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, `special_start_${kind}`, {
      seedProducts: 30,
      orderSweepMs: 0,
      now: () => clock,
    }));
  }, 180_000);
  afterAll(() => close());

  it('starts at midnight in the shop', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 300_00, onlineQty: 2 });
    const staff = await signedInStaff(engine, 'planner@shop.test', 'STAFF');
    const tomorrow = shopDate(new Date(clock.getTime() + 86_400_000));
    const answer = await staff.graphql<any>(
      `mutation ($input: AdminProductUpdateInput!) {
        adminUpdateProduct(input: $input) { special_price { from active } }
      }`,
      { input: { sku: product.sku, special_price: { price_cents: 250_00, from: tomorrow } } },
    );
    expect(answer.data.adminUpdateProduct.special_price).toEqual({ from: tomorrow, active: false });
    const final = async () =>
      (await engine.execute<any>(priceQuery, { sku: product.sku })).data.products.items[0]
        .price_range.minimum_price.final_price.value as number;
    await expect.poll(final).toBe(300);

    clock = new Date(clock.getTime() + 86_400_000);
    await expect.poll(final).toBe(250);
  });
});
