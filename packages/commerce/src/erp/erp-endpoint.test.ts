import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { MAX_BATCH_BYTES, MAX_BATCH_LINES } from './erp-lines.ts';

const adminKey = 'erp-endpoint-staff-key';
const previousKey = process.env.ADMIN_API_KEY;
let engine: CommerceEngine;
let close: () => Promise<void>;

beforeAll(async () => {
  process.env.ADMIN_API_KEY = adminKey;
  ({ engine, close } = await createTestEngine('pglite', 'erp_endpoint', {
    seedProducts: 40,
    orderSweepMs: 0,
  }));
});
afterAll(async () => {
  process.env.ADMIN_API_KEY = previousKey;
  await close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  engine.fetch(
    new Request(`http://engine.local${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': adminKey, ...headers },
      body,
    }),
  );
const errorOf = async (response: Response) => [
  response.status,
  ((await response.json()) as { error: string }).error,
];

it('lets only shop staff send batches', async () => {
  const body = JSON.stringify({ batch_id: 'b1', lines: [] });
  expect(await errorOf(await post('/admin/erp/stock', body, { 'x-admin-key': '' }))).toEqual([
    401,
    'UNAUTHENTICATED',
  ]);
  expect(await errorOf(await post('/admin/erp/stock', body, { 'x-admin-key': 'guess' }))).toEqual([
    403,
    'FORBIDDEN',
  ]);
  const get = await engine.fetch(new Request('http://engine.local/admin/erp/stock'));
  expect(get.status).toBe(405);
  expect(await errorOf(await post('/admin/erp/other', body))).toEqual([404, 'NOT_FOUND']);
});

it('refuses malformed and oversized batches with a code, never a 5xx', async () => {
  expect(await errorOf(await post('/admin/erp/stock', '{"batch_id":', {}))).toEqual([
    400,
    'BAD_REQUEST',
  ]);
  expect(
    await errorOf(await post('/admin/erp/stock', '{}', { 'content-type': 'text/csv' })),
  ).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  expect(
    await errorOf(
      await post('/admin/erp/stock', JSON.stringify({ batch_id: 'has space', lines: [] })),
    ),
  ).toEqual([400, 'BAD_REQUEST']);
  expect(
    await errorOf(await post('/admin/erp/stock', JSON.stringify({ batch_id: 'b', lines: {} }))),
  ).toEqual([400, 'BAD_REQUEST']);
  const tooMany = Array.from({ length: MAX_BATCH_LINES + 1 }, () => ({
    sku: 'A',
    source: 'default',
    quantity: 1,
  }));
  expect(
    await errorOf(
      await post('/admin/erp/stock', JSON.stringify({ batch_id: 'big', lines: tooMany })),
    ),
  ).toEqual([413, 'TOO_MANY_LINES']);
  const huge = JSON.stringify({ batch_id: 'huge', lines: ['x'.repeat(MAX_BATCH_BYTES)] });
  expect(await errorOf(await post('/admin/erp/stock', huge))).toEqual([413, 'PAYLOAD_TOO_LARGE']);
});

it('answers a batch per line and the same batch id again with its first answer', async () => {
  const product = await simpleProduct(engine, 0, { priceCents: 10_00 });
  const body = JSON.stringify({
    batch_id: 'prices-2026-11-27T08:00',
    lines: [
      { sku: product.sku, price: 12.5 },
      { sku: product.sku.repeat(10), price: 1 },
    ],
  });
  const first = await post('/admin/erp/prices', body);
  expect(first.status).toBe(200);
  const report = (await first.json()) as {
    applied: number;
    refused: number;
    replayed: boolean;
    lines: { reason?: string }[];
  };
  expect(report).toMatchObject({ applied: 1, refused: 1, replayed: false });
  expect(report.lines[1]!.reason).toBe('BAD_SKU');
  const again = (await (await post('/admin/erp/prices', body)).json()) as typeof report;
  expect(again).toMatchObject({ applied: 1, refused: 1, replayed: true });
  const reused = await post(
    '/admin/erp/stock',
    JSON.stringify({ batch_id: 'prices-2026-11-27T08:00', lines: [] }),
  );
  expect(await errorOf(reused)).toEqual([409, 'BATCH_ID_REUSED']);
});
