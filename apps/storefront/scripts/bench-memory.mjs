/* global process, console, fetch, setTimeout */
// Memory under hostile load (ADR 0009): the whole shop (storefront and engine, one process) on
// its own database, fed the loads that once took it from 0.6 to 3.9 GB, at full scale. Reports
// the server's resident memory before, at the peak of and after each load, 30 and 90 s after
// the last, and how long the home page then takes.
// Usage: npm run bench:memory [-- --scale 0.2] [--loads junk]   (BENCH_PORT, default a free one)
// --loads picks loads by a word of their names (junk, aliases, searches, documents). Each load
// is preceded by a tenth of its count as warm-up, not measured.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import {
  aliasedPages,
  fire,
  junkCataloguePath,
  largeDocument,
  postGraphQL,
  residentBytes,
  searchPage,
} from '@webshop/commerce/test-tools';
import { app, buildIfStale } from './serve.mjs';
import { benchServerEnv } from './bench-server.mjs';

const args = process.argv.slice(2);
const scale = Number(args[args.indexOf('--scale') + 1]) || 1;
const only = args.includes('--loads') ? args[args.indexOf('--loads') + 1].split(',') : null;
const port = process.env.BENCH_PORT ?? String(await freePort());
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...benchServerEnv({ port, folder: 'bench-memory' }),
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
};
buildIfStale(env);
const server = spawn(process.execPath, [path.join(app, 'server/shop-server.mjs')], {
  cwd: app,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const megabytes = () => Math.round(residentBytes(server.pid) / 2 ** 20);
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function page(pathname) {
  const response = await fetch(origin + pathname, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

try {
  const deadline = Date.now() + 600_000;
  while ((await page('/').catch(() => 0)) !== 200) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error('the shop did not start');
    await sleep(1000);
  }
  const graphql = `${origin}/api/graphql`;
  const loads = [
    ['30 aliases × products(pageSize: 100)', 300, (n) => postGraphQL(graphql, aliasedPages(n))],
    ['junk catalogue addresses', 5_000, (n) => page(junkCataloguePath(n))],
    ['searches with pageSize 100', 5_000, (n) => postGraphQL(graphql, searchPage(n))],
    ['distinct 19,000-character documents', 1_100, (n) => postGraphQL(graphql, largeDocument(n))],
  ];
  const rows = [];
  const chosen = loads.filter(([name]) => !only || only.some((word) => name.includes(word)));
  for (const [name, fullCount, send] of chosen) {
    const count = Math.max(1, Math.round(fullCount * scale));
    // Warm-up, not measured: the first requests of a kind load and compile the code that answers
    // them and grow the heap to its working size; what is measured is what the load then keeps.
    // Other numbers than the measured ones (a page number repeats; a 404 is not kept anyway).
    await fire(Math.ceil(count / 10), 4, (n) => send(1_000_000 + n));
    const before = megabytes();
    let peak = before;
    const started = Date.now();
    const statuses = await fire(count, 4, send, (n) => {
      if (n % 50 === 0) peak = Math.max(peak, megabytes());
    });
    const after = megabytes();
    peak = Math.max(peak, after);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    rows.push({ load: name, requests: count, before, peak, after, seconds, statuses });
    console.log(
      `${name}: ${count} requests in ${seconds} s, RSS ${before} → peak ${peak} → ${after} MB`,
      statuses,
    );
  }
  // Kept answers expire within 20 s; the collector gives memory back some time after that.
  await sleep(30_000);
  const after30 = megabytes();
  await sleep(60_000);
  const after90 = megabytes();
  const homeStarted = Date.now();
  await page('/');
  const homeMs = Date.now() - homeStarted;
  console.table(
    rows.map(({ statuses, ...row }) => ({ ...row, statuses: JSON.stringify(statuses) })),
  );
  console.log(
    `after the last load: RSS ${after30} MB at 30 s, ${after90} MB at 90 s; the home page then took ${homeMs} ms`,
  );
} finally {
  server.kill('SIGTERM');
}
