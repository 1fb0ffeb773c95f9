/**
 * Back office order list benchmark: 100,000 orders written in bulk, then the server time of
 * `adminOrders` requests (POST /graphql through the engine's whole HTTP pipeline, admin key
 * checked): the first page, a filtered page, a page deep in the list, and searches by e-mail,
 * postcode, number and name. Targets (issue 24): first page and e-mail search ≤ 150 ms.
 *
 *   npm run bench:admin                       PostgreSQL: creates and drops its own database
 *   npm run bench:admin -- --pglite           the embedded PGlite, in memory
 *   npm run bench:admin -- --orders 20000 --rounds 50
 *
 * The PostgreSQL server is BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * the benchmark's database is `webshop_bench_admin_<pid>`, dropped at the end: never the
 * `test` database other tests use.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { repositoryRoot } from '../src/db/connection.ts';
import { createEngine } from '../src/engine/create-engine.ts';
import { openBenchDatabase } from './bench-database.ts';
import { encodeCursor } from '../src/orders/admin-order-list.ts';
import { orders } from '../src/orders/schema.ts';
import { insertSyntheticOrders } from '../src/testing/synthetic-orders.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '30' },
    pglite: { type: 'boolean', default: false },
    /** Leave the PostgreSQL database in place (to look at query plans); drop it by hand. */
    keep: { type: 'boolean', default: false },
  },
});
const orderCount = Number(values.orders);
const rounds = Number(values.rounds);
const adminKey = (process.env.ADMIN_API_KEY ??= 'bench-admin-staff-key');
const benchDatabase = await openBenchDatabase(values.pglite ? 'pglite' : 'postgres', 'admin', {
  keep: values.keep,
});

const engine = await createEngine({
  ...benchDatabase.where,
  mediaDir: path.join(repositoryRoot, '.data', 'bench-media'),
  seedIfEmpty: false,
  orderSweepMs: 0,
  mailDelivery: false,
});

try {
  const now = new Date();
  const started = performance.now();
  await insertSyntheticOrders(engine.database.db, {
    count: orderCount,
    now,
    storeCodes: ['ams', 'rtd', 'utr', 'ehv'],
    onBatch: (written) => {
      if (written % 20_000 === 0) process.stdout.write(`  ${written} orders written\n`);
    },
  });
  const fillMs = performance.now() - started;
  // What autovacuum does soon after a bulk load: statistics for the planner, and the visibility
  // map that lets counts read the index only.
  await engine.database.db.execute(sql`vacuum analyze orders`);

  const sample = (await engine.database.db.execute(
    sql`select number, email, billing_address->>'postcode' as postcode,
          billing_address->>'firstname' as firstname, billing_address->>'lastname' as lastname
        from ${orders} order by id limit 1 offset ${Math.floor(orderCount / 3)}`,
  )) as unknown as {
    rows: {
      number: string;
      email: string;
      postcode: string;
      firstname: string;
      lastname: string;
    }[];
  };
  const target = sample.rows[0]!;
  const deep = (await engine.database.db.execute(
    sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from ${orders} order by created_at desc, id desc limit 1 offset ${Math.floor(orderCount * 0.9)}`,
  )) as unknown as { rows: { id: number; at: string }[] };
  const deepCursor = encodeCursor({ createdAt: deep.rows[0]!.at, id: deep.rows[0]!.id });

  const filtered = {
    status: ['DELIVERED'],
    payment_method: 'paypal',
    grand_total_min_cents: 50_000,
  };
  // [name, variables, with total_count]: the next pages of a list need no count again.
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['first page (50) + count', { first: 50 }, true],
    ['filtered page + count', { first: 50, filter: filtered }, true],
    ['filtered page', { first: 50, filter: filtered }, false],
    ['deep cursor page (90%)', { first: 50, after: deepCursor }, false],
    ['search e-mail + count', { first: 50, search: target.email }, true],
    ['search e-mail prefix + count', { first: 50, search: target.email.slice(0, 8) }, true],
    ['search postcode + count', { first: 50, search: target.postcode.replace(' ', '') }, true],
    ['search number + count', { first: 50, search: target.number }, true],
    ['search name + count', { first: 50, search: `${target.firstname} ${target.lastname}` }, true],
  ];
  const query = (count: boolean) => /* GraphQL */ `
    query ($filter: AdminOrderFilterInput, $search: String, $first: Int, $after: String) {
      adminOrders(filter: $filter, search: $search, first: $first, after: $after) {
        items { number order_date status_code email customer_name postcode grand_total_cents }
        page_info { has_next_page end_cursor }
        ${count ? 'total_count total_count_exact' : ''}
      }
    }
  `;
  async function timed(variables: Record<string, unknown>, count: boolean) {
    const begun = performance.now();
    const response = await engine.fetch(
      new Request('http://engine.local/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
        body: JSON.stringify({ query: query(count), variables }),
      }),
    );
    const body = (await response.json()) as {
      data?: { adminOrders: { items: unknown[]; total_count?: number } };
      errors?: unknown;
    };
    const ms = performance.now() - begun;
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return {
      ms,
      found: body.data.adminOrders.items.length,
      total: body.data.adminOrders.total_count,
    };
  }

  const results = [];
  for (const [name, variables, count] of cases) {
    for (let warm = 0; warm < 3; warm++) await timed(variables, count);
    const samples: number[] = [];
    let last: { found: number; total?: number } = { found: 0 };
    for (let round = 0; round < rounds; round++) {
      const outcome = await timed(variables, count);
      samples.push(outcome.ms);
      last = outcome;
    }
    results.push({
      request: name,
      p50Ms: round(percentile(samples, 0.5)),
      p95Ms: round(percentile(samples, 0.95)),
      maxMs: round(Math.max(...samples)),
      rows: last.found,
      totalCount: last.total ?? '-',
    });
  }
  console.log(
    `${orderCount} orders on ${benchDatabase.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, written in ${round(fillMs / 1000)} s; ${rounds} rounds each`,
  );
  console.table(results);
} finally {
  await engine.close();
  await benchDatabase.close();
}
