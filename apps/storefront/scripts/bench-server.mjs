/* global process, fetch, setTimeout */
// The server the page benchmarks measure: the journeys' server when it is already up, otherwise
// the production build started here (scripts/test-server.mjs, its own embedded database).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { repo } from './serve.mjs';
import { testServerEnv } from './test-server.mjs';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The environment of a shop a benchmark starts: the journeys' server on a data folder of the
 * bench's own (`.data/<folder>`). DATABASE_URL and PGLITE_DATA_DIR name the shop's own database
 * and would win over that folder, so they are cleared: a benchmark never writes into a shop.
 */
export function benchServerEnv({ port, folder, env = process.env }) {
  if (!/^bench-[a-z0-9-]+$/.test(folder)) throw new Error(`bench folder ${folder}: bench-*`);
  const { DATABASE_URL: _shopDatabase, PGLITE_DATA_DIR: _shopFolder, ...rest } = env;
  return testServerEnv({
    ...rest,
    PORT: String(port),
    E2E_DATA_DIR: path.join(repo, '.data', folder),
    DATABASE_URL: '',
  });
}

async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Resolves once the server answers; `stop()` ends it if it was started here. */
export async function benchServer({
  port = process.env.BENCH_PORT ?? '3100',
  timeoutMs = 600_000,
} = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const child = (await isUp(`${origin}/`))
    ? null
    : spawn(process.execPath, [path.join(app, 'scripts/test-server.mjs')], {
        cwd: app,
        env: benchServerEnv({ port, folder: 'bench-pages' }),
        stdio: ['ignore', 'inherit', 'inherit'],
      });
  const stop = () => child?.kill('SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (!(await isUp(`${origin}/`))) {
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${origin} did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { origin, stop };
}
