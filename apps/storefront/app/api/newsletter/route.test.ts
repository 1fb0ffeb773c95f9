import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, outboxMails } from '@webshop/commerce/testing';
import { POST } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The shop's configured address: the same-origin check compares Origin with it, never Host.
vi.stubEnv('SHOP_URL', 'http://shop.test');

let engine: CommerceEngine;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ engine, close } = await createTestEngine('pglite', 'newsletter_route', { seedProducts: 20 }));
  serveEngine(engine);
}, 120_000);

afterAll(async () => {
  stopServingEngine();
  await close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://shop.test/api/newsletter?locale=en', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        origin: 'http://shop.test',
        host: 'shop.test',
        'content-type': 'application/json',
        ...headers,
      },
    }),
  );

async function mailedLink(email: string): Promise<URL> {
  await engine.services.newsletter.subscribe(email, 'en');
  const [mail] = await outboxMails(engine, {
    recipient: email,
    template: 'newsletter-confirmation',
  });
  return new URL((mail!.data as { url: string }).url);
}

describe('POST /api/newsletter', () => {
  it('confirms with the mailed code, says the coupon is mailed once, then unsubscribes', async () => {
    const email = 'route@example.nl';
    const link = await mailedLink(email);
    const code = link.searchParams.get('code');
    const first = await post({ action: 'confirm', email, code });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({
      status: 'success',
      state: 'SUBSCRIBED',
      couponMailed: true,
    });
    const again = await post({ action: 'confirm', email, code });
    expect(await again.json()).toEqual({
      status: 'success',
      state: 'SUBSCRIBED',
      couponMailed: false,
    });

    const unsubscribeCode = new URL(
      await engine.services.newsletter.unsubscribeUrl(email, 'en'),
    ).searchParams.get('code');
    const left = await post({ action: 'unsubscribe', email, code: unsubscribeCode });
    expect(await left.json()).toEqual({
      status: 'success',
      state: 'UNSUBSCRIBED',
      couponMailed: false,
    });
    expect(await engine.services.newsletter.status(email)).toBe('UNSUBSCRIBED');
  });

  it.each([
    ['a wrong code', { action: 'confirm', email: 'route@example.nl', code: 'B'.repeat(43) }, 400],
    ['a malformed code', { action: 'confirm', email: 'route@example.nl', code: '<script>' }, 400],
    [
      'an unknown action',
      { action: 'delete', email: 'route@example.nl', code: 'B'.repeat(43) },
      400,
    ],
    ['no body fields', {}, 400],
    [
      'a huge address',
      { action: 'confirm', email: 'x'.repeat(100_000), code: 'B'.repeat(43) },
      413,
    ],
  ])('refuses %s with a 4xx and no 5xx', async (_, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).status).toBe('error');
  });

  it('refuses a cross-site request and a body that is not JSON', async () => {
    const crossSite = await post(
      { action: 'confirm', email: 'route@example.nl', code: 'B'.repeat(43) },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const notJson = await post('email=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(notJson.status).toBe(415);
  });
});
