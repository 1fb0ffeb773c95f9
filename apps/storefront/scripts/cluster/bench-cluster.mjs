/* global console, fetch, setTimeout, performance */
// `npm run bench:cluster [-- --seconds 10 --connections 8 --orders 80]`: the shop behind
// haproxy with two instances, then with one (the other stopped with SIGTERM, so the balancer
// takes it out), on one PostgreSQL database: uncached category pages per second (draft mode, so
// every request renders the page), placed orders per second, and their p99 latency.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale, repo } from '../serve.mjs';
import { testServerEnv } from '../test-server.mjs';
import { createDatabase, dropDatabase, logLine, startCluster } from './cluster.mjs';
import { placeWithRetry, readyCart, shopClient } from './shop-client.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    orders: { type: 'string', default: '80' },
    shoppers: { type: 'string', default: '8' },
  },
});
const categoryPage = '/huishouden/wassen-drogen/wasmachines';
const previewSecret = 'cluster-bench-preview';
const databaseName = 'webshop_cluster_bench';

const round = (value) => Math.round(value * 10) / 10;
const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The draft-mode cookie: Next renders every page afresh for it, bypassing the page cache. */
async function draftCookie(shopUrl) {
  const response = await fetch(`${shopUrl}/api/preview?secret=${previewSecret}&slug=home`, {
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('__prerender_bypass='));
  if (!cookie) throw new Error(`no draft-mode cookie (HTTP ${response.status})`);
  return cookie.split(';', 1)[0];
}

async function categoryPages(shopUrl, cookie) {
  const probe = await fetch(`${shopUrl}${categoryPage}`, {
    headers: { cookie, accept: 'text/html' },
    redirect: 'manual',
  });
  if (probe.status !== 200) {
    throw new Error(`${categoryPage}: HTTP ${probe.status} ${probe.headers.get('location') ?? ''}`);
  }
  const result = await autocannon({
    url: `${shopUrl}${categoryPage}`,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: { cookie, accept: 'text/html' },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `category pages: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    );
  }
  return {
    perSecond: round(result.requests.average),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

async function checkouts(client, sku, label) {
  const count = Number(values.orders);
  const carts = [];
  let prepared = 0;
  await Promise.all(
    Array.from({ length: Number(values.shoppers) }, async () => {
      while (prepared < count) {
        const i = prepared++;
        carts.push((await readyCart(client, sku, `bench-${label}-${i}@example.nl`)).id);
      }
    }),
  );
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Number(values.shoppers) }, async () => {
      while (next < carts.length) {
        const id = carts[next++];
        const began = performance.now();
        await placeWithRetry(client, id, 1);
        latencies.push(performance.now() - began);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: round(carts.length / seconds),
    p99Ms: Math.round(percentile(latencies, 99)),
    orders: carts.length,
  };
}

buildIfStale(testServerEnv());
const databaseUrl = await createDatabase(databaseName);
const cluster = await startCluster({
  databaseUrl,
  dir: path.join(repo, '.data/cluster/bench'),
  env: { PREVIEW_SECRET: previewSecret },
});
const results = {};
try {
  const client = shopClient(cluster.shopUrl);
  const { data } = await client.must(
    '{ products(search: "wasmachine", pageSize: 20) { items { __typename sku stock_status } } }',
  );
  const product = data.products.items.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  );
  await client.erp(
    'stock',
    { batch_id: 'bench-stock', lines: [{ sku: product.sku, source: 'online', quantity: 100_000 }] },
    'cluster-admin-key',
  );
  const cookie = await draftCookie(cluster.shopUrl);
  // Warm both instances (first renders compile and fill the engine's caches).
  await autocannon({
    url: `${cluster.shopUrl}${categoryPage}`,
    connections: 2,
    amount: 20,
    headers: { cookie },
  });
  for (const instances of [2, 1]) {
    if (instances === 1) {
      await cluster.shops[1].stop('SIGTERM');
      // haproxy takes it out after two failed checks (1 s apart).
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    logLine(`measuring with ${instances} instance(s) behind haproxy…`);
    results[`${instances} instance(s)`] = {
      categoryPages: await categoryPages(cluster.shopUrl, cookie),
      checkouts: await checkouts(client, product.sku, String(instances)),
    };
  }
} finally {
  await cluster.stop();
  await dropDatabase(databaseName);
}
const report = {
  connections: Number(values.connections),
  seconds: Number(values.seconds),
  shoppers: Number(values.shoppers),
  results,
};
console.log(JSON.stringify(report, null, 2));
writeFileSync(path.join(repo, '.data/cluster/bench-result.json'), JSON.stringify(report, null, 2));
