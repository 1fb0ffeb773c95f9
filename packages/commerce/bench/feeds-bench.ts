/**
 * Sitemaps and product feed benchmark at a large catalogue: the products sitemap's first byte and
 * whole file, and the product feed (Merchant Center XML and CSV) made from scratch and served
 * from the kept body, through the engine's HTTP handler as the storefront asks it.
 *
 *   npm run bench:feeds                         100,000 products, 20 rounds
 *   npm run bench:feeds -- --size 20000 --rounds 10
 *   npm run bench:feeds -- --database-url postgres://postgres@127.0.0.1:5432/bench_feeds
 *
 * The catalogue is the catalogue benchmark's: an embedded database under .data/bench-<size>
 * (or the PostgreSQL database given, which must exist), seeded with the demo generator on the
 * first run and reused afterwards.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot } from '../src/db/connection.ts';
import { createEngine, type CommerceEngine } from '../src/engine/create-engine.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
  },
});
const size = Number(values.size);
const rounds = Number(values.rounds);

interface Timing {
  firstByteMs: number;
  fullMs: number;
  bytes: number;
}

async function timed(engine: CommerceEngine, path: string): Promise<Timing> {
  const started = performance.now();
  const response = await engine.fetch(new Request(`http://engine.local${path}`));
  if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
  const reader = response.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
  }
  return { firstByteMs, fullMs: performance.now() - started, bytes };
}

function report(name: string, timings: Timing[]) {
  const first = timings.map((timing) => timing.firstByteMs);
  const full = timings.map((timing) => timing.fullMs);
  return {
    name,
    firstByteP50: round(percentile(first, 0.5)),
    firstByteP95: round(percentile(first, 0.95)),
    fullP50: round(percentile(full, 0.5)),
    fullP95: round(percentile(full, 0.95)),
    megabytes: round((timings[0]?.bytes ?? 0) / 1e6),
    samples: timings.length,
  };
}

/** The feed made again from scratch: the catalogue announces a change (as a writer would). */
async function coldFeed(engine: CommerceEngine, format: 'xml' | 'csv'): Promise<Timing> {
  const revision = engine.catalog.revision;
  await engine.catalog.refresh({ productIds: [] });
  if (engine.catalog.revision === revision) throw new Error('the catalogue revision did not move');
  return timed(engine, `/channable/feed?format=${format}`);
}

async function main() {
  const databaseUrl = values['database-url'];
  const dataDir = path.join(repositoryRoot, '.data', `bench-${size}`);
  const engine = await createEngine({
    ...(databaseUrl ? { databaseUrl } : { dataDir }),
    mediaDir: path.join(repositoryRoot, '.data', 'bench-media'),
    seedProducts: size,
    mailDelivery: false,
    orderSweepMs: 0,
  });
  process.stdout.write(
    `${engine.catalog.productCount} listed products (${databaseUrl ? 'PostgreSQL' : dataDir})\n`,
  );
  const files = engine.services.feeds.productSitemapCount();
  const results = [];
  for (const [name, measure] of [
    ['products sitemap, first file', () => timed(engine, '/products-sitemap')],
    [`products sitemap, file ${files}`, () => timed(engine, `/products-sitemap/${files}`)],
    ['pages sitemap', () => timed(engine, '/pages-sitemap')],
    ['sitemap index', () => timed(engine, '/sitemap.xml')],
    ['feed xml, cold', () => coldFeed(engine, 'xml')],
    ['feed xml, cached', () => timed(engine, '/channable/feed')],
    ['feed csv, cold', () => coldFeed(engine, 'csv')],
    ['feed csv, cached', () => timed(engine, '/channable/feed?format=csv')],
  ] as const) {
    await measure(); // warm-up: the first round pays for compiling the code paths
    const timings: Timing[] = [];
    const count = name.includes('cold') ? Math.max(3, Math.ceil(rounds / 4)) : rounds;
    for (let round = 0; round < count; round++) timings.push(await measure());
    results.push(report(name, timings));
  }
  console.table(results);
  await engine.close();
}

await main();
