import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../catalog/schema.ts';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { runCli } from '../testing/run-cli.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { productsOfType } from '../testing/shop-fixtures.ts';

let drop = async () => {};
let engine: CommerceEngine;
let env: Record<string, string>;
let work: string;

beforeAll(async () => {
  const scratch = await createScratchPostgres('erp_cli');
  drop = scratch.drop;
  engine = await createEngine({
    databaseUrl: scratch.url,
    mediaDir: testMediaDir,
    seedProducts: 30,
    orderSweepMs: 0,
    mailDelivery: false,
  });
  work = await mkdtemp(path.join(tmpdir(), 'erp-cli-'));
  env = { DATABASE_URL: scratch.url };
});
afterAll(async () => {
  await engine.close();
  await drop();
  await rm(work, { recursive: true, force: true });
});

it('applies stock from an MSI source-items CSV and prices from JSON, once', async () => {
  const [a, b] = productsOfType(engine, 'simple').filter((record) => record.parentId === null);
  const store = engine.services.stores.list()[0]!.code;
  const stockFile = path.join(work, 'stock.csv');
  await writeFile(
    stockFile,
    `\uFEFFsource_code,sku,status,quantity\ndefault,${a!.sku},1,8\ndefault,${b!.sku},0,5\n${store},${a!.sku},1,2\nnowhere,${a!.sku},1,1\n`,
  );
  const first = await runCli('src/erp/erp-cli.ts', ['stock', stockFile], env);
  expect(first.out).toContain('stock: 3 applied, 0 unchanged, 1 refused');
  expect(first.err).toContain('refused line 4');
  expect(first.err).toContain('[UNKNOWN_SOURCE]');
  expect(first.code).toBe(1);
  const again = await runCli('src/erp/erp-cli.ts', ['stock', stockFile], env);
  expect(again.out).toContain('was applied before: nothing changed');

  const priceFile = path.join(work, 'prices.json');
  await writeFile(
    priceFile,
    JSON.stringify({
      batch_id: 'cli-prices-1',
      lines: [{ sku: a!.sku, price: '249.00', special_price: null }],
    }),
  );
  const priced = await runCli('src/erp/erp-cli.ts', ['prices', priceFile], env);
  expect(priced).toMatchObject({ code: 0 });
  expect(priced.out).toContain('prices: 1 applied');
  const [row] = await engine.database.db.select().from(products).where(eq(products.id, a!.id));
  expect(row).toMatchObject({ onlineQty: 8, sourceQty: 8, priceCents: 249_00 });
  const [other] = await engine.database.db.select().from(products).where(eq(products.id, b!.id));
  expect(other).toMatchObject({ onlineQty: 0, sourceQty: 0, stockStatus: 'OUT_OF_STOCK' });

  expect((await runCli('src/erp/erp-cli.ts', ['stock'], env)).code).toBe(2);
  await writeFile(path.join(work, 'broken.json'), '[{');
  expect(
    (await runCli('src/erp/erp-cli.ts', ['prices', path.join(work, 'broken.json')], env)).code,
  ).toBe(2);
});
