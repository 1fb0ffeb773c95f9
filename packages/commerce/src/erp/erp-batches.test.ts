import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { storeStock } from '../stores/schema.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  productsOfType,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import {
  reserveMutation,
  setStoreQty,
  type ReservedAnswer,
} from '../testing/reservation-fixtures.ts';
import { orders } from '../orders/schema.ts';
import { applyErpBatch } from './apply-batch.ts';

const today = '2026-11-27';

describe.each(databaseKinds)('ERP batches on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let batch = 0;
  // The index hears of the batch by announcement; these tests read it at once, so it is
  // brought up to date here (propagation has its own test).
  const stock = async (lines: unknown[], id = `stock-${++batch}`) => {
    const report = await applyErpBatch(engine.database, 'stock', id, lines, { today });
    const ids = report.lines.flatMap((line) =>
      line.sku && engine.catalog.productBySku(line.sku)
        ? [engine.catalog.productBySku(line.sku)!.id]
        : [],
    );
    await engine.catalog.refresh({ productIds: ids });
    return report;
  };
  const prices = (lines: unknown[], id = `prices-${++batch}`) =>
    applyErpBatch(engine.database, 'prices', id, lines, { today });
  const stockRow = async (id: number) => {
    const [row] = await engine.database.db
      .select({
        online: products.onlineQty,
        source: products.sourceQty,
        held: products.heldQty,
        status: products.stockStatus,
      })
      .from(products)
      .where(eq(products.id, id));
    return row!;
  };
  const place = async (sku: string, quantity = 1) => {
    const cart = await cartReadyToOrder(engine, [{ sku, quantity }]);
    const { data } = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cart });
    return data!.placeOrder;
  };

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'erp_batches', {
      seedProducts: 60,
      orderSweepMs: 0,
    }));
  });
  afterAll(() => close());

  it('answers per line what was applied and what was refused', async () => {
    const product = await simpleProduct(engine, 0, { onlineQty: 3 });
    const parent = productsOfType(engine, 'configurable')[0]!;
    const store = engine.services.stores.list()[0]!.code;
    const report = await stock([
      { sku: product.sku, source: 'default', quantity: 7 },
      { sku: 'NO-SUCH-SKU', source: 'default', quantity: 1 },
      { sku: product.sku, source: 'warehouse-mars', quantity: 1 },
      { sku: product.sku, source: store, quantity: -2 },
      { sku: product.sku, source: store, quantity: 'many' },
      { sku: product.sku, source: 'online', quantity: 9 },
      { sku: parent.sku, source: 'default', quantity: 4 },
      'not a line',
      { source: 'default', quantity: 1 },
      { sku: product.sku, source: store.toUpperCase(), quantity: 2 },
    ]);
    expect(report.lines.map((line) => line.reason ?? line.outcome)).toEqual([
      'APPLIED',
      'UNKNOWN_SKU',
      'UNKNOWN_SOURCE',
      'NEGATIVE_QUANTITY',
      'BAD_QUANTITY',
      'DUPLICATE_LINE',
      'NOT_A_SIMPLE_PRODUCT',
      'BAD_LINE',
      'MISSING_SKU',
      'APPLIED',
    ]);
    expect(report).toMatchObject({ applied: 2, unchanged: 0, refused: 8, replayed: false });
    expect(report.lines[1]).toMatchObject({ line: 2, sku: 'NO-SUCH-SKU' });
    expect(await stockRow(product.id)).toMatchObject({
      online: 7,
      source: 7,
      held: 0,
      status: 'IN_STOCK',
    });
    const [inStore] = await engine.database.db
      .select()
      .from(storeStock)
      .where(sql`${storeStock.productId} = ${product.id} and ${storeStock.storeCode} = ${store}`);
    expect(inStore).toMatchObject({ qty: 2, sourceQty: 2, heldQty: 0 });
  });

  it('changes nothing when the same batch comes again, even after sales', async () => {
    const product = await simpleProduct(engine, 1, { onlineQty: 0 });
    const lines = [{ sku: product.sku, source: 'default', quantity: 4 }];
    await stock(lines, 'count-monday');
    expect((await place(product.sku)).orderV2).not.toBeNull();
    const again = await stock(lines, 'count-monday');
    expect(again).toMatchObject({ replayed: true, applied: 1, refused: 0 });
    expect(await stockRow(product.id)).toMatchObject({ online: 3, source: 4, held: 1 });
    // The same count under a new batch id: already so, nothing changes.
    expect((await stock(lines)).lines[0]!.outcome).toBe('UNCHANGED');
    expect(await stockRow(product.id)).toMatchObject({ online: 3, source: 4, held: 1 });
  });

  it('keeps sold units held until shipped, whatever the ERP counts meanwhile', async () => {
    const product = await simpleProduct(engine, 2, { onlineQty: 0 });
    await stock([{ sku: product.sku, source: 'default', quantity: 2 }]);
    const placed = await place(product.sku, 2);
    expect(placed.orderV2).not.toBeNull();
    expect(await stockRow(product.id)).toMatchObject({
      online: 0,
      held: 2,
      status: 'OUT_OF_STOCK',
    });
    // The warehouse still has both units on the shelf: the count must not sell them again.
    await stock([{ sku: product.sku, source: 'default', quantity: 2 }]);
    expect(await stockRow(product.id)).toMatchObject({ online: 0, source: 2, held: 2 });
    await expect(place(product.sku)).rejects.toThrow(/out of stock/);
    // A delivery of 5 more: 5 salable, the sold 2 still held.
    await stock([{ sku: product.sku, source: 'default', quantity: 7 }]);
    expect(await stockRow(product.id)).toMatchObject({ online: 5, held: 2, status: 'IN_STOCK' });
    // Shipped: the units leave the count with the parcel; salable stays 5.
    const number = placed.orderV2!.number;
    await engine.database.db
      .update(orders)
      .set({ status: 'READY_TO_SHIP' })
      .where(eq(orders.number, number));
    expect(await engine.services.orders.ship(number, '3SABC123')).not.toBeNull();
    expect(await stockRow(product.id)).toMatchObject({ online: 5, source: 5, held: 0 });
    // The ERP's next count (after the shipment) agrees.
    await stock([{ sku: product.sku, source: 'default', quantity: 5 }]);
    expect(await stockRow(product.id)).toMatchObject({ online: 5, source: 5, held: 0 });
  });

  it('gives a cancelled order its units back within what the ERP still counts', async () => {
    const product = await simpleProduct(engine, 3, { onlineQty: 0 });
    await stock([{ sku: product.sku, source: 'default', quantity: 3 }]);
    const placed = await place(product.sku, 3);
    expect(placed.orderV2).not.toBeNull();
    // Two units broke in the warehouse: the count says 1, which the order still holds... and more.
    await stock([{ sku: product.sku, source: 'default', quantity: 1 }]);
    expect(await stockRow(product.id)).toMatchObject({ online: 0, source: 1, held: 3 });
    await engine.database.db.transaction((tx) =>
      engine.catalog.releaseStock(tx, [{ productId: product.id, quantity: 3 }]),
    );
    expect(await stockRow(product.id)).toMatchObject({
      online: 1,
      source: 1,
      held: 0,
      status: 'IN_STOCK',
    });
  });

  it('keeps units held by an in-store reservation apart from the store count', async () => {
    const product = await simpleProduct(engine, 4, { onlineQty: 1 });
    const store = engine.services.stores.list()[1]!.code;
    await setStoreQty(engine, product.id, store, 3);
    const reserved = await engine.execute<ReservedAnswer>(
      reserveMutation,
      { sku: product.sku, store, qty: 2 },
      { 'x-forwarded-for': '198.51.100.41' },
    );
    expect(reserved.errors).toBeUndefined();
    await stock([{ sku: product.sku, source: store, quantity: 3 }]);
    const row = async () =>
      (
        await engine.database.db
          .select()
          .from(storeStock)
          .where(
            sql`${storeStock.productId} = ${product.id} and ${storeStock.storeCode} = ${store}`,
          )
      )[0]!;
    expect(await row()).toMatchObject({ qty: 1, sourceQty: 3, heldQty: 2 });
    // The reservation ran out uncollected: both units are salable again.
    await engine.database.db.transaction((tx) =>
      engine.services.stores.releaseStock(tx, product.id, store, 2),
    );
    expect(await row()).toMatchObject({ qty: 3, sourceQty: 3, heldQty: 0 });
  });

  it('never oversells while a count races the orders', async () => {
    const product = await simpleProduct(engine, 5, { onlineQty: 0 });
    await stock([{ sku: product.sku, source: 'default', quantity: 5 }]);
    const carts: string[] = [];
    for (let i = 0; i < 30; i++)
      carts.push(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]));
    const placing = carts.map((id) =>
      engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id }).then((r) => r.data!.placeOrder),
    );
    // The warehouse counts the same 5 units (none shipped) several times during the rush.
    const counting = [1, 2, 3].map((n) =>
      stock([{ sku: product.sku, source: 'default', quantity: 5 }], `race-${kind}-${n}`),
    );
    const [answers] = await Promise.all([Promise.all(placing), Promise.all(counting)]);
    expect(answers.filter((answer) => answer.orderV2 !== null)).toHaveLength(5);
    expect(await stockRow(product.id)).toMatchObject({
      online: 0,
      source: 5,
      held: 5,
      status: 'OUT_OF_STOCK',
    });
  });

  it('sets prices and special prices, refusing what is not a price', async () => {
    const product = await simpleProduct(engine, 6, { priceCents: 100_00 });
    const other = await simpleProduct(engine, 7, { priceCents: 50_00, specialPriceCents: 45_00 });
    const report = await prices([
      {
        sku: product.sku,
        price: 499.95,
        special_price: '449,00',
        from: '2026-11-01',
        to: '2026-12-31',
      },
      { sku: other.sku, special_price: null },
      { sku: other.sku, price: 'free' },
      { sku: 'NO-SUCH-SKU', price: 1 },
      { sku: product.sku.toLowerCase() === product.sku ? 'x' : product.sku, price: -1 },
      { sku: other.sku },
      { sku: other.sku, price: 10, special_price: 9, from: '2026-12-01' },
      { sku: other.sku, price: 10, to: '31-31-2026' },
      { sku: other.sku, price: 10, special_price: 9, from: '2026-11-20', to: '2026-11-10' },
    ]);
    expect(report.lines.map((line) => line.reason ?? line.outcome)).toEqual([
      'APPLIED',
      'APPLIED',
      'BAD_PRICE',
      'UNKNOWN_SKU',
      'BAD_PRICE',
      'NO_PRICE',
      'SPECIAL_PRICE_STARTS_LATER',
      'BAD_DATE',
      'BAD_DATE_RANGE',
    ]);
    const [row] = await engine.database.db
      .select()
      .from(products)
      .where(eq(products.id, product.id));
    expect(row).toMatchObject({
      priceCents: 499_95,
      specialPriceCents: 449_00,
      specialToDate: '2026-12-31',
    });
    const [cleared] = await engine.database.db
      .select()
      .from(products)
      .where(eq(products.id, other.id));
    expect(cleared).toMatchObject({
      priceCents: 50_00,
      specialPriceCents: null,
      specialToDate: null,
    });
  });
});
