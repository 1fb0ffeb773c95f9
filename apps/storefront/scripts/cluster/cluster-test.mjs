/* global process, fetch, setTimeout, URL */
// The cluster test (npm test runs it on the journeys' build, beside the engine's tests): two shop
// instances on one PostgreSQL database of their own behind haproxy, round robin without sticky
// sessions, checked through the balancer. Each answer names its instance (X-Served-By), so every
// check proves the work crossed instances.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { buildIfStale, repo } from '../serve.mjs';
import { testServerEnv } from '../test-server.mjs';
import { adminKey, createDatabase, dropDatabase, startCluster, waitForAllUp } from './cluster.mjs';
import { pay, placeWithRetry, readyCart, shopClient } from './shop-client.mjs';

const databaseName = 'webshop_cluster_test';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let cluster;
let client;
let db;
let products;

async function one(sql, params = []) {
  const { rows } = await db.query(sql, params);
  return rows[0];
}

/** Polls `check` until it returns a truthy value; fails after `timeoutMs`. */
async function eventually(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

before(
  async () => {
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
  },
  { timeout: 300_000 },
);

after(async () => {
  await db?.end();
  await cluster?.stop();
  await dropDatabase(databaseName);
});

test('a cart made on one instance is continued and paid on the other', async () => {
  const cart = await readyCart(client, products[0].sku, 'cart-across@example.nl');
  assert.deepEqual(new Set(cart.servedBy), new Set(['a', 'b']));
  const order = await placeWithRetry(client, cart.id);
  const paid = await pay(client, order.token);
  assert.equal(paid.state, 'PAID');
  // The provider's exchange call goes through the balancer too, so which instance starts and
  // which finishes the payment varies; together they are both.
  const all = new Set([...cart.servedBy, order.servedBy, paid.startedBy, paid.finishedBy]);
  assert.deepEqual(all, new Set(['a', 'b']));
  const row = await one('select status from orders where number = $1', [order.number]);
  assert.equal(row.status, 'PROCESSING');
});

async function confirmationKey(email) {
  const suffix = `-account-confirmation_${email.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`;
  return eventually(
    async () => {
      for (const shop of cluster.shops) {
        const names = await readdir(shop.mailDir).catch(() => []);
        const name = names.find((file) => file.endsWith(suffix));
        if (!name) continue;
        const text = (await readFile(path.join(shop.mailDir, name), 'utf8')).replace(/=\r?\n/g, '');
        const link = /https?:\/\/[^\s"<>]+confirm\?[^\s"<>]+/.exec(text);
        if (link)
          return new URL(link[0].replace(/=3D/g, '=').replace(/&amp;/g, '&')).searchParams.get(
            'key',
          );
      }
      return null;
    },
    15_000,
    `the confirmation mail to ${email}`,
  );
}

const signIn =
  'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

test('a sign-in on one instance is valid on the other; throttling counts across them', async () => {
  const email = 'cluster-shopper@example.nl';
  const password = 'Sterk-wachtw00rd';
  await client.must(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, firstname: 'Cluster', lastname: 'Shopper', password } },
  );
  await client.must(
    'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }',
    { input: { email, confirmation_key: await confirmationKey(email) } },
  );
  const signedIn = await client.must(signIn, { email, password });
  const cookie = `customer_token=${signedIn.data.generateCustomerToken.token}; signed_in=1`;
  const servedBy = new Set();
  for (let i = 0; i < 4; i++) {
    const answer = await client.must('{ customer { email } }', {}, { cookie });
    assert.equal(answer.data.customer.email, email);
    servedBy.add(answer.servedBy);
  }
  assert.deepEqual(servedBy, new Set(['a', 'b']));

  // Three wrong passwords spread over both instances; the right one at once after is refused
  // (the account waits a second after three failures): the count is shared.
  const failedOn = new Set();
  for (let i = 0; i < 3; i++) {
    const wrong = await client.graphql(signIn, { email, password: `wrong-${i}` });
    assert.ok(wrong.errors, 'a wrong password is refused');
    failedOn.add(wrong.servedBy);
  }
  assert.deepEqual(failedOn, new Set(['a', 'b']));
  const throttled = await client.graphql(signIn, { email, password });
  assert.ok(throttled.errors, 'the right password right after three failures is throttled');
});

test('the contact form limit per client counts across instances', async () => {
  const servedBy = new Set();
  const send = (i) =>
    client.graphql('mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }', {
      input: {
        name: `Klant ${i}`,
        email: `contact-${i}@example.nl`,
        subject: 'Openingstijden',
        comment: 'Hoe laat gaan jullie open?',
      },
    });
  for (let i = 0; i < 5; i++) {
    const answer = await send(i);
    assert.equal(answer.data?.contactUs?.status, true, JSON.stringify(answer.errors));
    servedBy.add(answer.servedBy);
  }
  assert.deepEqual(servedBy, new Set(['a', 'b']));
  const sixth = await send(5);
  assert.ok(sixth.errors, 'the sixth message in the hour from one client is refused');
});

/** Served pages of a product until both instances show `text`; the time it took. */
async function shownOnBoth(pathname, text, startedAt) {
  const shown = new Set();
  await eventually(
    async () => {
      const page = await client.page(pathname);
      if (page.status === 200 && page.html.includes(text)) shown.add(page.servedBy);
      return shown.size === 2;
    },
    8000,
    `${text} on ${pathname} from both instances`,
  );
  return Date.now() - startedAt;
}

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

/** The JSON lines of an instance's log (Next's own lines in between are not JSON). */
async function jsonLines(file) {
  return (await readFile(file, 'utf8')).split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}

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
  const servedBy = cluster.shops.find((shop) => shop.name === response.headers.get('x-served-by'));
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

test('the expiry sweepers of both instances cancel an expired order once', async () => {
  const product = products[2];
  const stockOf = async () =>
    (await one('select online_qty from products where sku = $1', [product.sku])).online_qty;
  const before = await stockOf();
  const cart = await readyCart(client, product.sku, 'expired@example.nl');
  const order = await placeWithRetry(client, cart.id);
  assert.equal(await stockOf(), before - 1);
  await db.query(`update orders set expires_at = now() - interval '2 hours' where number = $1`, [
    order.number,
  ]);
  await eventually(
    async () =>
      (await one('select status from orders where number = $1', [order.number])).status ===
      'CANCELED',
    5000,
    'the expired order cancelled',
  );
  // Both sweepers run every 0.5 s: give them several more rounds to do anything twice.
  await sleep(2000);
  assert.equal(await stockOf(), before, 'the stock came back exactly once');
});

/** A page fetched through the balancer: null when it came whole, else what went wrong. */
async function pageFailure(pathname) {
  try {
    const response = await fetch(`${cluster.shopUrl}${pathname}`, {
      headers: { accept: 'text/html' },
    });
    const body = await response.text();
    if (response.status !== 200) return `${pathname}: ${response.status}`;
    return body.includes('</html>') ? null : `${pathname}: cut short`;
  } catch (error) {
    return `${pathname}: ${error.cause?.code ?? error.message}`;
  }
}

test('SIGKILL of one instance with pages in flight: every GET is answered, by the other', async () => {
  const { data } = await client.must(
    '{ products(search: "koelkast", pageSize: 28) { items { url_key url_suffix } } }',
  );
  // Pages not rendered before, so each is in flight for a whole rendering.
  const pages = data.products.items.map((item) => `/${item.url_key}${item.url_suffix ?? ''}`);
  assert.ok(pages.length >= 28, `the seed has 28 fridges (${pages.length})`);
  const killed = cluster.shops[0];
  const inFlight = pages.slice(0, 8).map(pageFailure);
  await sleep(100);
  assert.equal(await killed.stop('SIGKILL'), 'SIGKILL');
  const failures = (await Promise.all(inFlight)).filter(Boolean);
  // The balancer has not yet seen the instance fail its checks: these go to it first.
  for (const pathname of pages.slice(8, 28)) {
    const failure = await pageFailure(pathname);
    if (failure) failures.push(failure);
  }
  assert.deepEqual(failures, [], 'no GET failed while an instance died under it');
  await killed.start();
  await waitForAllUp(cluster);
});

test('SIGKILL of one instance during a burst of checkouts: no order lost or doubled; it catches up', async () => {
  const product = products[3];
  const carts = [];
  for (let i = 0; i < 24; i++) {
    carts.push({
      email: `burst-${i}@example.nl`,
      ...(await readyCart(client, product.sku, `burst-${i}@example.nl`)),
    });
  }
  const placing = [];
  let next = 0;
  const shoppers = Array.from({ length: 6 }, async () => {
    while (next < carts.length) {
      const cart = carts[next++];
      placing.push(await placeWithRetry(client, cart.id));
    }
  });
  await sleep(150);
  const killed = cluster.shops[1];
  assert.equal(await killed.stop('SIGKILL'), 'SIGKILL');
  await Promise.all(shoppers);
  assert.equal(placing.length, carts.length, 'every placement got its order');
  const { rows } = await db.query(
    `select email, count(*)::int as orders from orders where email like 'burst-%' group by email`,
  );
  assert.equal(rows.length, carts.length, 'every cart became an order');
  assert.ok(
    rows.every((row) => row.orders === 1),
    `no cart ordered twice: ${JSON.stringify(rows)}`,
  );

  // A change while it is down; restarted, it serves the database's state.
  const pathname = `/${product.url_key}${product.url_suffix ?? ''}`;
  const prices = await client.erp(
    'prices',
    {
      batch_id: 'cluster-prices-2',
      lines: [{ sku: product.sku, price: 987.65, special_price: null }],
    },
    adminKey,
  );
  assert.equal(prices.status, 200);
  await killed.start();
  await waitForAllUp(cluster);
  await shownOnBoth(pathname, '"price":"987.65"', Date.now());
});

test('SIGTERM drains: not ready first, requests still answered, then a clean exit', async () => {
  const stopping = cluster.shops[0];
  const exited = stopping.stop('SIGTERM');
  await eventually(
    async () =>
      (await fetch(`${stopping.url}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) === 503,
    1000,
    'readyz 503 on the stopping instance',
  );
  // The balancer keeps answering throughout, from the instance that stays.
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${cluster.shopUrl}/healthz`);
    assert.equal(response.status, 200);
    await sleep(100);
  }
  assert.equal(await exited, 0);
  await stopping.start();
  await waitForAllUp(cluster);
});

test('every mail is sent once, by one of the instances', async () => {
  const pending = () =>
    one(
      `select count(*) filter (where status in ('pending', 'sending'))::int as left, count(*) filter (where status = 'sent')::int as sent from mail_outbox`,
    );
  const counts = await eventually(
    async () => {
      const row = await pending();
      return row.left === 0 ? row : null;
    },
    20_000,
    'the outbox sent',
  );
  const files = [];
  for (const shop of cluster.shops) {
    const names = (await readdir(shop.mailDir).catch(() => [])).filter((name) =>
      name.endsWith('.eml'),
    );
    files.push(...names);
    process.stdout.write(`# instance ${shop.name} sent ${names.length} mail(s)\n`);
  }
  assert.ok(counts.sent > 10, `mails were sent (${counts.sent})`);
  assert.equal(files.length, counts.sent, 'one file per sent outbox row');
  assert.equal(new Set(files).size, files.length, 'no mail sent by both instances');
});
