import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { startS3Server } from '../testing/s3-server.ts';
import { s3MediaStore } from './s3-media-store.ts';
import type { MediaStore } from './media-store.ts';

// A whole engine with its media in a bucket: the seed writes the product images there, /media
// serves them and their resized variants from there, cached as long as from a folder.
describe('an engine with its media in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let media: MediaStore;
  let engine: CommerceEngine;
  let image: string;

  beforeAll(async () => {
    s3 = await startS3Server('engine-media');
    media = s3MediaStore(s3.settings);
    engine = await createEngine({
      dataDir: 'memory://',
      media,
      seedProducts: 10,
      mailDelivery: false,
      orderSweepMs: 0,
    });
    const answer = await engine.execute<{
      products: { items: { small_image: { url: string } | null }[] };
    }>('{ products(search: "", pageSize: 1) { items { small_image { url } } } }');
    image = new URL(answer.data!.products.items[0]!.small_image!.url, 'http://shop.test').pathname;
  }, 180_000);

  afterAll(async () => {
    await engine?.close();
    await s3?.stop();
  });

  const get = (path: string) => engine.fetch(new Request(`http://engine.local${path}`));

  it('finds the seeded images in the bucket and serves them as immutable', async () => {
    expect(await media.exists(image.replace(/^\/media\//, ''))).toBe(true);
    const answer = await get(image);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('makes a variant once and keeps it in the bucket for every instance', async () => {
    const key = `.variants/320/${image.replace(/^\/media\//, '')}.webp`;
    expect(await media.exists(key)).toBe(false);
    const answer = await get(`${image}?w=320`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(await media.exists(key)).toBe(true);
  });

  it('answers 404 for a missing image and for the variants folder itself', async () => {
    expect((await get('/media/catalog/product/none-00000000.webp')).status).toBe(404);
    expect((await get('/media/.variants/320/x.webp')).status).toBe(404);
    expect((await get('/media/%2e%2e/secret.webp')).status).toBe(404);
  });
});
