/* global process, console */
// The browser journeys, split over shards that run side by side (E2E_WORKERS, default 2): each
// shard is one Playwright run with a server of its own on a free port and a data folder of its
// own (.data/e2e for the first, .data/e2e-<n> for the others), so journeys never share a
// database, a mail folder or a rate limit. The build is made once, before any shard starts.
// Usage: npm run test:e2e [-- <playwright arguments, e.g. a spec file>]
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { app, buildIfStale, repo } from './serve.mjs';
import { testServerEnv } from './test-server.mjs';

// A run narrowed to a few files (arguments given) uses one shard unless E2E_WORKERS says more.
const extraArgs = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_WORKERS) || (extraArgs.length > 0 ? 1 : 2));
const playwright = path.join(repo, 'node_modules/@playwright/test/cli.js');

buildIfStale(testServerEnv());

/** Copies a shard's output line by line, each line marked with its shard. */
function prefixLines(stream, target, label) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${label} ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`${label} ${pending}\n`));
}

function runShard(index) {
  const dataDir = path.join(repo, index === 1 ? '.data/e2e' : `.data/e2e-${index}`);
  // Every run starts from a fresh database seeded by this checkout's seed (a database left by an
  // older one would lack what it seeds now), and from an empty mail folder (order numbers start
  // again, so an old mail could pass for a new one). Product images are kept: the seed reuses them.
  for (const part of ['pglite', 'mail'])
    rmSync(path.join(dataDir, part), { recursive: true, force: true });
  // The back office journeys' staff accounts, before the shard's server opens the database.
  const accounts = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(app, 'scripts/e2e-staff-accounts.ts'),
      path.join(dataDir, 'pglite'),
    ],
    { cwd: app, stdio: 'inherit' },
  );
  if (accounts.status !== 0) throw new Error("could not write the journeys' staff accounts");
  const args = [
    playwright,
    'test',
    ...(shards > 1 ? [`--shard=${index}/${shards}`, '--pass-with-no-tests'] : []),
  ];
  const child = spawn(process.execPath, [...args, ...extraArgs], {
    cwd: app,
    // The build is already there: a shard's server must not start a second one beside it.
    env: { ...process.env, E2E_DATA_DIR: dataDir, E2E_SHARD: String(index), SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = shards > 1 ? `[${index}/${shards}]` : '';
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

const started = Date.now();
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `[e2e] ${shards} shard(s) finished in ${seconds} s with exit codes ${codes.join(', ')}`,
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
