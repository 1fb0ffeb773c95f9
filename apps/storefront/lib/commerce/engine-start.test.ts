import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createScratchPostgres, testMediaDir, testPostgresUrl } from '@webshop/commerce/testing';
import { engineReadiness } from '@/server/engine-readiness.mjs';
import { keepStartingEngine } from './engine';
import { stopServingEngine } from '@/lib/commerce/testing/serve-engine';

/** A port nothing listens on (yet): the database "down". */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The database "coming back": a TCP relay on `port` to the real PostgreSQL server. */
function relayToPostgres(port: number): Promise<net.Server> {
  const target = new URL(testPostgresUrl);
  const relay = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(server).pipe(client);
    client.on('error', () => server.destroy());
    server.on('error', () => client.destroy());
  });
  return new Promise((resolve) => relay.listen(port, '127.0.0.1', () => resolve(relay)));
}

describe('an instance started while its database is down', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    stopServingEngine();
    vi.unstubAllEnvs();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps trying with backoff and becomes ready once the database is up', async () => {
    const scratch = await createScratchPostgres('engine_start_retry');
    cleanups.push(scratch.drop);
    const port = await freePort();
    const url = new URL(scratch.url);
    url.port = String(port);
    vi.stubEnv('DATABASE_URL', url.toString());
    vi.stubEnv('SEED_PRODUCTS', '10');
    vi.stubEnv('MEDIA_DIR', testMediaDir);

    const waits: number[] = [];
    const started = keepStartingEngine({
      firstDelayMs: 100,
      maxDelayMs: 400,
      onFailure: (_error, retryInMs) => waits.push(retryInMs),
    });
    await vi.waitFor(() => expect(waits.length).toBeGreaterThanOrEqual(4), { timeout: 60_000 });
    expect(waits.slice(0, 4)).toEqual([100, 200, 400, 400]);
    expect(await engineReadiness()).toEqual({ ready: false, engine: 'starting' });

    const relay = await relayToPostgres(port);
    cleanups.push(() => new Promise((resolve) => relay.close(resolve)));
    const engine: CommerceEngine = await started;
    cleanups.push(() => engine.close());
    await vi.waitFor(async () => expect(await engineReadiness()).toMatchObject({ ready: true }), {
      timeout: 60_000,
    });
  }, 180_000);
});
