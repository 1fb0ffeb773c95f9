/* global process, fetch, setTimeout */
// The server the page benchmarks measure: the journeys' server when it is already up, otherwise
// the production build started here (scripts/test-server.mjs, its own embedded database).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
        env: { ...process.env, PORT: port },
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
