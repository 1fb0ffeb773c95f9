/* global setTimeout */
// What the cluster test's checks share (cluster-test.mjs runs them): the cluster, a client
// through its balancer, a connection to its database and the seed's washing machines. They are
// live bindings, set up once before the first check and read by every check after.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale, repo } from '../serve.mjs';
import { testServerEnv } from '../test-server.mjs';
import { adminKey, createDatabase, dropDatabase, startCluster } from './cluster.mjs';
import { shopClient } from './shop-client.mjs';

const databaseName = 'webshop_cluster_test';
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export let cluster;
export let client;
export let db;
export let products;

export async function one(sql, params = []) {
  const { rows } = await db.query(sql, params);
  return rows[0];
}

/** Polls `check` until it returns a truthy value; fails after `timeoutMs`. */
export async function eventually(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Starts the cluster on a database of its own and gives the seed's products plenty of stock. */
export async function setUpCluster() {
  buildIfStale(testServerEnv());
  const databaseUrl = await createDatabase(databaseName);
  cluster = await startCluster({
    databaseUrl,
    dir: path.join(repo, '.data/cluster/test'),
    // One log line per GraphQL operation, for the request id check.
    env: { LOG_LEVEL: 'debug' },
  });
  client = shopClient(cluster.shopUrl);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { data } = await client.must(
    '{ products(search: "wasmachine", pageSize: 40) { items { __typename sku url_key url_suffix stock_status } } }',
  );
  products = data.products.items.filter(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  );
  assert.ok(products.length >= 4, 'the seed has simple washing machines in stock');
  // Plenty of stock for every check that orders.
  const stock = await client.erp(
    'stock',
    {
      batch_id: 'cluster-stock-1',
      lines: products.map((product) => ({ sku: product.sku, source: 'online', quantity: 500 })),
    },
    adminKey,
  );
  assert.equal(stock.status, 200, JSON.stringify(stock.body));
}

export async function tearDownCluster() {
  await db?.end();
  await cluster?.stop();
  await dropDatabase(databaseName);
}

/** The JSON lines of an instance's log (Next's own lines in between are not JSON). */
export async function jsonLines(file) {
  return (await readFile(file, 'utf8')).split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}
