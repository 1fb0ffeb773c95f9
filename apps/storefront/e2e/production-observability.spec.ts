import { expect, test } from '@playwright/test';

// Through the real shop server: every answer names its request id, /metrics opens only to the
// token and shows what the pages just did, and product images cache as immutable.
const token = process.env.METRICS_TOKEN ?? 'e2e-metrics-token-0123456789';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a page answers its request id: the one sent when sane, else a new one', async ({
  request,
}) => {
  const fresh = await request.get('/');
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()['x-request-id']).toMatch(uuid);
  const kept = await request.get('/', { headers: { 'x-request-id': 'e2e-trace.1' } });
  expect(kept.headers()['x-request-id']).toBe('e2e-trace.1');
  const replaced = await request.get('/', { headers: { 'x-request-id': '<b>'.repeat(30) } });
  expect(replaced.headers()['x-request-id']).toMatch(uuid);
});

test('/metrics opens only to the token and counts the pages and operations', async ({
  request,
}) => {
  await request.get('/huishouden/wassen-drogen/wasmachines');
  expect((await request.get('/metrics')).status()).toBe(401);
  expect(
    (
      await request.get('/metrics', { headers: { authorization: 'Bearer wrong-0123456789abc' } })
    ).status(),
  ).toBe(401);
  const open = await request.get('/metrics', { headers: { authorization: `Bearer ${token}` } });
  expect(open.status()).toBe(200);
  expect(open.headers()['cache-control']).toContain('no-store');
  const body = await open.text();
  expect(body).toMatch(/shop_http_requests_total\{route="page",method="GET",status="200"\} \d+/);
  expect(body).toMatch(/commerce_graphql_operations_total\{operation="[A-Z]\w+",type="query"/);
  expect(body).toContain('commerce_catalog_products');
  expect(body).not.toMatch(/operation="[^"]*<|route="\/huishouden/);
});

test('product images are served as immutable', async ({ page, request }) => {
  await page.goto('/huishouden/wassen-drogen/wasmachines');
  const src = await page.locator('img[src*="/media/catalog/product/"]').first().getAttribute('src');
  expect(src).toBeTruthy();
  const image = await request.get(new URL(src!, 'http://x').pathname + '?w=320');
  expect(image.status()).toBe(200);
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
