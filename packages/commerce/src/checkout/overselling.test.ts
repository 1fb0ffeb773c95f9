import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  onlineQty,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { orderItems, orders } from '../orders/schema.ts';
import { carts } from '../cart/schema.ts';
import { mailOutbox } from '../mail/schema.ts';

describe.each(databaseKinds)('stock under concurrent orders on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'overselling', {
      seedProducts: 60,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close());

  it('200 shoppers racing for 5 units: exactly 5 orders, stock 0, never below', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 200 });
    const cartIds: string[] = [];
    for (let i = 0; i < 200; i++) {
      cartIds.push(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]));
    }
    await engine.database.db.execute(
      sql`update products set online_qty = 5, stock_status = 'IN_STOCK' where id = ${product.id}`,
    );
    await engine.catalog.refresh({ productIds: [product.id] });

    const answers = await Promise.all(
      cartIds.map((id) =>
        engine
          .execute<PlaceOrderAnswer>(placeOrderMutation, { id })
          .then((r) => r.data!.placeOrder),
      ),
    );
    const placed = answers.filter((answer) => answer.orderV2 !== null);
    expect(placed).toHaveLength(5);
    for (const answer of answers.filter((a) => a.orderV2 === null)) {
      expect(answer.errors[0]!.code).toBe('UNABLE_TO_PLACE_ORDER');
    }
    expect(await onlineQty(engine, product.id)).toBe(0);
    const numbers = new Set(placed.map((answer) => answer.orderV2!.number));
    expect(numbers.size).toBe(5);
    const [ordered] = await engine.database.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(ordered!.n).toBe(5);
    const [inactive] = await engine.database.db
      .select({ n: count() })
      .from(carts)
      .where(eq(carts.isActive, false));
    const [orderCount] = await engine.database.db.select({ n: count() }).from(orders);
    expect(inactive!.n).toBe(orderCount!.n);
    // Unpaid orders are not confirmed yet: placing mails nothing.
    const [mails] = await engine.database.db.select({ n: count() }).from(mailOutbox);
    expect(mails!.n).toBe(0);
  });

  it('the database refuses a negative stock whatever the code does', async () => {
    const product = await simpleProduct(engine, 1, { priceCents: 20_00, onlineQty: 1 });
    await expect(
      engine.database.db.execute(
        sql`update products set online_qty = online_qty - 2 where id = ${product.id}`,
      ),
    ).rejects.toThrow();
  });
});
