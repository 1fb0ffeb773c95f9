import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { passToEngine as PassToEngineFunction } from './passthrough';

type PassToEngine = typeof PassToEngineFunction;

// A standalone engine (COMMERCE_GRAPHQL_URL): the pass-through streams a body on as it arrives.
describe('passing a request to a standalone engine', () => {
  let server: Server;
  let passToEngine: PassToEngine;
  const seen: { path: string; bytes: number; key: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let bytes = 0;
      request.on('data', (chunk: Buffer) => (bytes += chunk.length));
      request.on('end', () => {
        seen.push({
          path: request.url ?? '',
          bytes,
          key: request.headers['x-admin-key'] as string,
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ bytes }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    vi.stubEnv('SHOP_URL', 'http://shop.test');
    vi.stubEnv('COMMERCE_GRAPHQL_URL', `http://127.0.0.1:${port}/graphql`);
    vi.resetModules();
    ({ passToEngine } = await import('./passthrough'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a streamed upload with its path, query and key', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(65);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 16) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await passToEngine(
      new Request('http://shop.test/api/admin/catalog/import?dryRun=1', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'x-admin-key': 'staff' },
        body,
        duplex: 'half',
      } as RequestInit),
      '/admin/catalog/import',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ bytes: 16 * 64 * 1024 });
    expect(seen.at(-1)).toEqual({
      path: '/admin/catalog/import?dryRun=1',
      bytes: 16 * 64 * 1024,
      key: 'staff',
    });
  });
});
