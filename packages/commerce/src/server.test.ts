import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testMediaDir } from './testing/test-databases.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('the engine server', () => {
  it('answers health and readiness, then stops cleanly on SIGTERM while a request runs', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          PGLITE_DATA_DIR: 'memory://',
          DATABASE_URL: '',
          MEDIA_DIR: testMediaDir,
          SEED_PRODUCTS: '20',
          MAIL_DELIVERY: 'off',
          LOG_LEVEL: 'silent',
          // Long enough to ask the draining server three things on a busy machine.
          SHUTDOWN_DRAIN_MS: '3000',
        },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const url = `http://127.0.0.1:${port}`;
    let ready: Response | null = null;
    for (let attempt = 0; attempt < 600 && !ready?.ok; attempt++) {
      ready = await fetch(`${url}/readyz`).catch(() => null);
      if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready?.status).toBe(200);
    expect(await ready!.json()).toMatchObject({
      ready: true,
      database: true,
      migrations: true,
      products: 20,
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${url}/readyz`, { method: 'POST' })).status).toBe(405);

    child.kill('SIGTERM');
    // Draining: not ready, still alive and still answering GraphQL. Waits on the state, not a
    // time: on a busy machine the signal is handled some moments later.
    let readiness = 200;
    for (let attempt = 0; attempt < 200 && readiness !== 503; attempt++) {
      readiness = (await fetch(`${url}/readyz`)).status;
      if (readiness !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(readiness).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(search: "a", pageSize: 1) { total_count } }' }),
    });
    expect(answer.status).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 180_000);
});
