/**
 * Staff benchmark: what the back office's authorisation costs per request.
 *  - staff sign-in through the engine's HTTP handler (throttle bookkeeping, account look-up,
 *    argon2id verify, new session, Set-Cookie): p50/p95 one at a time,
 *  - an admin query with a staff session cookie (session and account look-up, idle clock,
 *    capability check) against the same query with the machine key (no database read), and
 *    `{ __typename }` with no credentials as the floor: p50/p95 of each.
 *
 *   npm run bench:staff -- --kinds pglite,postgres --requests 300
 */
import { parseArgs } from 'node:util';
import type { CommerceEngine } from '../src/engine/create-engine.ts';
import { testMediaDir } from '../src/testing/test-databases.ts';
import { benchKinds, openBenchEngine, type BenchKind } from './bench-database.ts';
import {
  createStaff,
  signInMutation,
  staffBrowser,
  staffPassword,
} from '../src/testing/staff-fixtures.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'pglite,postgres' },
    requests: { type: 'string', default: '300' },
    'sign-ins': { type: 'string', default: '40' },
  },
});

async function timings(count: number, task: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)) };
}

async function measure(kind: BenchKind) {
  process.env.ADMIN_API_KEY = 'bench-staff-key';
  const { engine, close } = await openBenchEngine(kind, 'staff', {
    mediaDir: testMediaDir,
    mailDelivery: false,
    seedProducts: 20,
    orderSweepMs: 0,
  });
  try {
    return await run(engine);
  } finally {
    await close();
  }
}

async function run(engine: CommerceEngine) {
  await createStaff(engine, 'bench@shop.test', 'STAFF');
  let address = 0;
  const signIn = await timings(Number(values['sign-ins']), async () => {
    // A fresh client address each time, so the per-address throttle never interferes.
    const browser = staffBrowser(engine, `198.51.100.${address++ % 250}`);
    const answer = await browser.graphql(signInMutation, {
      email: 'bench@shop.test',
      password: staffPassword,
    });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  });
  const browser = staffBrowser(engine);
  await browser.graphql(signInMutation, { email: 'bench@shop.test', password: staffPassword });
  const requests = Number(values.requests);
  const query = '{ adminOrders(first: 1) { total_count } }';
  const session = await timings(requests, () => browser.graphql(query));
  const key = await timings(requests, () =>
    browser.graphql(query, {}, { cookie: '', 'x-admin-key': 'bench-staff-key' }),
  );
  const anonymous = staffBrowser(engine);
  const floor = await timings(requests, () => anonymous.graphql('{ __typename }'));
  return { signIn, session, key, floor };
}

for (const kind of benchKinds(values.kinds)) {
  console.log(kind, JSON.stringify(await measure(kind)));
}
