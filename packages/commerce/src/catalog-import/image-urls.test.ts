import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMedia, products } from '../catalog/schema.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { importCatalog } from './import-catalog.ts';
import { importSettings } from './import-settings.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#3a3' } })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    if (request.url === '/photo.jpg') return response.writeHead(200).end(jpeg);
    if (request.url === '/page.html') return response.writeHead(200).end('<html>no image</html>');
    if (request.url === '/to-private') {
      return response.writeHead(302, { location: 'http://192.168.1.20/photo.jpg' }).end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe.each(databaseKinds)('images by URL in a catalogue import on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  let work: string;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'image_urls', { seedIfEmpty: false }));
    work = await mkdtemp(path.join(tmpdir(), 'image-urls-'));
  });
  afterAll(async () => {
    await close();
    await rm(work, { recursive: true, force: true });
  });

  it('stores a fetched image; a page that is no image or a private redirect is a row warning', async () => {
    const csv = [
      'sku,product_type,name,price,qty,base_image',
      `url-a,simple,A,10,5,${base}/photo.jpg`,
      `url-b,simple,B,10,5,${base}/page.html`,
      `url-c,simple,C,10,5,${base}/to-private`,
    ].join('\n');
    const report = await importCatalog(
      engine.database,
      { name: 'upload.csv', stream: Readable.from([csv]) },
      {
        settings: importSettings(),
        mediaDir: path.join(work, 'media'),
        imageFetch: { allowLoopback: true, timeoutMs: 2_000 },
      },
    );
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 3, written: true, images: { stored: 1 } });
    expect(report.warnings.map(({ row, sku, code }) => ({ row, sku, code }))).toEqual([
      { row: 3, sku: 'url-b', code: 'NOT_AN_IMAGE' },
      { row: 4, sku: 'url-c', code: 'IMAGE_PRIVATE_ADDRESS' },
    ]);
    const media = await engine.database.db
      .select({ sku: products.sku, file: productMedia.file })
      .from(productMedia)
      .innerJoin(products, eq(products.id, productMedia.productId));
    expect(media).toEqual([
      { sku: 'url-a', file: expect.stringMatching(/^catalog\/product\/import\/\w+\.webp$/) },
    ]);

    // Without the test-only loopback permission the same server is refused.
    const strict = await importCatalog(
      engine.database,
      { name: 'upload.csv', stream: Readable.from([csv]) },
      { settings: importSettings(), mediaDir: path.join(work, 'media'), dryRun: true },
    );
    expect(strict.warnings.map((warning) => warning.code)).toEqual([
      'IMAGE_PRIVATE_ADDRESS',
      'IMAGE_PRIVATE_ADDRESS',
      'IMAGE_PRIVATE_ADDRESS',
    ]);
  });
});
