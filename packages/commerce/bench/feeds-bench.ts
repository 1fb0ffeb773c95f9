/**
 * Sitemaps and product feed benchmark at a large catalogue: the products sitemap's first byte and
 * whole file, and the product feed (Merchant Center XML and CSV) made from scratch, made again
 * after one product changed, and served from the kept body; answers go through the engine's
 * HTTP handler as the storefront asks it.
 *
 *   npm run bench:feeds                         100,000 products, 20 rounds
 *   npm run bench:feeds -- --size 20000 --rounds 10
 *   npm run bench:feeds -- --database-url postgres://postgres@127.0.0.1:5432/postgres
 *                       (the server; the bench keeps its catalogue in bench_feeds_<size> there)
 *
 * The catalogue is the catalogue benchmark's: an embedded database under .data/bench-<size>
 * (or the PostgreSQL database given, which must exist), seeded with the demo generator on the
 * first run and reused afterwards.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot } from '../src/db/connection.ts';
import { createEngine, type CommerceEngine } from '../src/engine/create-engine.ts';
import { openBenchDatabase } from './bench-database.ts';
import { FeedService } from '../src/feeds/feed-service.ts';
import { feedProductIds } from '../src/feeds/feed-items.ts';
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

/** An engine address read to its end. */
function timed(engine: CommerceEngine, path: string): Promise<Timing> {
  return timedStream(async () => {
    const response = await engine.fetch(new Request(`http://engine.local${path}`));
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
    return response.body;
  });
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

/** A stream read to its end: time to its first bytes and to its last. */
async function timedStream(
  make: () => Promise<ReadableStream<Uint8Array> | null>,
): Promise<Timing> {
  const started = performance.now();
  const body = await make();
  if (!body) throw new Error('no body');
  const reader = body.getReader();
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

/** A feeds service that has made and kept nothing yet: everything from scratch. */
function scratchFeeds(engine: CommerceEngine) {
  return new FeedService({
    catalog: engine.catalog,
    content: engine.services.content,
    stores: engine.services.stores,
  });
}

/**
 * One product changed, as a writer's announcement makes it: the catalogue reads its record again
 * (a new record, a new revision), so the next answer is made again around it.
 */
async function changeOneProduct(engine: CommerceEngine, round: number): Promise<void> {
  const ids = feedProductIds(engine.catalog);
  const revision = engine.catalog.revision;
  await engine.catalog.refresh({ productIds: [ids[(round * 7919) % ids.length]!] });
  if (engine.catalog.revision === revision) throw new Error('the catalogue revision did not move');
}

async function main() {
  // --database-url names the PostgreSQL server; the catalogue lives in bench_feeds_<size> there,
  // seeded once and kept (never the database the URL names).
  const benchDatabase = values['database-url']
    ? await openBenchDatabase('postgres', `feeds_${size}`, {
        server: values['database-url'],
        reuse: true,
      })
    : await openBenchDatabase('pglite', 'feeds', {
        pglite: { folder: path.join(repositoryRoot, '.data', `bench-${size}`) },
      });
  const engine = await createEngine({
    ...benchDatabase.where,
    mediaDir: path.join(repositoryRoot, '.data', 'bench-media'),
    seedProducts: size,
    mailDelivery: false,
    orderSweepMs: 0,
  });
  process.stdout.write(
    `${engine.catalog.productCount} listed products (${benchDatabase.location})\n`,
  );
  const files = engine.services.feeds.productSitemapCount();
  const results = [];
  let round = 0;
  const afterChange = (path: string) => async () => {
    await changeOneProduct(engine, round++);
    return timed(engine, path);
  };
  for (const [name, measure, slow] of [
    ['products sitemap 1, after a change', afterChange('/products-sitemap'), false],
    ['products sitemap 1, kept', () => timed(engine, '/products-sitemap'), false],
    [`products sitemap ${files}, after a change`, afterChange(`/products-sitemap/${files}`), false],
    ['pages sitemap', () => timed(engine, '/pages-sitemap'), false],
    ['sitemap index', () => timed(engine, '/sitemap.xml'), false],
    [
      'feed xml, from scratch',
      () => timedStream(() => scratchFeeds(engine).productFeed('xml')),
      true,
    ],
    ['feed xml, after a change', afterChange('/channable/feed'), false],
    ['feed xml, kept', () => timed(engine, '/channable/feed'), false],
    [
      'feed csv, from scratch',
      () => timedStream(() => scratchFeeds(engine).productFeed('csv')),
      true,
    ],
    ['feed csv, after a change', afterChange('/channable/feed?format=csv'), false],
    ['feed csv, kept', () => timed(engine, '/channable/feed?format=csv'), false],
  ] as const) {
    await measure(); // warm-up: the first round pays for compiling the code paths
    const timings: Timing[] = [];
    const count = slow ? Math.max(3, Math.ceil(rounds / 4)) : rounds;
    for (let i = 0; i < count; i++) timings.push(await measure());
    results.push(report(name, timings));
  }
  console.table(results);
  await engine.close();
  await benchDatabase.close();
}

await main();
