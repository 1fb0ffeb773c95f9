import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { databaseKinds, testMediaDir } from '../testing/test-databases.ts';
import { sharedDatabase } from '../testing/shared-database.ts';
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

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.each(databaseKinds)('a shop process killed while placing orders (%s)', (kind) => {
  let engine: CommerceEngine;
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  const open = () =>
    createEngine({ ...shared.options, mediaDir: testMediaDir, seedProducts: 40, orderSweepMs: 0 });

  beforeAll(async () => {
    shared = await sharedDatabase(kind);
    engine = await open();
  });
  afterAll(async () => {
    await engine.close();
    await shared.drop();
  });

  const place = async (id: string) =>
    (await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id })).data!.placeOrder;
  const rowsOf = async (query: SQL) =>
    ((await engine.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it('leaves every order with its stock, no half-converted cart; retried carts answer their order', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 10_000 });
    const cartIds: string[] = [];
    for (let i = 0; i < 400; i++) {
      cartIds.push(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 + (i % 3) }]));
    }
    const stockBefore = await onlineQty(engine, product.id);
    const cartFile = path.join(mkdtempSync(path.join(tmpdir(), 'burst-')), 'carts.txt');
    writeFileSync(cartFile, cartIds.join('\n'));
    // PGlite is one process's database: the burst gets it alone, the test reopens it afterwards.
    if (kind === 'pglite') await engine.close();

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/testing/order-burst-process.ts', shared.target, cartFile],
      { cwd: packageRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let placed = 0;
    let finished = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_, signal) => resolve(signal)),
    );
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      placed += chunk.split('\n').filter((line) => line.startsWith('placed')).length;
      if (chunk.includes('done')) finished = true;
      if (placed >= 40 && !child.killed) child.kill('SIGKILL');
    });
    expect(await exited).toBe('SIGKILL');
    expect(finished).toBe(false);
    if (kind === 'pglite') engine = await open();

    const db = engine.database.db;
    const [ordered] = await db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(ordered!.n).toBe(stockBefore - (await onlineQty(engine, product.id)));
    const [orderCount] = await db.select({ n: count() }).from(orders);
    expect(orderCount!.n).toBeGreaterThanOrEqual(40);
    expect(orderCount!.n).toBeLessThan(cartIds.length);

    const halfConverted = await rowsOf(sql`
      select c.id from ${carts} c left join ${orders} o on o.cart_id = c.id
      where (c.is_active and o.id is not null) or (not c.is_active and o.id is null)`);
    expect(halfConverted).toEqual([]);

    // Nothing is confirmed before it is paid: a killed placement leaves no mail either.
    const [mails] = await db.select({ n: count() }).from(mailOutbox);
    expect(mails!.n).toBe(0);

    // The shoppers whose answers died with the process try again, twice at once: a cart that
    // became an order answers that order (or CART_NOT_ACTIVE naming it), the others are placed.
    const before = await db.select({ cartId: orders.cartId, number: orders.number }).from(orders);
    const numberOf = new Map(before.map((order) => [order.cartId, order.number]));
    const unplaced = cartIds.filter((id) => !numberOf.has(id)).slice(0, 10);
    for (const id of [...[...numberOf.keys()].slice(0, 30), ...unplaced]) {
      const answers = await Promise.all([place(id), place(id)]);
      const named = answers.map(
        (answer) => answer.orderV2?.number ?? answer.errors[0]?.order_number ?? null,
      );
      expect(named[0]).not.toBeNull();
      expect(named[1]).toBe(named[0]);
      if (numberOf.has(id)) expect(named[0]).toBe(numberOf.get(id));
    }
    const [afterRetries] = await db.select({ n: count() }).from(orders);
    expect(afterRetries!.n).toBe(before.length + unplaced.length);
  }, 180_000);
});
