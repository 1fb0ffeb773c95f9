import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createPaynlSimulator } from './paynl-simulator.ts';

const credentials = { serviceId: 'SL-1234-5678', tokenCode: 'AT-1234-5678', apiToken: 'token' };
const simulator = createPaynlSimulator({
  credentials,
  publicUrl: 'http://shop.test',
  expirySweepMs: 0,
});
afterAll(() => simulator.close());
const auth = `Basic ${Buffer.from('AT-1234-5678:token').toString('base64')}`;
const api = (path: string, init: RequestInit = {}) =>
  simulator.fetch(
    new Request(`http://paynl.test${path}`, {
      ...init,
      headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
    }),
  );
const validOrder = {
  serviceId: 'SL-1234-5678',
  amount: { value: 1234, currency: 'EUR' },
  reference: '100000123',
  returnUrl: 'http://shop.test/return',
  exchangeUrl: 'http://shop.test/exchange',
  paymentMethod: { id: 10 },
};

describe('the simulator refuses bad input with a 4xx and a code, never a 5xx', () => {
  it.each([
    [
      'no credentials',
      () => simulator.fetch(new Request('http://paynl.test/v1/orders', { method: 'POST' })),
      401,
      'UNAUTHORIZED',
    ],
    [
      'a body that is not JSON',
      () => api('/v1/orders', { method: 'POST', body: '{' }),
      400,
      'INVALID_JSON',
    ],
    [
      'a body over 100 kB',
      () => api('/v1/orders', { method: 'POST', body: `"${'x'.repeat(200_000)}"` }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a missing amount',
      () =>
        api('/v1/orders', {
          method: 'POST',
          body: JSON.stringify({ ...validOrder, amount: undefined }),
        }),
      422,
      'VALIDATION_FAILED',
    ],
    [
      'an amount in euros',
      () =>
        api('/v1/orders', {
          method: 'POST',
          body: JSON.stringify({ ...validOrder, amount: { value: 12.34, currency: 'EUR' } }),
        }),
      422,
      'VALIDATION_FAILED',
    ],
    [
      'a javascript: return URL',
      () =>
        api('/v1/orders', {
          method: 'POST',
          body: JSON.stringify({ ...validOrder, returnUrl: 'javascript:alert(1)' }),
        }),
      422,
      'VALIDATION_FAILED',
    ],
    [
      'a reference too long',
      () =>
        api('/v1/orders', {
          method: 'POST',
          body: JSON.stringify({ ...validOrder, reference: '1'.repeat(65) }),
        }),
      422,
      'VALIDATION_FAILED',
    ],
    [
      'another service',
      () =>
        api('/v1/orders', {
          method: 'POST',
          body: JSON.stringify({ ...validOrder, serviceId: 'SL-0000-0000' }),
        }),
      403,
      'SERVICE_NOT_ALLOWED',
    ],
    [
      'an unknown method',
      () =>
        api('/v1/orders', {
          method: 'POST',
          body: JSON.stringify({ ...validOrder, paymentMethod: { id: 1 } }),
        }),
      422,
      'PAYMENT_METHOD_REFUSED',
    ],
    ['GET on orders', () => api('/v1/orders'), 405, 'METHOD_NOT_ALLOWED'],
    ['an unknown order', () => api('/v1/orders/abc/status'), 404, 'ORDER_NOT_FOUND'],
    [
      'another service config',
      () => api('/v2/services/config?serviceId=SL-9'),
      403,
      'SERVICE_NOT_ALLOWED',
    ],
    ['an unknown path', () => api('/v3/anything'), 404, 'NOT_FOUND'],
    [
      'an unknown payment page',
      () => simulator.fetch(new Request('http://shop.test/paynl-simulator/pay/nope')),
      404,
      'ORDER_NOT_FOUND',
    ],
    [
      'a payment page path with dots',
      () => simulator.fetch(new Request('http://shop.test/paynl-simulator/pay/..%2F..')),
      404,
      'NOT_FOUND',
    ],
  ])('%s', async (_case, call, status, code) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect((await response.json()).code).toBe(code);
  });

  it('refuses a bad choice on the payment page, and an oversized form', async () => {
    const created = await (
      await api('/v1/orders', { method: 'POST', body: JSON.stringify(validOrder) })
    ).json();
    const page = new URL(created.links.redirect).pathname;
    const post = (body: string) =>
      simulator.fetch(
        new Request(`http://shop.test${page}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
    expect((await post('outcome=refunded')).status).toBe(400);
    expect((await post(`outcome=paid&x=${'a'.repeat(2000)}`)).status).toBe(413);
    expect(
      (await simulator.fetch(new Request(`http://shop.test${page}`, { method: 'PUT', body: '' })))
        .status,
    ).toBe(405);
  });

  it('answers any create body with a 2xx or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await api('/v1/orders', { method: 'POST', body: JSON.stringify(body) });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });

  it('escapes what the shop sent when it shows it on the page', async () => {
    const created = await (
      await api('/v1/orders', {
        method: 'POST',
        body: JSON.stringify({ ...validOrder, description: '<script>alert(1)</script>' }),
      })
    ).json();
    const html = await (await simulator.fetch(new Request(created.links.redirect))).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
  });
});
