import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../src/engine/create-engine.ts';
import { createScratchPostgres, testMediaDir } from '../src/testing/test-databases.ts';
import { defaultDataDir } from '../src/db/connection.ts';
import { openBenchDatabase, openBenchEngine, ShopDatabaseRefused } from './bench-database.ts';

const engineOptions = { mediaDir: testMediaDir, mailDelivery: false, orderSweepMs: 0 };

// A shop on PostgreSQL, named by DATABASE_URL as the running shop's is: 7 seeded products.
let shopDatabase: Awaited<ReturnType<typeof createScratchPostgres>>;
let shopEngine: CommerceEngine;
const previous = process.env.DATABASE_URL;
beforeAll(async () => {
  shopDatabase = await createScratchPostgres('bench_guard_shop');
  shopEngine = await createEngine({
    ...engineOptions,
    databaseUrl: shopDatabase.url,
    seedProducts: 7,
  });
});
afterAll(async () => {
  await shopEngine?.close();
  await shopDatabase?.drop();
  if (previous === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previous;
});

describe.each(['pglite', 'postgres'] as const)(
  'a bench on %s while DATABASE_URL names a shop',
  (kind) => {
    it('gets a database of its own, never the shop', async () => {
      process.env.DATABASE_URL = shopDatabase.url;
      const bench = await openBenchEngine(kind, 'guard_test', {
        ...engineOptions,
        seedProducts: 3,
      });
      try {
        expect(bench.database.kind).toBe(kind);
        expect(bench.database.location).not.toBe(shopDatabase.url);
        // A fresh database was seeded with the bench's 3 products; the shop's has 7 and no seed.
        expect(bench.engine.catalog.productCount).toBe(3);
        expect(process.env.DATABASE_URL).toBeUndefined();
      } finally {
        await bench.close();
      }
      expect(shopEngine.catalog.productCount).toBe(7);
    });
  },
);

describe('bench databases that would be the shop', () => {
  it('refuses the shop PostgreSQL database by name', async () => {
    // A kept bench database is reused by its fixed name; a shop of that name is not.
    process.env.DATABASE_URL = 'postgres://shop@localhost/bench_shop_like';
    await expect(openBenchDatabase('postgres', 'shop_like', { reuse: true })).rejects.toThrow(
      ShopDatabaseRefused,
    );
  });

  it('refuses the shop PGlite folder and folders not of a benchmark', async () => {
    await expect(
      openBenchDatabase('pglite', 'guard_test', { pglite: { folder: defaultDataDir } }),
    ).rejects.toThrow(ShopDatabaseRefused);
    await expect(
      openBenchDatabase('pglite', 'guard_test', { pglite: { folder: '/tmp/somewhere' } }),
    ).rejects.toThrow(/not a benchmark's folder/);
  });

  it('drops its PostgreSQL database on close', async () => {
    const bench = await openBenchDatabase('postgres', 'guard_test');
    const name = new URL(bench.location).pathname.slice(1);
    expect(name).toMatch(/^bench_guard_test_\d+_/);
    await bench.close();
    const admin = await import('pg').then(({ default: pg }) => new pg.Client(shopDatabase.url));
    await admin.connect();
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    await admin.end();
    expect(found.rowCount).toBe(0);
  });
});
