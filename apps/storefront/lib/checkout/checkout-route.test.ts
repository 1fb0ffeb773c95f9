import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopUrlFor } from '@/server/shop-origin.mjs';
import { checkoutPutReply } from './checkout-route';

const handled = vi.hoisted(() => ({ shopUrls: [] as string[] }));
vi.mock('./checkout-updates', () => ({
  handleCheckoutUpdate: async (input: { shopUrl: string }) => {
    handled.shopUrls.push(input.shopUrl);
    return { status: 200, body: { status: 'success' } };
  },
}));

const body = { type: 'checkout-placeOrder', values: {} };

function put(origin: string, headers: Record<string, string> = {}) {
  return new Request(`${origin}/api/cart?locale=en`, { method: 'PUT', headers });
}

describe('PUT /api/cart for the checkout: the payment return address', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    handled.shopUrls.length = 0;
  });

  it('comes from SHOP_URL, whatever host or forwarded host the request names', async () => {
    vi.stubEnv('SHOP_URL', 'https://www.voltana.nl');
    await checkoutPutReply(put('http://127.0.0.1:3000'), 'c'.repeat(32), body);
    await checkoutPutReply(
      put('http://storefront.internal:3000', { 'x-forwarded-host': 'voltana.nl' }),
      'c'.repeat(32),
      body,
    );
    expect(handled.shopUrls).toEqual(['https://www.voltana.nl', 'https://www.voltana.nl']);
  });

  it('without SHOP_URL is the engine’s default address, not the request’s origin', async () => {
    vi.stubEnv('SHOP_URL', '');
    await checkoutPutReply(put('http://127.0.0.1:4000'), 'c'.repeat(32), body);
    expect(handled.shopUrls).toEqual(['http://localhost:3000']);
  });

  it('on a shop server started on another port without SHOP_URL, is that port', async () => {
    vi.stubEnv('SHOP_URL', '');
    vi.stubEnv('PORT', '3100');
    // What server/shop-server.mjs does as it starts.
    vi.stubEnv('SHOP_URL', shopUrlFor(process.env));
    await checkoutPutReply(put('http://127.0.0.1:3100'), 'c'.repeat(32), body);
    expect(handled.shopUrls).toEqual(['http://localhost:3100']);
  });
});
