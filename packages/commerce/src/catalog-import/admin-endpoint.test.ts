import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/schema.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { withImportLock } from './import-lock.ts';

const KEY = 'catalog-staff-key';
const header = 'sku,product_type,name,price,url_key\n';

describe.each(databaseKinds)('catalogue upload endpoint on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  let keyBefore: string | undefined;

  const post = (body: BodyInit | null, query = '', headers: Record<string, string> = {}) =>
    engine.fetch(
      new Request(`http://engine.local/admin/catalog/import${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'x-admin-key': KEY, ...headers },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
    );
  const productNamed = async (sku: string) => {
    const [row] = await engine.database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.sku, sku));
    return row?.name ?? null;
  };

  beforeAll(async () => {
    keyBefore = process.env.ADMIN_API_KEY;
    process.env.ADMIN_API_KEY = KEY;
    ({ engine, close } = await createTestEngine(kind, 'catalog_upload', {
      seedIfEmpty: false,
      catalogImportMaxBytes: 4_000,
    }));
  });
  afterAll(async () => {
    await close();
    if (keyBefore === undefined) delete process.env.ADMIN_API_KEY;
    else process.env.ADMIN_API_KEY = keyBefore;
  });

  it('takes uploads from shop staff only, as CSV', async () => {
    const csv = `${header}up-a,simple,A,10,up-a\n`;
    expect((await post(csv, '', { 'x-admin-key': '' })).status).toBe(401);
    const wrong = await post(csv, '', { 'x-admin-key': 'guess' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: 'FORBIDDEN' });
    const json = await post(csv, '', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    const get = await engine.fetch(
      new Request('http://engine.local/admin/catalog/import', { headers: { 'x-admin-key': KEY } }),
    );
    expect(get.status).toBe(405);
  });

  it('answers the report: a dry run writes nothing, errors name row and column', async () => {
    const dry = await post(`${header}up-a,simple,A,10,up-a\n`, '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ errors: [], dryRun: true, written: false });
    expect(await productNamed('up-a')).toBeNull();

    const bad = await post(`${header}up-a,simple,A,10,up-a\nup-b,simple,B,abc,up-b\n`);
    expect(bad.status).toBe(422);
    const report = await bad.json();
    expect(report.written).toBe(false);
    expect(report.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'price', sku: 'up-b', code: 'BAD_PRICE' }),
    ]);
    expect(await productNamed('up-a')).toBeNull();

    const skipped = await post(
      `${header}up-a,simple,A,10,up-a\nup-b,simple,B,abc,up-b\n`,
      '?skipErrors=1',
    );
    expect(skipped.status).toBe(200);
    expect(await skipped.json()).toMatchObject({ written: true, created: 1, skipped: 1 });
    expect(await productNamed('up-a')).toBe('A');

    const broken = await post(`${header}up-c,simple,"C,10,up-c\n`, '?skipErrors=1');
    expect(broken.status).toBe(422);
    expect((await broken.json()).errors[0]).toMatchObject({ code: 'CSV_SYNTAX' });
  });

  it('imports in replace mode when asked, and refuses a behaviour it does not know', async () => {
    const wrong = await post(`${header}up-r,simple,R,10,up-r\n`, '?behavior=delete');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'BAD_BEHAVIOR' });
    const dry = await post(`${header}up-a,simple,A,10,up-a\n`, '?behavior=replace&dryRun=1');
    expect(dry.status).toBe(200);
    const report = await dry.json();
    expect(report).toMatchObject({ errors: [], written: false });
    expect(report.takenOffline).toBeGreaterThanOrEqual(0);
  });

  it('refuses a body past the bound, declared or not, and writes nothing', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => `big-${i},simple,Big ${i},10,big-${i}\n`);
    const body = `${header}${rows.join('')}`;
    expect(body.length).toBeGreaterThan(4_000);
    const declared = await post(body);
    expect(declared.status).toBe(413);
    const encoder = new TextEncoder();
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const row of [header, ...rows]) controller.enqueue(encoder.encode(row));
        controller.close();
      },
    });
    const undeclared = await post(streamed);
    expect(undeclared.status).toBe(413);
    expect(await undeclared.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect(await productNamed('big-0')).toBeNull();
  });

  it('keeps no import out while an upload trickles in; one import at a time once read', async () => {
    let finish: () => void = () => {};
    const encoder = new TextEncoder();
    // A body sent slowly and not finished: a header and a row, then nothing for now.
    const trickled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(header));
        setTimeout(() => controller.enqueue(encoder.encode('slow-a,simple,Slow,10,')), 20);
        finish = () => {
          controller.enqueue(encoder.encode('slow-a\n'));
          controller.close();
        };
      },
    });
    const first = post(trickled);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const dry = await post(`${header}up-e,simple,E,10,up-e\n`, '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(await dry.json()).toMatchObject({ errors: [], dryRun: true, written: false });
    const other = await post(`${header}up-d,simple,D,10,up-d\n`);
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ created: 1, written: true });
    expect(await productNamed('up-d')).toBe('D');

    // While an import holds the database's turn, another is refused at once; a dry run is not.
    let release: () => void = () => {};
    const held = withImportLock(engine.database, () => new Promise<void>((r) => (release = r)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await post(`${header}up-f,simple,F,10,up-f\n`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'IMPORT_RUNNING' });
    expect((await post(`${header}up-f,simple,F,10,up-f\n`, '?dryRun=1')).status).toBe(200);
    release();
    await held;

    finish();
    expect((await first).status).toBe(200);
    expect(await productNamed('slow-a')).toBe('Slow');
    expect(await productNamed('up-f')).toBeNull();
  });
});
