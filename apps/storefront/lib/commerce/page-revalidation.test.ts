import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalescedExpiry, expireCachedPages, mayRevalidate, pageExpiry } from './page-revalidation';

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

describe('coalesced expiry', () => {
  it('sends the tags of a burst of changes once, then starts a new batch', () => {
    vi.useFakeTimers();
    const sent: string[][] = [];
    const expire = coalescedExpiry(async (tags) => void sent.push(tags), 50);
    expire(['catalog', 'product:1']);
    vi.advanceTimersByTime(30);
    expire(['catalog', 'product:2']);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual([['catalog', 'product:1', 'product:2']]);
    expire(['content']);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual([['catalog', 'product:1', 'product:2'], ['content']]);
    vi.useRealTimers();
  });
});

describe('page expiry of announced changes', () => {
  const scope = globalThis as { __webshopExpirePageTags?: (tags: string[]) => Promise<void> };
  afterEach(() => delete scope.__webshopExpirePageTags);

  it('expires through the page cache in this process once Next has loaded it, else by a request', async () => {
    const overHttp: string[][] = [];
    const expire = pageExpiry((tags) => void overHttp.push(tags));
    expire(['catalog']);
    expect(overHttp).toEqual([['catalog']]);

    const inProcess: string[][] = [];
    scope.__webshopExpirePageTags = async (tags) => void inProcess.push(tags);
    expire(['catalog', 'product:3']);
    expect(inProcess).toEqual([['catalog', 'product:3']]);
    expect(overHttp).toHaveLength(1);
  });

  it('falls back to the request when the page cache refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const overHttp: string[][] = [];
    scope.__webshopExpirePageTags = () => Promise.reject(new Error('no'));
    pageExpiry((tags) => void overHttp.push(tags))(['content']);
    await vi.waitFor(() => expect(overHttp).toEqual([['content']]));
    warn.mockRestore();
  });
});
