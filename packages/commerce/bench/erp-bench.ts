/**
 * ERP batch benchmark: batches of 10,000 stock counts and 10,000 price changes sent to the
 * engine's `/admin/erp/*` endpoint; "applied" is the request's answer time, "visible" the time
 * after the answer until a second engine on the same database (or, on PGlite, the engine itself)
 * lists every changed product with its new stock status or price.
 *
 *   npm run bench:erp                          20,000 products, 3 rounds each, PGlite
 *   npm run bench:erp -- --database-url postgres://postgres@127.0.0.1:5432/postgres
 *                       (the server; the bench keeps its catalogue in bench_erp_<size> there)
 *   npm run bench:erp -- --size 40000 --lines 10000 --rounds 5
 *
 * The catalogue is seeded with the demo generator into .data/bench-<size> (or the PostgreSQL
 * database given, which must exist) on the first run and reused afterwards.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot } from '../src/db/connection.ts';
import { createEngine, type CommerceEngine } from '../src/engine/create-engine.ts';
import { openBenchDatabase } from './bench-database.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '20000' },
    lines: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
  },
});
const size = Number(values.size);
const lineCount = Number(values.lines);
const rounds = Number(values.rounds);
// --database-url names the PostgreSQL server; the catalogue lives in a database of the bench's
// own on it, bench_erp_<size>, seeded once and kept (never the database the URL names).
const benchDatabase = values['database-url']
  ? await openBenchDatabase('postgres', `erp_${size}`, {
      server: values['database-url'],
      reuse: true,
    })
  : await openBenchDatabase('pglite', 'erp', {
      pglite: { folder: path.join(repositoryRoot, '.data', `bench-${size}`) },
    });
const databaseUrl = 'databaseUrl' in benchDatabase.where ? benchDatabase.where.databaseUrl : null;
const adminKey = (process.env.ADMIN_API_KEY ??= 'bench-erp-staff-key');
const mediaDir = path.join(repositoryRoot, '.data', 'bench-media');

const writer = await createEngine({
  ...benchDatabase.where,
  mediaDir,
  seedProducts: size,
  orderSweepMs: 0,
  mailDelivery: false,
});
// On PostgreSQL a second engine stands for another server of the shop: it must see the change.
const reader: CommerceEngine = databaseUrl
  ? await createEngine({
      databaseUrl,
      mediaDir,
      seedIfEmpty: false,
      orderSweepMs: 0,
      mailDelivery: false,
    })
  : writer;

const skus: string[] = [];
for (const id of allIds(writer)) {
  const record = writer.catalog.product(id);
  if (record?.typeId === 'simple') skus.push(record.sku);
  if (skus.length === lineCount) break;
}
if (skus.length < lineCount)
  throw new Error(`only ${skus.length} simple products; use a larger --size`);

function allIds(engine: CommerceEngine): number[] {
  const ids: number[] = [];
  for (let id = 1; ids.length < engine.catalog.productCount * 2 && id < 10_000_000; id++) {
    if (engine.catalog.product(id)) ids.push(id);
    else if (id > engine.catalog.productCount * 4) break;
  }
  return ids;
}

async function send(kind: 'stock' | 'prices', batchId: string, lines: unknown[]) {
  const response = await writer.fetch(
    new Request(`http://engine.local/admin/erp/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
      body: JSON.stringify({ batch_id: batchId, lines }),
    }),
  );
  const report = (await response.json()) as { applied: number; refused: number };
  if (response.status !== 200 || report.refused > 0)
    throw new Error(JSON.stringify(report).slice(0, 500));
  return report;
}

async function until(check: () => boolean): Promise<number> {
  const started = performance.now();
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 2));
  return performance.now() - started;
}

const results: Record<string, { applied: number[]; visible: number[] }> = {
  stock: { applied: [], visible: [] },
  prices: { applied: [], visible: [] },
};
const run = `${Date.now()}`;
for (let round = 0; round < rounds; round++) {
  // Alternate between none and some on hand, so every line changes the product's stock status.
  const quantity = round % 2 === 0 ? 0 : 3;
  const inStock = quantity > 0;
  let started = performance.now();
  await send(
    'stock',
    `bench-stock-${run}-${round}`,
    skus.map((sku) => ({ sku, source: 'default', quantity })),
  );
  results.stock!.applied.push(performance.now() - started);
  results.stock!.visible.push(
    await until(() => skus.every((sku) => reader.catalog.productBySku(sku)?.inStock === inStock)),
  );

  const cents = 10_000 + round * 100 + 37;
  started = performance.now();
  await send(
    'prices',
    `bench-prices-${run}-${round}`,
    skus.map((sku) => ({ sku, price: cents / 100 })),
  );
  results.prices!.applied.push(performance.now() - started);
  results.prices!.visible.push(
    await until(() => skus.every((sku) => reader.catalog.productBySku(sku)?.priceCents === cents)),
  );
}

console.log(
  `${lineCount} lines a batch, ${writer.catalog.productCount} products, ${databaseUrl ? 'PostgreSQL, two engines' : 'PGlite'}`,
);
console.table(
  Object.entries(results).map(([kind, { applied, visible }]) => ({
    batch: kind,
    appliedP50Ms: round(percentile(applied, 0.5)),
    appliedMaxMs: round(Math.max(...applied)),
    visibleP50Ms: round(percentile(visible, 0.5)),
    visibleMaxMs: round(Math.max(...visible)),
    rounds,
  })),
);
if (reader !== writer) await reader.close();
await writer.close();
await benchDatabase.close();
