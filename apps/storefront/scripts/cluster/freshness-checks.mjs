/* global process, fetch */
// The cluster test's checks that what one instance does shows on the other: a price or stock
// change on every instance's pages within a second, and a page's request id in its engine log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminKey } from './cluster.mjs';
import { client, cluster, eventually, jsonLines, products, sleep } from './cluster-state.mjs';

/**
 * Asks for the page through the balancer, two requests at a time (so every instance is asked
 * while another renders), until every instance has served it showing all of `texts`, at most
 * until `giveUpAt`. The time from `startedAt` at which each instance first served it, by name.
 * Each asker waits 50 ms between answers: the instances serve the askers in the same thread as
 * they render, and asking as fast as possible would slow the very rendering being measured.
 */
async function shownOnEvery(pathname, texts, startedAt, giveUpAt) {
  const shownAt = new Map();
  const poller = async () => {
    while (shownAt.size < cluster.shops.length && Date.now() <= giveUpAt) {
      const page = await client.page(pathname);
      const arrived = Date.now() - startedAt;
      if (page.status === 200 && texts.every((text) => page.html.includes(text))) {
        if (!shownAt.has(page.servedBy)) shownAt.set(page.servedBy, arrived);
      }
      await sleep(50);
    }
  };
  await Promise.all([poller(), poller()]);
  return shownAt;
}

/**
 * When each instance's engine had applied the catalogue change announced after `since` (its log
 * says, with LOG_LEVEL=debug), from `startedAt`; read from the logs so that measuring it sends
 * the instances nothing. Waits for the log lines to be written.
 */
async function appliedOnEvery(since, startedAt) {
  return eventually(
    async () => {
      const appliedAt = new Map();
      for (const shop of cluster.shops) {
        const line = (await jsonLines(shop.logFile)).find(
          (entry) =>
            entry.msg === 'announced change applied' &&
            entry.module === 'catalog' &&
            entry.time >= since,
        );
        if (line) appliedAt.set(shop.name, line.time - startedAt);
      }
      return appliedAt.size === cluster.shops.length ? appliedAt : null;
    },
    5000,
    'every engine applied the change',
  );
}

/** The slowest instance's time, or Infinity when one never showed it. */
const slowest = (times) =>
  times.size === cluster.shops.length ? Math.max(...times.values()) : Infinity;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Registers the checks in their order (cluster-test.mjs runs them in one sequence). */
export function freshnessChecks() {
  test('a price or stock change made on one instance shows on pages served by the other within a second', async () => {
    const product = products[1];
    const pathname = `/${product.url_key}${product.url_suffix ?? ''}`;
    const repetitions = Number(process.env.CLUSTER_FRESHNESS_REPETITIONS ?? 6);
    // The shop's promise (issue 25): a second. CLUSTER_FRESHNESS_BOUND_MS exists only to measure
    // on a machine so oversubscribed that rendering one page takes longer than that.
    const bound = Number(process.env.CLUSTER_FRESHNESS_BOUND_MS ?? 1000);
    let price = null;
    let inStock = true;
    const pages = [];
    const engines = [];
    // As in a shop that has been serving for a while: every instance has rendered product pages
    // before (a process's first renderings of a route run unoptimised code and take longer).
    for (const other of products.slice(5, 11)) {
      assert.equal((await client.page(`/${other.url_key}${other.url_suffix ?? ''}`)).status, 200);
    }
    for (let round = 0; round < repetitions; round++) {
      // Every instance has the page in its cache before the change.
      const cachedOn = new Set();
      await eventually(
        async () => {
          const page = await client.page(pathname);
          if (page.status === 200) cachedOn.add(page.servedBy);
          return cachedOn.size === cluster.shops.length;
        },
        30_000,
        `${pathname} cached on every instance`,
      );
      // Even rounds change the price, odd ones the stock (sold out, then back).
      const what = round % 2 === 0 ? 'price' : 'stock';
      if (what === 'price') price = (120_056 + round * 1_100) / 100;
      else inStock = !inStock;
      const sent = Date.now();
      const change =
        what === 'price'
          ? await client.erp(
              'prices',
              {
                batch_id: `cluster-fresh-${round}`,
                lines: [{ sku: product.sku, price, special_price: null }],
              },
              adminKey,
            )
          : await client.erp(
              'stock',
              {
                batch_id: `cluster-fresh-${round}`,
                lines: [{ sku: product.sku, source: 'online', quantity: inStock ? 500 : 0 }],
              },
              adminKey,
            );
      assert.equal(change.status, 200, JSON.stringify(change.body));
      // From the moment the change is committed (the ERP's answer), the pages of every instance,
      // the other one's and the one that made it, show it within the bound.
      const changed = Date.now();
      const shown = await shownOnEvery(
        pathname,
        [
          `"price":"${price.toFixed(2)}"`,
          `"availability":"https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}"`,
        ],
        changed,
        changed + 10 * bound,
      );
      const answered = await appliedOnEvery(sent, changed);
      engines.push(Math.max(0, slowest(answered)));
      pages.push(slowest(shown));
      process.stdout.write(
        `# ${what} change ${round + 1} made on ${change.servedBy}: engines applied it ${JSON.stringify(Object.fromEntries(answered))}, pages ${JSON.stringify(Object.fromEntries(shown))} ms\n`,
      );
    }
    process.stdout.write(
      `# every instance's pages show a change after: p50 ${percentile(pages, 50)} ms, max ${Math.max(...pages)} ms (${repetitions} changes); engines: p50 ${percentile(engines, 50)} ms, max ${Math.max(...engines)} ms\n`,
    );
    assert.ok(
      pages.every((ms) => ms <= bound),
      `every instance's pages showed each change within ${bound} ms: ${pages.join(', ')} ms`,
    );
  });

  test('the request id of a page follows it into the engine: the GraphQL operations that render it log it', async () => {
    // A product page no other check asks for, so it is rendered now, not served from the cache.
    const product = products[4];
    assert.ok(product, 'a fifth washing machine in stock');
    const pathname = `/${product.url_key}${product.url_suffix ?? ''}`;
    const requestId = `cluster-trace-${Date.now()}`;
    const response = await fetch(`${cluster.shopUrl}${pathname}`, {
      headers: { accept: 'text/html', 'x-request-id': requestId },
    });
    assert.equal(response.status, 200);
    assert.ok((await response.text()).includes(product.url_key), 'the product page was served');
    assert.equal(response.headers.get('x-request-id'), requestId, 'the id is answered');
    const servedBy = cluster.shops.find(
      (shop) => shop.name === response.headers.get('x-served-by'),
    );
    const traced = await eventually(
      async () => {
        const lines = (await jsonLines(servedBy.logFile)).filter(
          (line) => line.requestId === requestId,
        );
        const access = lines.find((line) => line.name === 'storefront' && line.msg === 'request');
        return access ? lines : null;
      },
      5000,
      `the access line of ${requestId}`,
    );
    const operations = traced.filter(
      (line) => line.name === 'commerce' && line.msg === 'graphql operation',
    );
    assert.ok(
      operations.some((line) => line.operation === 'Route'),
      `the engine logged the page's Route query with the id: ${JSON.stringify(traced)}`,
    );
    const access = traced.find((line) => line.name === 'storefront');
    assert.equal(access.route, 'page');
    assert.equal(access.status, 200);
    // The other instance never saw the request.
    for (const shop of cluster.shops.filter((other) => other !== servedBy)) {
      const elsewhere = (await jsonLines(shop.logFile)).filter(
        (line) => line.requestId === requestId,
      );
      assert.deepEqual(elsewhere, [], `nothing of ${requestId} in ${shop.name}'s log`);
    }
    process.stdout.write(
      `# ${requestId} on ${servedBy.name}: ${operations.length} engine operation line(s) (${[...new Set(operations.map((line) => line.operation))].join(', ')}), 1 access line\n`,
    );
  });
}
