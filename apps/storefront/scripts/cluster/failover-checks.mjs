/* global process, fetch */
// The cluster test's checks of instances failing and stopping: expiry sweeps run once, a killed
// instance loses no page and no order, a stopping one drains, and every mail goes out once.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { adminKey, waitForAllUp } from './cluster.mjs';
import { placeWithRetry, readyCart } from './shop-client.mjs';
import { client, cluster, db, eventually, one, products, sleep } from './cluster-state.mjs';

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

/** Registers the checks in their order (cluster-test.mjs runs them in one sequence). */
export function failoverChecks() {
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
}
