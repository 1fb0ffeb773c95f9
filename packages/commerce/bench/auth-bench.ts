/**
 * Accounts benchmark: what signing in costs, where argon2id dominates.
 *  - argon2id hashes per second with the shop's parameters (passwords.ts), one at a time and two
 *    at once (the engine hashes on libuv's thread pool, so two cores hash two passwords at once),
 *  - sign in through `engine.execute` (generateCustomerToken: throttle bookkeeping, account
 *    look-up, argon2id verify, new session): p50/p95 one at a time, and sign-ins per second with
 *    2 and 4 shoppers signing in at once, on PGlite and on PostgreSQL.
 *
 *   npm run bench:auth                              both databases
 *   npm run bench:auth -- --kinds pglite --seconds 5 --sign-ins 200
 *
 * PostgreSQL is a database of its own on BENCH_POSTGRES_URL's server, dropped afterwards.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { CommerceEngine } from '../src/engine/create-engine.ts';
import { hashPassword, passwordHashOptions, passwordMatches } from '../src/customers/passwords.ts';
import { testMediaDir } from '../src/testing/test-databases.ts';
import { benchKinds, openBenchEngine } from './bench-database.ts';
import { signedInCustomer } from '../src/testing/customer-fixtures.ts';
import { percentile, round } from './stats.ts';

const { values } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '3' },
    'sign-ins': { type: 'string', default: '100' },
    accounts: { type: 'string', default: '16' },
  },
});

const signInMutation = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;

/** Runs `task` with `concurrency` workers for `seconds`; answers completions per second. */
async function perSecond(task: () => Promise<unknown>, concurrency: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await task();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

async function benchSignIn(kind: string, engine: CommerceEngine) {
  const accounts = await Promise.all(
    Array.from({ length: Number(values.accounts) }, () => signedInCustomer(engine)),
  );
  let next = 0;
  const signIn = async () => {
    const account = accounts[next++ % accounts.length]!;
    const result = await engine.execute<{ generateCustomerToken: { token: string } }>(
      signInMutation,
      { email: account.email, password: account.password },
    );
    if (!result.data?.generateCustomerToken?.token) {
      throw new Error(`sign-in refused: ${JSON.stringify(result.errors)}`);
    }
  };
  for (let i = 0; i < 10; i++) await signIn();
  const samples: number[] = [];
  for (let i = 0; i < Number(values['sign-ins']); i++) {
    const started = performance.now();
    await signIn();
    samples.push(performance.now() - started);
  }
  const seconds = Number(values.seconds);
  return {
    measure: `sign in (${kind})`,
    p50Ms: round(percentile(samples, 0.5)),
    p95Ms: round(percentile(samples, 0.95)),
    'per second, 1 at once': round(1000 / (samples.reduce((a, b) => a + b, 0) / samples.length)),
    'per second, 2 at once': round(await perSecond(signIn, 2, seconds)),
    'per second, 4 at once': round(await perSecond(signIn, 4, seconds)),
  };
}

const forgotMutation = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
const registerMutation = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email } }
}`;

/**
 * The time of an answer must not tell whether an address has an account: p50 of sign in (wrong
 * password vs unknown address), forgot password and register, for known and unknown addresses.
 */
async function benchEnumeration(kind: string, engine: CommerceEngine) {
  const rounds = 40;
  const known = await Promise.all(Array.from({ length: rounds }, () => signedInCustomer(engine)));
  const unknown = known.map((_, i) => `unknown-${i}-${Date.now()}@example.com`);
  const time = async (run: (i: number) => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await run(i);
      samples.push(performance.now() - started);
    }
    return round(percentile(samples, 0.5));
  };
  const rows = [];
  const wrong = 'Wrong-passw0rd';
  rows.push({
    measure: `p50 ms (${kind})`,
    'sign in, wrong password': await time((i) =>
      engine.execute(signInMutation, { email: known[i]!.email, password: wrong }),
    ),
    'sign in, unknown address': await time((i) =>
      engine.execute(signInMutation, { email: unknown[i]!, password: wrong }),
    ),
    'forgot, known': await time((i) => engine.execute(forgotMutation, { email: known[i]!.email })),
    'forgot, unknown': await time((i) => engine.execute(forgotMutation, { email: unknown[i]! })),
    'register, known': await time((i) =>
      engine.execute(registerMutation, {
        input: {
          email: known[i]!.email,
          firstname: 'A',
          lastname: 'B',
          password: 'Sterk-wachtw00rd',
        },
      }),
    ),
    'register, new': await time((i) =>
      engine.execute(registerMutation, {
        input: { email: unknown[i]!, firstname: 'A', lastname: 'B', password: 'Sterk-wachtw00rd' },
      }),
    ),
  });
  return rows;
}

async function main() {
  const seconds = Number(values.seconds);
  const { memoryCost, timeCost, parallelism } = passwordHashOptions;
  console.log(
    `argon2id m=${memoryCost} KiB t=${timeCost} p=${parallelism}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}`,
  );
  const password = 'Sterk-wachtw00rd';
  const stored = await hashPassword(password);
  const timings: Record<string, unknown>[] = [];
  const hashDurations: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await hashPassword(password);
    hashDurations.push(performance.now() - started);
  }
  timings.push({
    measure: 'argon2id hash',
    p50Ms: round(percentile(hashDurations, 0.5)),
    p95Ms: round(percentile(hashDurations, 0.95)),
    'per second, 1 at once': round(await perSecond(() => hashPassword(password), 1, seconds)),
    'per second, 2 at once': round(await perSecond(() => hashPassword(password), 2, seconds)),
    'per second, 4 at once': round(await perSecond(() => hashPassword(password), 4, seconds)),
  });
  timings.push({
    measure: 'argon2id verify',
    'per second, 1 at once': round(
      await perSecond(() => passwordMatches(stored, password), 1, seconds),
    ),
    'per second, 2 at once': round(
      await perSecond(() => passwordMatches(stored, password), 2, seconds),
    ),
  });
  const enumeration: Record<string, unknown>[] = [];
  for (const kind of benchKinds(values.kinds)) {
    const { engine, close } = await openBenchEngine(kind, 'auth', {
      mediaDir: testMediaDir,
      mailDelivery: false,
      seedProducts: 10,
      orderSweepMs: 0,
    });
    try {
      timings.push(await benchSignIn(kind, engine));
      enumeration.push(...(await benchEnumeration(kind, engine)));
    } finally {
      await close();
    }
  }
  console.table(timings);
  console.table(enumeration);
}

await main();
