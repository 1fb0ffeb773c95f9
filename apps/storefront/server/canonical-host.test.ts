import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalHostAnswer, sentToShopHost } from './canonical-host.mjs';

// The shop server's first step after the request gate, on a real HTTP server: whatever passes
// is answered 200 "served", as Next.js would serve it.
let server: Server;
let port: number;
let shopUrl: string | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (sentToShopHost(request, response, { https: false, shopUrl })) return;
    response.end('served');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request with the given Host header (fetch cannot set it). */
function ask(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode!, location: response.headers.location, body }),
      );
    });
    sent.on('error', reject);
    sent.end(method === 'PUT' ? '{"type":"checkout-placeOrder"}' : undefined);
  });
}

describe('the shop answers on SHOP_URL’s host only', () => {
  it('sends a page asked on another host to the same path and query on SHOP_URL, with 308', async () => {
    shopUrl = 'https://www.voltana.nl';
    for (const host of ['voltana.nl', '127.0.0.1:3000', 'localhost:3000', 'WWW.VOLTANA.NL.evil']) {
      const answer = await ask('GET', '/en/checkout?type=cancelPayment', { host });
      expect(answer.status).toBe(308);
      expect(answer.location).toBe('https://www.voltana.nl/en/checkout?type=cancelPayment');
    }
    const head = await ask('HEAD', '/wasmachines', { host: 'voltana.nl' });
    expect(head).toMatchObject({ status: 308, location: 'https://www.voltana.nl/wasmachines' });
  });

  it('serves its own host, in any case and with the default port, and behind a proxy', async () => {
    shopUrl = 'https://www.voltana.nl/';
    expect((await ask('GET', '/', { host: 'www.voltana.nl' })).body).toBe('served');
    expect((await ask('GET', '/', { host: 'WWW.Voltana.nl:443' })).body).toBe('served');
    const proxied = await ask('GET', '/checkout', {
      host: 'storefront.internal:3000',
      'x-forwarded-host': 'www.voltana.nl',
    });
    expect(proxied.body).toBe('served');
  });

  it('refuses a checkout update or form post on another host with 421, so nothing is created', async () => {
    shopUrl = 'http://localhost:3000';
    const put = await ask('PUT', '/api/cart?locale=nl', {
      host: '127.0.0.1:3000',
      'content-type': 'application/json',
    });
    expect(put.status).toBe(421);
    expect(put.body).toContain('http://localhost:3000');
    expect((await ask('PUT', '/api/cart?locale=nl', { host: 'localhost:3000' })).body).toBe(
      'served',
    );
  });

  it('serves machine routes and Next.js assets on any host', async () => {
    shopUrl = 'https://www.voltana.nl';
    for (const [method, path] of [
      ['POST', '/api/paynl/exchange'],
      ['POST', '/api/revalidate'],
      ['GET', '/api/health'],
      ['GET', '/_next/static/chunks/main.js'],
    ]) {
      expect((await ask(method!, path!, { host: '10.0.0.7:3000' })).body).toBe('served');
    }
    // Only those routes: a look-alike path is a page like any other.
    expect((await ask('GET', '/api/paynl/exchange-x', { host: '10.0.0.7' })).status).toBe(308);
  });

  it('serves every host when SHOP_URL is not set (development)', () => {
    const request = { method: 'POST', url: '/api/cart', headers: { host: '127.0.0.1:3000' } };
    expect(canonicalHostAnswer(request, undefined)).toBeNull();
    expect(canonicalHostAnswer(request, '  ')).toBeNull();
  });
});
