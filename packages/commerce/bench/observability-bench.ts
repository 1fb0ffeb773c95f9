/**
 * `node --import tsx bench/observability-bench.ts`: what metrics, request ids and the media
 * store cost. Prints the time the request wrapper adds per request, a scrape's time and size on
 * a seeded engine, and reading one product image from a folder and from a local S3-compatible
 * server (s3rver; a real bucket adds its network round trip).
 */
import { performance } from 'node:perf_hooks';
import { createEngine } from '../src/engine/create-engine.ts';
import { localMediaStore } from '../src/media/local-media-store.ts';
import { s3MediaStore } from '../src/media/s3-media-store.ts';
import { createEngineMetrics } from '../src/observability/engine-metrics.ts';
import { observedFetch } from '../src/observability/observed-fetch.ts';
import { startS3Server } from '../src/testing/s3-server.ts';
import { testMediaDir } from '../src/testing/test-databases.ts';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let n = 0; n < runs; n++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

// The request wrapper: context, id, route label, counter and histogram, around a bare answer.
const bare = async () => new Response('ok');
const wrapped = observedFetch(bare, createEngineMetrics({ processMetrics: false }));
const request = () => new Request('http://engine.local/graphql', { method: 'POST' });
const calls = 50_000;
for (const [label, handler] of [
  ['bare', bare],
  ['observed', wrapped],
  ['bare', bare],
  ['observed', wrapped],
] as const) {
  const started = performance.now();
  for (let n = 0; n < calls; n++) await handler(request());
  console.log(
    `${label}: ${(((performance.now() - started) / calls) * 1000).toFixed(1)} µs per request`,
  );
}

const token = 'bench-metrics-token-0123456789';
const engine = await createEngine({
  dataDir: 'memory://',
  mediaDir: testMediaDir,
  seedProducts: Number(process.env.SEED_PRODUCTS ?? 300),
  mailDelivery: false,
  orderSweepMs: 0,
  metricsToken: token,
});
const scrape = () =>
  engine.fetch(
    new Request('http://engine.local/metrics', { headers: { authorization: `Bearer ${token}` } }),
  );
for (let n = 0; n < 200; n++) await engine.execute(`query Variants { __typename }`);
const body = await (await scrape()).text();
console.log(
  `scrape: ${(await timed(20, async () => (await scrape()).text())).toFixed(1)} ms median, ${(body.length / 1024).toFixed(1)} kB, ${body.split('\n').filter((line) => line && !line.startsWith('#')).length} series (${engine.catalog.productCount} products)`,
);
const image = (
  await engine.execute<{ products: { items: { small_image: { url: string } }[] } }>(
    '{ products(search: "", pageSize: 1) { items { small_image { url } } } }',
  )
).data!.products.items[0]!.small_image.url.replace(/^.*\/media\//, '');
await engine.close();

const folder = localMediaStore(testMediaDir);
const bytes = (await folder.read(image))!;
const s3 = await startS3Server('bench-media');
const bucket = s3MediaStore(s3.settings);
await bucket.write(image, bytes, 'image/webp');
console.log(
  `read ${(bytes.byteLength / 1024).toFixed(0)} kB image: folder ${(await timed(200, () => folder.read(image))).toFixed(2)} ms, s3rver ${(await timed(200, () => bucket.read(image))).toFixed(2)} ms (medians)`,
);
await s3.stop();
