import { connect } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectRefusal, pageMethodAnswer } from './page-methods.mjs';

const shopOrigin = 'https://www.voltana.nl';
const actionId = '7f'.padEnd(42, 'a');
const shop = { actions: new Set([actionId]), shopOrigin };
const ask = (method: string, url: string, headers: Record<string, string> = {}) =>
  pageMethodAnswer({ method, url, headers }, shop);

describe('the methods a page answers', () => {
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warnings.mockClear());

  it('reads pages with GET and HEAD only: PUT, DELETE, PATCH and a plain POST get 405', () => {
    for (const url of ['/', '/wasmachines', '/en/checkout?x=1', '/media/a.jpg', '/sitemap.xml']) {
      expect(ask('GET', url)).toBeNull();
      expect(ask('HEAD', url)).toBeNull();
      for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'TRACE', 'PROPFIND']) {
        expect(ask(method, url)).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
      }
    }
  });

  it('answers OPTIONS on a page with 204 and the methods it takes', () => {
    expect(ask('OPTIONS', '/')).toEqual({
      status: 204,
      message: '',
      headers: { allow: 'GET, HEAD' },
    });
  });

  it('leaves the API and the payment stand-in their own methods', () => {
    for (const method of ['POST', 'PUT', 'OPTIONS', 'DELETE']) {
      expect(ask(method, '/api/cart')).toBeNull();
      expect(ask(method, '/api/graphql?query={x}')).toBeNull();
      expect(ask(method, '/paynl-simulator/pay/1')).toBeNull();
    }
  });

  it('passes a call of one of the build’s server actions from the shop’s own origin', () => {
    expect(
      ask('POST', '/customer/account/address', { 'next-action': actionId, origin: shopOrigin }),
    ).toBeNull();
  });

  it('refuses junk, unknown and cross-site server action calls plainly, with one warning line', () => {
    const junk = ask('POST', '/', { 'next-action': 'x', origin: shopOrigin });
    expect(junk).toEqual({ status: 400, message: 'Not a server action call.' });
    const unknown = ask('POST', '/', { 'next-action': 'ab'.repeat(21), origin: shopOrigin });
    expect(unknown?.status).toBe(404);
    const crossSite = ask('POST', '/', {
      'next-action': actionId,
      origin: 'http://www.voltana.nl',
    });
    expect(crossSite?.status).toBe(403);
    const forwardedHost = ask('POST', '/', {
      'next-action': actionId,
      origin: 'https://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(forwardedHost?.status).toBe(403);
    expect(warnings).toHaveBeenCalledTimes(4);
    for (const [line] of warnings.mock.calls) {
      expect(typeof line).toBe('string');
      expect(line).not.toMatch(/\n\s+at /);
    }
  });

  it('checks only the form of an id when the build’s manifest cannot be read', () => {
    const formOnly = { actions: null, shopOrigin };
    const call = (id: string) =>
      pageMethodAnswer(
        { method: 'POST', url: '/', headers: { 'next-action': id, origin: shopOrigin } },
        formOnly,
      );
    expect(call('cd'.repeat(21))).toBeNull();
    expect(call('not-an-id')?.status).toBe(400);
  });
});

describe('CONNECT on a real HTTP server', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_, response) => response.end('served'));
    server.on('connect', (_request, socket) =>
      socket.end(connectRefusal({ 'x-frame-options': 'DENY' })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 405 with Allow and a body instead of closing the connection', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`CONNECT / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(reply).toMatch(/\r\nallow: GET, HEAD\r\n/);
    expect(reply).toMatch(/\r\nx-frame-options: DENY\r\n/);
    expect(reply.endsWith('\r\n\r\nMethod not allowed.')).toBe(true);
  });
});
