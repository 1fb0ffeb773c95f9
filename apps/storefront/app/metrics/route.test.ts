import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing';
import { measureResponse } from '@/server/shop-metrics.mjs';
import { GET } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

const token = 'storefront-metrics-token-0123';

// /metrics through the shop's port, against a seeded engine in process: the engine's rule
// decides, and an opened answer carries the shop server's own request metrics as well.
describe('/metrics on the shop', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    vi.stubEnv('SHOP_URL', 'http://shop.test');
    ({ engine, close } = await createTestEngine('pglite', 'metrics_route', {
      seedProducts: 10,
      metricsToken: token,
    }));
    serveEngine(engine);
  }, 180_000);

  afterAll(async () => {
    stopServingEngine();
    vi.unstubAllEnvs();
    await close();
  });

  const get = (headers: Record<string, string> = {}) =>
    GET(new Request('http://shop.test/metrics', { headers }));

  it('is closed without the token', async () => {
    expect((await get()).status).toBe(401);
    expect((await get({ authorization: 'Bearer not-the-token-at-all' })).status).toBe(401);
  });

  it('answers the engine’s and the shop server’s metrics to the token', async () => {
    // One response the shop server counted, as it does for every request.
    const { EventEmitter } = await import('node:events');
    const response = Object.assign(new EventEmitter(), { statusCode: 200 });
    measureResponse({ method: 'GET', url: '/nl/some-page' } as never, response as never);
    response.emit('finish');
    const answer = await get({ authorization: `Bearer ${token}` });
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain('# TYPE commerce_graphql_operations_total counter');
    expect(body).toContain('shop_http_requests_total{route="page",method="GET",status="200"}');
  });
});
