import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const app = path.resolve(import.meta.dirname, '..');
const shardData = process.env.E2E_DATA_DIR ?? path.resolve(app, '../../.data/e2e');

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// console.error's lines are marked, so they can be told apart from warnings on stderr.
const markErrors =
  'data:text/javascript,const e=console.error;console.error=(...a)=>e("[console.error]",...a);';

/**
 * The shop's own server on a database of its own, its output kept: this journey reads the log,
 * which the shared journey server does not show.
 */
async function startShop(): Promise<{ origin: string; log: string[]; stop(): void }> {
  const port = await freePort();
  const data = mkdtempSync(path.join(tmpdir(), 'shop-log-'));
  const log: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', markErrors, 'server/shop-server.mjs'],
    {
      cwd: app,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        SHOP_URL: `http://127.0.0.1:${port}`,
        PGLITE_DATA_DIR: path.join(data, 'pglite'),
        MAIL_DIR: path.join(data, 'mail'),
        // The seed reuses the images the shard's server made.
        MEDIA_DIR: path.join(shardData, 'media'),
        SEED_PRODUCTS: '40',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => log.push(...chunk.split('\n').filter(Boolean)));
  }
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  };
  await expect
    .poll(() => log.some((line) => line.includes('[storefront] ready on')), { timeout: 120_000 })
    .toBe(true);
  return { origin: `http://127.0.0.1:${port}`, log, stop };
}

/** Lines an operator would read as the shop failing: errors, fatal errors and stack traces. */
const errorLines = (log: string[]) =>
  log.filter(
    (line) =>
      line.includes('[console.error]') ||
      /"level":(50|60)/.test(line) ||
      /^\s+at\s/.test(line) ||
      line.includes('"stack"'),
  );

test('a control character behind a second percent-encoding is a 400, not an error in the log', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const shop = await startShop();
  try {
    // The engine is up before the probe, so a request that got through would reach it.
    await expect
      .poll(() => shop.log.some((line) => line.includes('engine ready')), { timeout: 120_000 })
      .toBe(true);
    for (const probe of ['/probe%252500a', '/probe%25252500a', '/search/%25250A', '/a%2500.html']) {
      const response = await request.get(`${shop.origin}${probe}`, { maxRedirects: 0 });
      expect(response.status(), probe).toBe(400);
      expect(await response.text()).toBe('The address holds control characters.');
    }
    // An ordinary missing page still reaches the shop, and is not an error either.
    const missing = await request.get(`${shop.origin}/probe-zonder-teken`, { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(errorLines(shop.log)).toEqual([]);
  } finally {
    shop.stop();
  }
});
