/**
 * Catalogue import benchmark: writes a Magento product CSV (`import-csv.ts`, 100,000 SKUs by
 * default) to a temporary folder and imports it into a shop of 1,000 demo products
 *
 * - on PostgreSQL: a database of its own (`bench_import_<pid>_<time>`, created and dropped
 *   through the server's `postgres` database; `bench-database.ts`), the import in a process of its own
 *   (`import-worker.ts`, as the CLI runs it) while an engine in this process serves category
 *   listings through GraphQL until it has reloaded the imported catalogue;
 * - on PGlite: a temporary data folder, the import in the engine's own process (as the upload
 *   endpoint runs it), listings served alongside.
 *
 * It prints the import's wall time, peak resident size and CSV rows per second, and the
 * listings' latency and failures while the import ran.
 *
 *   npm run bench:import                              100,000 SKUs, both databases
 *   npm run bench:import -- --products 10000          a quick run
 *   npm run bench:import -- --only postgres --server postgres://postgres@127.0.0.1:5432/postgres
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importCatalog } from '../src/catalog-import/import-catalog.ts';
import { repositoryRoot } from '../src/db/connection.ts';
import { createEngine, type CommerceEngine } from '../src/engine/create-engine.ts';
import { openBenchDatabase } from './bench-database.ts';
import { listingQuery } from './catalog-queries.ts';
import { benchSettings, writeImportCsv } from './import-csv.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    only: { type: 'string' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    'seed-products': { type: 'string', default: '1000' },
  },
});
const skuCount = Number(values.products);
const seedProducts = Number(values['seed-products']);
const mediaDir = path.join(repositoryRoot, '.data', 'bench-media');
const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
const csv = path.join(folder, 'products.csv');

let started = performance.now();
const generated = await writeImportCsv(csv, skuCount);
console.log(
  `CSV: ${generated.skus} SKUs (${generated.configurables} configurables with 5 variants), ` +
    `${generated.rows} rows, ${Math.round((await stat(csv)).size / 1e6)} MB, written in ${Math.round(performance.now() - started)} ms`,
);

interface Measured {
  database: string;
  importS: number;
  peakRssMb: number;
  rowsPerS: number;
  skusPerS: number;
  listings: number;
  listingP50Ms: number;
  listingP99Ms: number;
  listingMaxMs: number;
  /** p99 of the listings asked while the engine reloaded the imported catalogue. */
  reloadP99Ms: number;
  failed: number;
  reloadedAfterS: number;
}
const results: Measured[] = [];
try {
  if (values.only !== 'pglite') results.push(await onPostgres());
  if (values.only !== 'postgres') results.push(await onPglite());
} finally {
  await rm(folder, { recursive: true, force: true });
}
console.table(results);

async function onPostgres(): Promise<Measured> {
  const database = await openBenchDatabase('postgres', 'import', { server: values.server });
  try {
    const engine = await openShop(database.where);
    const listings = serveListings(engine);
    const worker = await runWorker(['--database-url', database.location, '--media-dir', folder]);
    const reloadedAfterS = await untilReloaded(engine, worker.endedAt);
    const served = await listings.stop(worker.endedAt);
    await engine.close();
    return measured('PostgreSQL', worker.ms, worker.maxRssMb, served, reloadedAfterS);
  } finally {
    await database.close();
  }
}

async function onPglite(): Promise<Measured> {
  // A folder of its own (removed at the end), never DATABASE_URL's nor the shop's .data/pglite.
  const database = await openBenchDatabase('pglite', 'import', { pglite: 'temporary' });
  const engine = await openShop(database.where);
  const listings = serveListings(engine);
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  started = performance.now();
  const report = await importCatalog(engine.database, csv, {
    settings: benchSettings(),
    mediaDir: folder,
  });
  const ms = performance.now() - started;
  if (!report.written) throw new Error(JSON.stringify(report.errors.slice(0, 5)));
  const reloadedAfterS = await untilReloaded(engine, performance.now());
  clearInterval(sampler);
  const served = await listings.stop(started + ms);
  await engine.close();
  await database.close();
  return measured(
    'PGlite (shop and import in one process)',
    ms,
    peak / 2 ** 20,
    served,
    reloadedAfterS,
  );
}

async function openShop(where: { databaseUrl?: string; dataDir?: string }) {
  started = performance.now();
  const engine = await createEngine({
    ...where,
    mediaDir,
    seedProducts,
    responseCache: false,
    orderSweepMs: 0,
    mailDelivery: false,
  });
  console.log(
    `shop of ${engine.catalog.productCount} products ready in ${Math.round(performance.now() - started)} ms`,
  );
  return engine;
}

/** Category pages, one after the other with a short pause, as shoppers ask for them. */
function serveListings(engine: CommerceEngine) {
  const categories = [...engine.catalog.categories()].filter((category) => category.level >= 2);
  const samples: { at: number; ms: number }[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    for (let n = 0; running; n++) {
      const category = categories[n % categories.length]!;
      const begun = performance.now();
      try {
        const result = await engine.execute<{ products: { items: unknown[] } }>(listingQuery, {
          filter: { category_id: { eq: String(category.id) } },
          pageSize: 24,
          currentPage: 1 + (n % 3),
        });
        if (result.errors?.length || !result.data?.products) failed++;
      } catch {
        failed++;
      }
      samples.push({ at: begun, ms: performance.now() - begun });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    /** Stops; the listings begun before `importEnded` ran during the import, the others during the reload. */
    async stop(importEnded: number) {
      running = false;
      await loop;
      return {
        during: samples.filter(({ at }) => at < importEnded).map(({ ms }) => ms),
        reload: samples.filter(({ at }) => at >= importEnded).map(({ ms }) => ms),
        failed,
      };
    },
  };
}

/** Seconds from the import's end until the engine lists the imported products. */
async function untilReloaded(engine: CommerceEngine, endedAt: number): Promise<number> {
  // The generator's first product is listed, simple or configurable.
  while (!engine.catalog.productBySku('BENCH-1')) {
    if (performance.now() - endedAt > 300_000) throw new Error('the engine did not reload');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (performance.now() - endedAt) / 1000;
}

async function runWorker(args: string[]) {
  const worker = path.join(import.meta.dirname, 'import-worker.ts');
  const flags = ['--max-semi-space-size=32', '--import', 'tsx'];
  const child = spawn(process.execPath, [...flags, worker, csv, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const endedAt = performance.now();
  const line = output.trim().split('\n').pop() ?? '';
  if (code !== 0) throw new Error(`the import process failed (${code}): ${output}`);
  const result = JSON.parse(line) as {
    ms: number;
    maxRssMb: number;
    written: boolean;
    errors: unknown[];
  };
  if (!result.written) throw new Error(`nothing written: ${JSON.stringify(result.errors)}`);
  return { ...result, endedAt };
}

function measured(
  database: string,
  ms: number,
  peakRssMb: number,
  served: { during: number[]; reload: number[]; failed: number },
  reloadedAfterS: number,
): Measured {
  return {
    database,
    importS: round(ms / 1000),
    peakRssMb: Math.round(peakRssMb),
    rowsPerS: Math.round(generated.rows / (ms / 1000)),
    skusPerS: Math.round(generated.skus / (ms / 1000)),
    listings: served.during.length,
    listingP50Ms: round(percentile(served.during, 0.5)),
    listingP99Ms: round(percentile(served.during, 0.99)),
    listingMaxMs: round(Math.max(...served.during)),
    reloadP99Ms: round(percentile(served.reload, 0.99)),
    failed: served.failed,
    reloadedAfterS: round(reloadedAfterS),
  };
}
