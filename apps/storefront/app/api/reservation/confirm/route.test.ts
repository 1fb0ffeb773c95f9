import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import {
  createTestEngine,
  simpleProduct,
  setStoreQty,
  outboxMails,
} from '@webshop/commerce/testing';
import { POST as reserve } from '../route';
import { POST } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// Same-origin checks compare with the configured shop origin.
vi.stubEnv('SHOP_URL', 'http://shop.test');

let engine: CommerceEngine;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ engine, close } = await createTestEngine('pglite', 'reservation_confirm_route', {
    seedProducts: 40,
  }));
  serveEngine(engine);
}, 120_000);

afterAll(async () => {
  stopServingEngine();
  await close();
});

const request = (path: string, body: unknown, origin = 'http://shop.test') =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { origin, host: 'shop.test', 'content-type': 'application/json' },
  });

describe('POST /api/reservation/confirm', () => {
  it('confirms by the mailed link’s secret, again alike, and refuses an unknown one plainly', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 2000, onlineQty: 5 });
    const store = engine.services.stores.list()[0]!;
    await setStoreQty(engine, product.id, store.code, 3);
    const made = await reserve(
      request('/api/reservation?locale=de', {
        sku: product.sku,
        store: store.code,
        name: 'Anna de Vries',
        email: 'anna@voorbeeld.nl',
        phone: '0612345678',
      }),
    );
    const { reservation } = await made.json();
    const [mail] = await outboxMails(engine, {
      dedupeKey: `reservation-confirm:${reservation.number}`,
    });
    expect(mail!.locale).toBe('de');
    const link = new URL((mail!.data as { confirmUrl: string }).confirmUrl);
    expect(link.pathname).toBe('/de/reservation/confirm');
    const token = link.searchParams.get('token');

    for (let time = 0; time < 2; time++) {
      const confirmed = await POST(request('/api/reservation/confirm?locale=de', { token }));
      expect(confirmed.status).toBe(200);
      expect((await confirmed.json()).reservation).toMatchObject({
        number: reservation.number,
        confirmed: true,
      });
    }

    for (const bad of [{ token: 'A'.repeat(43) }, { token: 'x' }, {}]) {
      const refused = await POST(request('/api/reservation/confirm?locale=en', bad));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        status: 'error',
        code: 'BAD_USER_INPUT',
        reason: 'RESERVATION_LINK_INVALID',
        message:
          'This confirmation link has expired or is unknown. Please reserve the product again.',
      });
    }
  });

  it('refuses another origin', async () => {
    const response = await POST(
      request('/api/reservation/confirm', { token: 'A'.repeat(43) }, 'https://evil.example'),
    );
    expect(response.status).toBe(403);
  });
});
