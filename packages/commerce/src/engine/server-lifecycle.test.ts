import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHealth, createLifecycle, type Lifecycle } from './server-lifecycle.mjs';

/** A server whose /slow answers after `slowMs`; health through the lifecycle under test. */
async function serve(options: { slowMs: number; drainMs: number; timeoutMs: number }) {
  const closed: string[] = [];
  let ready = true;
  const server: Server = createServer((request, response) => {
    lifecycle.track(request, response);
    if (answerHealth(request, response, lifecycle)) return;
    const wait = request.url === '/slow' ? options.slowMs : 0;
    setTimeout(() => response.end('done'), wait);
  });
  const lifecycle: Lifecycle = createLifecycle({
    server,
    readiness: async () => ({ ready, database: ready }),
    drainMs: options.drainMs,
    timeoutMs: options.timeoutMs,
    close: async () => {
      closed.push('engine');
    },
    log: {},
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    lifecycle,
    closed,
    url: `http://127.0.0.1:${port}`,
    setReady: (value: boolean) => (ready = value),
    server,
  };
}

/** A GET on a fresh connection (no agent keeps it), resolving to status and body, or the error code. */
function get(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? 'error' }),
    );
    request.end();
  });
}

/** Waits until `check` holds, at most 5 s: on a busy machine a request takes a while to arrive. */
async function until(check: () => boolean) {
  const started = Date.now();
  while (!check() && Date.now() - started < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let running: Server | null = null;
afterEach(() => {
  running?.closeAllConnections();
  running?.close();
  running = null;
});

describe('health answers and graceful shutdown', () => {
  it('answers /healthz always and /readyz from the readiness check, uncached', async () => {
    const shop = await serve({ slowMs: 0, drainMs: 0, timeoutMs: 1000 });
    running = shop.server;
    expect(await get(`${shop.url}/healthz`)).toEqual({ status: 200, body: '{"status":"ok"}' });
    expect(await get(`${shop.url}/readyz`)).toMatchObject({ status: 200 });
    shop.setReady(false);
    const notReady = await get(`${shop.url}/readyz?x=1`);
    expect(notReady).toMatchObject({ status: 503 });
    expect(JSON.parse((notReady as { body: string }).body)).toMatchObject({ database: false });
    expect(await get(`${shop.url}/healthz`)).toMatchObject({ status: 200 });
  });

  it('drains first, finishes the request in flight, refuses new connections, then closes', async () => {
    const shop = await serve({ slowMs: 600, drainMs: 300, timeoutMs: 5000 });
    running = shop.server;
    const slow = get(`${shop.url}/slow`);
    await until(() => shop.lifecycle.inFlight === 1);
    expect(shop.lifecycle.inFlight).toBe(1);
    const stopped = shop.lifecycle.shutdown();
    // During the drain: not ready (the balancer stops sending), alive, still serving.
    expect(await get(`${shop.url}/readyz`)).toEqual({ status: 503, body: '{"status":"draining"}' });
    expect(await get(`${shop.url}/healthz`)).toMatchObject({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    // After the drain: no new connections, the slow request still finishes.
    expect(await get(`${shop.url}/fast`)).toEqual({ error: 'ECONNREFUSED' });
    expect(shop.closed).toEqual([]);
    expect(await slow).toEqual({ status: 200, body: 'done' });
    expect(await stopped).toMatchObject({ unfinished: 0 });
    expect(shop.closed).toEqual(['engine']);
  });

  it('cuts requests still running after the timeout and closes anyway', async () => {
    const shop = await serve({ slowMs: 5000, drainMs: 0, timeoutMs: 300 });
    running = shop.server;
    const slow = get(`${shop.url}/slow`);
    await until(() => shop.lifecycle.inFlight === 1);
    const started = Date.now();
    const result = await shop.lifecycle.shutdown();
    expect(result.unfinished).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await slow).toEqual({ error: 'ECONNRESET' });
    expect(shop.closed).toEqual(['engine']);
    // A second signal waits for the same shutdown instead of starting another.
    expect(await shop.lifecycle.shutdown()).toBe(result);
  });
});
