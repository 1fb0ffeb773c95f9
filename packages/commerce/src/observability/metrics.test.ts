import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { paidOrder } from '../testing/paid-orders.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { answerMetrics } from './metrics-endpoint.ts';
import { requestContext } from './request-context.ts';

const token = 'metrics-test-token-0123456789';

describe('the metrics endpoint without a token', () => {
  it('answers like any unknown path, whatever is sent', async () => {
    for (const configured of [undefined, '']) {
      const answer = await answerMetrics(
        new Request('http://engine.local/metrics', { headers: { authorization: 'Bearer x' } }),
        new Registry(),
        configured,
      );
      expect(answer.status).toBe(404);
    }
  });
});

describe.each(databaseKinds)('engine metrics on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, `metrics_${kind}`, {
      seedProducts: 40,
      orderSweepMs: 0,
      metricsToken: token,
    }));
  });
  afterAll(() => close());

  const scrape = async (authorization = `Bearer ${token}`) =>
    engine.fetch(new Request('http://engine.local/metrics', { headers: { authorization } }));
  const text = async () => {
    const answer = await scrape();
    expect(answer.status).toBe(200);
    return answer.text();
  };
  /** The value of one series, 0 when it is not there yet. */
  const value = (body: string, series: string) => {
    const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const seriesOf = (body: string, name: string) =>
    body.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  const graphql = (query: string, headers: Record<string, string> = {}) =>
    engine.fetch(
      new Request('http://engine.local/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.31',
          ...headers,
        },
        body: JSON.stringify({ query }),
      }),
    );

  it('opens only to the metrics token', async () => {
    expect((await scrape('')).status).toBe(401);
    expect((await scrape('Bearer wrong-token-0123456789')).status).toBe(401);
    expect((await scrape(`Basic ${token}`)).status).toBe(401);
    const open = await scrape();
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toContain('text/plain');
    expect(open.headers.get('cache-control')).toBe('no-store');
    const body = await open.text();
    for (const name of [
      'commerce_http_requests_total',
      'commerce_catalog_products',
      'commerce_mail_outbox',
      'commerce_database_info',
      'process_resident_memory_bytes',
    ]) {
      expect(body).toContain(`# TYPE ${name} `);
    }
    expect(value(body, 'commerce_catalog_products')).toBe(engine.catalog.productCount);
    expect(body).toContain(`commerce_database_info{kind="${kind}"} 1`);
    if (kind === 'postgres')
      expect(body).toContain('commerce_database_pool_connections{state="max"}');
  });

  it('keeps invented operation names and paths to one label each', async () => {
    const before = await text();
    for (let n = 0; n < 30; n++) {
      await graphql(`query Invented${n} { __typename }`);
      await engine.fetch(new Request(`http://engine.local/made-up/${n}`));
    }
    await graphql(`
      query Variants {
        __typename
      }
    `);
    const after = await text();
    const operations = seriesOf(after, 'commerce_graphql_operations_total');
    expect(operations.filter((line) => line.includes('Invented'))).toEqual([]);
    expect(
      value(
        after,
        'commerce_graphql_operations_total{operation="other",type="query",outcome="ok"}',
      ) -
        value(
          before,
          'commerce_graphql_operations_total{operation="other",type="query",outcome="ok"}',
        ),
    ).toBe(30);
    expect(after).toContain('commerce_graphql_operations_total{operation="Variants",type="query"');
    const routes = seriesOf(after, 'commerce_http_requests_total');
    expect(routes.filter((line) => line.includes('made-up'))).toEqual([]);
    expect(
      value(after, 'commerce_http_requests_total{route="other",method="GET",status="404"}') -
        value(before, 'commerce_http_requests_total{route="other",method="GET",status="404"}'),
    ).toBe(30);
    // The series stay as many however many names were invented.
    expect(operations.length).toBeLessThan(12);
  });

  it('counts the order placed, its payment and its confirmation mail', async () => {
    const before = await text();
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 10 });
    await paidOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const after = await text();
    const moved = (series: string) => value(after, series) - value(before, series);
    expect(moved('commerce_orders_placed_total')).toBe(1);
    expect(moved('commerce_payments_total{outcome="paid"}')).toBe(1);
    expect(moved('commerce_mail_outbox{status="pending"}')).toBe(1);
    expect(
      moved('commerce_graphql_operations_total{operation="other",type="mutation",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts response cache hits and misses', async () => {
    const query = '{ categories(filters: {}) { total_count } }';
    const before = await text();
    await graphql(query);
    await graphql(query);
    const after = await text();
    const moved = (series: string) => value(after, series) - value(before, series);
    expect(moved('commerce_response_cache_lookups_total{result="miss"}')).toBe(1);
    expect(moved('commerce_response_cache_lookups_total{result="hit"}')).toBe(1);
  });

  it('keeps no request id in what an engine started by a request does later', async () => {
    const started = await requestContext.run({ requestId: 'the-first-request' }, () =>
      createTestEngine(kind, `metrics_started_${kind}`, { seedProducts: 5, orderSweepMs: 0 }),
    );
    try {
      const heard = new Promise<unknown>((resolve) =>
        started.engine.onChange(() => resolve(requestContext.getStore() ?? 'none')),
      );
      const product = started.engine.catalog.allProducts().next().value!;
      await started.engine.publishCatalogChange({ productIds: [product.id] });
      expect(await heard).toBe('none');
    } finally {
      await started.close();
    }
  });

  it('answers a sane request id and replaces any other', async () => {
    const kept = await graphql('{ __typename }', { 'x-request-id': 'lb-42.abc' });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.abc');
    const replaced = await graphql('{ __typename }', { 'x-request-id': 'x'.repeat(200) });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
