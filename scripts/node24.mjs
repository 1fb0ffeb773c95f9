/* global process, console */
// `npm run test:node24`: the shop on Node 24 LTS, the Node of the container image, while
// development machines and the rest of the suite run Node 20. Node 24 comes from the npm
// registry (the package `node@24`, cached by npm after the first run). Three proofs: the shop
// starts and serves (the journey's server), the purchase path's engine tests pass on PostgreSQL,
// and one purchase journey (a guest buys with iDEAL, 1280 px) passes in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engineDir = path.join(repo, 'packages/commerce');
const storefrontDir = path.join(repo, 'apps/storefront');

/** The purchase path: cart, placing, payment start and the payment's outcome through Pay.nl's simulator. */
const purchasePathTests = [
  'src/cart/cart-api.test.ts',
  'src/checkout/place-order.test.ts',
  'src/checkout/payment-start.test.ts',
  'src/checkout/paynl-simulator-checkout.test.ts',
  'src/payment/payment-module.test.ts',
];

const found = spawnSync(
  'npm',
  ['exec', '--yes', '--package=node@24', '--', 'node', '-p', 'process.execPath'],
  { cwd: repo, encoding: 'utf8' },
);
const node24 = found.stdout.trim().split('\n').pop() ?? '';
if (found.status !== 0 || !node24) {
  console.error(`[node24] could not get Node 24 from the npm registry:\n${found.stderr}`);
  process.exit(1);
}
const version = spawnSync(node24, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!version.startsWith('v24.')) {
  console.error(`[node24] expected Node 24, got ${version || 'nothing'} from ${node24}`);
  process.exit(1);
}
console.log(`[node24] ${version} at ${node24}`);
// `node` in scripts started by these (the journey's server) is Node 24 too.
const env = { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH}` };

function run(label, args, cwd, extraEnv = {}) {
  console.log(`[node24] ${label}`);
  const child = spawn(node24, args, { cwd, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

const engineCode = await run(
  'purchase path engine tests on PostgreSQL',
  [path.join(repo, 'node_modules/vitest/vitest.mjs'), 'run', ...purchasePathTests],
  engineDir,
  { TEST_DATABASE_KINDS: 'postgres' },
);
const journeyCode = await run(
  'one purchase journey against the shop served by Node 24',
  [path.join(storefrontDir, 'scripts/e2e.mjs'), 'e2e/checkout-ideal.spec.ts', '--grep', '1280 px'],
  storefrontDir,
  { E2E_EXPECT_NODE_MAJOR: '24' },
);
console.log(`[node24] engine tests exit ${engineCode}, journey exit ${journeyCode}`);
process.exit(engineCode === 0 && journeyCode === 0 ? 0 : 1);
