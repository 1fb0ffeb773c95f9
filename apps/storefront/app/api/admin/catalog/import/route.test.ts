import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine, signedInStaff, addStore } from '@webshop/commerce/testing';
import { POST as importCatalog } from './route';
import { POST as erpBatch } from '../../erp/[kind]/route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

const KEY = 'storefront-import-staff-key';
const csv = 'sku,product_type,name,price,url_key\nsf-up-a,simple,Doorgegeven A,19.95,sf-up-a\n';

// The shop's own address for the engine's staff uploads, against a real engine in process.
describe('/api/admin/catalog/import and /api/admin/erp/*', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    vi.stubEnv('SHOP_URL', 'http://shop.test');
    vi.stubEnv('ADMIN_API_KEY', KEY);
    ({ engine, close } = await createTestEngine('pglite', 'storefront_admin_import', {
      seedIfEmpty: false,
      catalogImportMaxBytes: 4_000,
    }));
    serveEngine(engine);
  }, 120_000);
  afterAll(async () => {
    stopServingEngine();
    vi.unstubAllEnvs();
    await close();
  });

  const upload = (body: BodyInit, query = '', headers: Record<string, string> = {}) =>
    importCatalog(
      new Request(`http://shop.test/api/admin/catalog/import${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'x-admin-key': KEY, ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
    );
  const streamOf = (chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });

  it('takes a CSV from shop staff only', async () => {
    expect((await upload(csv, '', { 'x-admin-key': '' })).status).toBe(401);
    const wrong = await upload(csv, '', { 'x-admin-key': 'guess' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect(engine.catalog.productBySku('sf-up-a')).toBeUndefined();
  });

  it('imports a streamed upload and answers the report', async () => {
    const dry = await upload(streamOf([csv.slice(0, 20), csv.slice(20)]), '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ errors: [], dryRun: true, written: false });
    const response = await upload(streamOf([csv.slice(0, 20), csv.slice(20)]));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ errors: [], created: 1, written: true });
    const bad = await upload('sku,product_type,name,price\nsf-up-b,simple,B,cheap\n');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors[0]).toMatchObject({ row: 2, column: 'price' });
  });

  it('takes an upload from the back office with the staff cookie, and answers row errors', async () => {
    // A store behind a counter, whose employee has no catalogue permission.
    await addStore(engine, {
      code: 'amsterdam',
      name: 'Amsterdam',
      street: 'Damrak 1',
      postcode: '1012 LG',
      city: 'Amsterdam',
      latitude: 52.37,
      longitude: 4.89,
    });
    const staff = await signedInStaff(engine, 'upload@shop.test', 'STAFF');
    const counter = await signedInStaff(engine, 'counter@shop.test', 'STORE_EMPLOYEE', 'amsterdam');
    const asStaff = (cookie: string | null) =>
      upload('sku,product_type,name,price\nsf-up-c,simple,C,duur\n', '', {
        'x-admin-key': '',
        origin: 'http://shop.test',
        cookie: `staff_session=${cookie}`,
      });
    const refused = await asStaff(counter.cookie);
    expect(refused.status).toBe(403);
    const answer = await asStaff(staff.cookie);
    expect(answer.status).toBe(422);
    expect((await answer.json()).errors[0]).toMatchObject({
      row: 2,
      column: 'price',
      sku: 'sf-up-c',
    });
  });

  it('refuses a body past the bound, declared or counted while it streams', async () => {
    const big = `${csv}${'x'.repeat(5_000)}\n`;
    const declared = await upload(big, '', { 'content-length': String(big.length) });
    expect(declared.status).toBe(413);
    const counted = await upload(streamOf([csv, 'y'.repeat(2_500), 'z'.repeat(2_500)]));
    expect(counted.status).toBe(413);
    expect(await counted.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('passes ERP batches on to the engine', async () => {
    const post = (kind: string, body: unknown, key = KEY) =>
      erpBatch(
        new Request(`http://shop.test/api/admin/erp/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-admin-key': key },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ kind }) },
      );
    const batch = { batch_id: 'sf-prices-1', lines: [{ sku: 'sf-up-a', price: '17,50' }] };
    expect((await post('prices', batch, 'guess')).status).toBe(403);
    const applied = await post('prices', batch);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ applied: 1, refused: 0 });
    const stock = await post('stock', {
      batch_id: 'sf-stock-1',
      lines: [{ sku: 'sf-up-a', source: 'default', quantity: 4 }],
    });
    expect(await stock.json()).toMatchObject({ applied: 1 });
    expect((await post('orders', batch)).status).toBe(404);
  });
});
