import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing';
import { imageWidths, mediaSrcSet } from '@/lib/media/responsive-image';
import { GET } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The storefront's /media route against a seeded engine in process: every width a srcset
// offers is answered with an image, an invented one is refused.
describe('/media with a width', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let image: string;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'media_route', { seedProducts: 20 }));
    serveEngine(engine);
    const answer = await engine.execute<{
      products: { items: { small_image: { url: string } | null }[] };
    }>('{ products(search: "", pageSize: 1) { items { small_image { url } } } }');
    image = answer.data!.products.items[0]!.small_image!.url;
  }, 180_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  const get = (path: string) => GET(new Request(`http://shop.test${path}`));

  it('answers every srcset candidate of a product image with a WebP', async () => {
    const candidates = mediaSrcSet(image)!
      .split(', ')
      .map((entry) => entry.split(' ')[0]!);
    expect(candidates).toHaveLength(imageWidths.length);
    for (const url of candidates) {
      const response = await get(url);
      expect([url, response.status]).toEqual([url, 200]);
      expect(response.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('refuses a width the shop does not offer', async () => {
    const response = await get(`${image}?w=333`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_IMAGE_WIDTH' } }],
    });
  });
});
