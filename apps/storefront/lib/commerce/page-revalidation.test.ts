import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireCachedPages, mayRevalidate } from './page-revalidation';

afterEach(() => vi.unstubAllEnvs());

describe('page revalidation', () => {
  it('accepts this process and the configured secret, nobody else', () => {
    expect(mayRevalidate(null)).toBe(false);
    expect(mayRevalidate('Bearer guess')).toBe(false);
    vi.stubEnv('REVALIDATE_SECRET', 's3cret');
    expect(mayRevalidate('Bearer s3cret')).toBe(true);
    expect(mayRevalidate('s3cret')).toBe(false);
  });

  it('asks its own server to expire the tags, with a token that server accepts', async () => {
    const received: { authorization: string | null; body: string }[] = [];
    const server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization ?? null, body });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expireCachedPages(['catalog', 'product:7'], `http://127.0.0.1:${port}`);
    } finally {
      server.close();
    }
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual({ tags: ['catalog', 'product:7'] });
    expect(mayRevalidate(received[0]!.authorization)).toBe(true);
  });

  it('stays quiet when its server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(expireCachedPages(['catalog'], 'http://127.0.0.1:1')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
