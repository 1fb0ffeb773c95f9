/**
 * Back office customer search benchmark (ADR 0033): 100,000 accounts with an address each and
 * 100,000 outbox mails written in bulk, then the database time of the customer care service's
 * reads: the first page, a page deep in the list, searches by e-mail, last name, "first last"
 * and postcode, and outbox pages by state.
 *
 *   npm run bench:customers                  PostgreSQL: creates and drops its own database
 *   npm run bench:customers -- --pglite      the embedded PGlite, in memory
 *   npm run bench:customers -- --customers 20000 --rounds 50
 *
 * The PostgreSQL server is BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * the benchmark's database is `webshop_bench_customers_<pid>`, dropped at the end.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/connection.ts';
import { openBenchDatabase } from './bench-database.ts';
import { CustomerService } from '../src/customers/customer-service.ts';
import { createMailOutbox } from '../src/mail/mail-outbox.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '30' },
    pglite: { type: 'boolean', default: false },
  },
});
const count = Number(values.customers);
const rounds = Number(values.rounds);
const benchDatabase = await openBenchDatabase(values.pglite ? 'pglite' : 'postgres', 'customers');
const database = await openDatabase(
  benchDatabase.kind === 'postgres'
    ? { url: benchDatabase.location }
    : { dataDir: benchDatabase.location },
);
const { db } = database;

try {
  const written = Date.now();
  // Dutch-looking names and postcodes spread over the range, so each search is realistic.
  await db.execute(sql`
    insert into customers (email, password_hash, firstname, lastname, created_at)
    select 'klant' || n || '@' || (array['gmail.com','hotmail.com','ziggo.nl','kpnmail.nl'])[1 + n % 4],
           '!bench',
           (array['Jan','Sanne','Pieter','Fenna','Daan','Emma','Lucas','Julia'])[1 + n % 8],
           (array['de Vries','Jansen','Bakker','Visser','Smit','Meijer','de Boer','Mulder','Bos','Vos'])[1 + (n / 8) % 10] || ' ' || (n % 997),
           now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into customer_addresses (customer_id, firstname, lastname, street, city, postcode, country_code)
    select id, firstname, lastname, '["Dorpsstraat", "1"]'::jsonb, 'Utrecht',
           (1000 + id % 9000) || ' ' || chr(65 + id % 26) || chr(65 + (id / 26) % 26), 'NL'
    from customers`);
  await db.execute(sql`
    insert into mail_outbox (dedupe_key, recipient, locale, template, data, status, created_at)
    select 'bench:' || n, 'klant' || n || '@gmail.com', 'nl', 'account-confirmation', '{}'::jsonb,
           (array['sent','sent','sent','sent','sent','sent','sent','sent','pending','failed'])[1 + n % 10],
           now()
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`analyze`);
  console.log(
    `${database.kind}: ${count} customers, addresses and mails written in ${Date.now() - written} ms`,
  );

  const customers = new CustomerService(database, () => new Date(), createMailOutbox());
  const outbox = createMailOutbox(() => new Date(), db);
  const middle = Math.floor(count / 2);
  const cases: [string, () => Promise<unknown>][] = [
    ['first page (20)', () => customers.search({ search: null, first: 20, after: null })],
    [
      'deep page (after the middle)',
      () => customers.search({ search: null, first: 20, after: middle }),
    ],
    [
      'e-mail prefix, one match',
      () => customers.search({ search: `klant${middle}@`, first: 20, after: null }),
    ],
    [
      'e-mail prefix, 1,111 matches',
      () => customers.search({ search: 'klant12', first: 20, after: null }),
    ],
    [
      'last name, 10,000 matches',
      () => customers.search({ search: 'jansen', first: 20, after: null }),
    ],
    ['last name, rare', () => customers.search({ search: 'jansen 996', first: 20, after: null })],
    ['"first last"', () => customers.search({ search: 'fenna visser', first: 20, after: null })],
    ['postcode', () => customers.search({ search: '3512 k', first: 20, after: null })],
    ['outbox, all', () => outbox.page({ statuses: null, first: 20, after: null })],
    ['outbox, failed', () => outbox.page({ statuses: ['failed'], first: 20, after: null })],
    ['outbox, failed, deep', () => outbox.page({ statuses: ['failed'], first: 20, after: middle })],
  ];
  for (const [label, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    console.log(
      `${label.padEnd(32)} median ${round(percentile(times, 0.5))} ms, p95 ${round(percentile(times, 0.95))} ms`,
    );
  }
} finally {
  await database.close();
  await benchDatabase.close();
}
