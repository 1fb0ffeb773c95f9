import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { cartReadyToOrder, onlineQty, simpleProduct } from '../testing/shop-fixtures.ts';
import { orderItems, orders } from '../orders/schema.ts';
import { carts } from '../cart/schema.ts';
import { mailOutbox } from '../mail/schema.ts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('a shop process killed while placing orders', () => {
  let engine: CommerceEngine;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;

  beforeAll(async () => {
    scratch = await createScratchPostgres('killed_process');
    engine = await createEngine({
      databaseUrl: scratch.url,
      mediaDir: testMediaDir,
      seedProducts: 40,
      orderSweepMs: 0,
    });
  });
  afterAll(async () => {
    await engine.close();
    await scratch.drop();
  });

  const rowsOf = async (query: SQL) =>
    ((await engine.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

  it('leaves every order with its stock, no half-converted cart, one mail per order', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 10_000 });
    const cartIds: string[] = [];
    for (let i = 0; i < 400; i++) {
      cartIds.push(await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 + (i % 3) }]));
    }
    const stockBefore = await onlineQty(engine, product.id);
    const cartFile = path.join(mkdtempSync(path.join(tmpdir(), 'burst-')), 'carts.txt');
    writeFileSync(cartFile, cartIds.join('\n'));

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/testing/order-burst-process.ts', scratch.url, cartFile],
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

    const mailsPerOrder = await rowsOf(sql`
      select o.number, count(m.id)::int as mails from ${orders} o
      left join ${mailOutbox} m on m.dedupe_key = 'order-confirmation:' || o.number
      group by o.number having count(m.id) <> 1`);
    expect(mailsPerOrder).toEqual([]);
    const [mails] = await db.select({ n: count() }).from(mailOutbox);
    expect(mails!.n).toBe(orderCount!.n);
  });
});
