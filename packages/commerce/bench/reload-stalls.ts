/**
 * How long the engine's full catalogue reload holds the event loop: imports a generated CSV of
 * `--products` SKUs into a database of its own (kept between runs with --keep), then reloads the
 * catalogue `--rounds` times while a timer notes every gap over 5 ms.
 *
 *   npm run bench:reload --workspace @webshop/commerce -- --products 30000 [--keep]
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importCatalog } from '../src/catalog-import/import-catalog.ts';
import { createEngine } from '../src/engine/create-engine.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchSettings, writeImportCsv } from './import-csv.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '30000' },
    rounds: { type: 'string', default: '3' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    keep: { type: 'boolean', default: false },
  },
});
const skuCount = Number(values.products);
// With --keep the database is bench_reload_<size>, reused when it exists and kept; without, one
// of its own, dropped at the end.
const benchDatabase = await openBenchDatabase('postgres', `reload_${skuCount}`, {
  server: values.server,
  reuse: values.keep,
});
const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-reload-'));
const engine = await createEngine({
  ...benchDatabase.where,
  mediaDir: folder,
  seedProducts: 1000,
  responseCache: false,
  orderSweepMs: 0,
  mailDelivery: false,
});
if (!engine.catalog.productBySku('BENCH-1')) {
  const csv = path.join(folder, 'products.csv');
  await writeImportCsv(csv, skuCount);
  const report = await importCatalog(engine.database, csv, {
    settings: benchSettings(),
    mediaDir: folder,
  });
  if (!report.written) throw new Error(JSON.stringify(report.errors.slice(0, 3)));
  while (!engine.catalog.productBySku('BENCH-1')) await new Promise((r) => setTimeout(r, 50));
}
console.log(`${engine.catalog.productCount} listed products`);

for (let round_ = 0; round_ < Number(values.rounds); round_++) {
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await engine.catalog.refresh({ all: true });
  const ms = performance.now() - started;
  clearInterval(timer);
  const long = gaps.filter((gap) => gap > 5).sort((a, b) => b - a);
  console.log(
    `reload ${Math.round(ms)} ms: ${long.length} gaps over 5 ms, longest ${long
      .slice(0, 8)
      .map((gap) => Math.round(gap))
      .join(', ')} ms; p99 gap ${round(percentile(gaps, 0.99))} ms`,
  );
}
await engine.close();
await benchDatabase.close();
