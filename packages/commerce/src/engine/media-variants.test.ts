import { mkdtemp, readdir, rm, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaWidths, serveMedia } from './media-variants.ts';
import { localMediaStore } from '../media/local-media-store.ts';

const media = (pathAndQuery: string) => new URL(`http://engine.local/media/${pathAndQuery}`);

async function widthOf(response: Response): Promise<number | undefined> {
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('media variants (spec §9 image sizes)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'media-variants-'));
    await mkdir(path.join(dir, 'catalog/product'), { recursive: true });
    const picture = (width: number) =>
      sharp({ create: { width, height: width / 2, channels: 3, background: '#e35205' } })
        .webp()
        .toBuffer();
    await writeFile(path.join(dir, 'catalog/product/wide.webp'), await picture(2400));
    await writeFile(path.join(dir, 'catalog/product/small.webp'), await picture(200));
    await writeFile(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(mediaWidths)('serves a %i px wide WebP for w=%i', async (width) => {
    const response = await serveMedia(
      localMediaStore(dir),
      media(`catalog/product/wide.webp?w=${width}`),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await widthOf(response)).toBe(width);
  });

  it('serves the original without w, and never enlarges a small one', async () => {
    expect(
      await widthOf(await serveMedia(localMediaStore(dir), media('catalog/product/wide.webp'))),
    ).toBe(2400);
    const small = await serveMedia(
      localMediaStore(dir),
      media('catalog/product/small.webp?w=1920'),
    );
    expect(await widthOf(small)).toBe(200);
  });

  it.each(['321', '0', '-320', '320.5', '1e3', 'abc', '', '99999', '320&w=375'])(
    'refuses w=%s with a 400 and a code',
    async (width) => {
      const response = await serveMedia(
        localMediaStore(dir),
        media(`catalog/product/wide.webp?w=${width}`),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ extensions: { code: 'BAD_IMAGE_WIDTH' } }],
      });
    },
  );

  it('keeps at most one file per allowed width and image, however many widths are asked for', async () => {
    const before = await filesBelow(path.join(dir, '.variants'));
    const invented = Array.from({ length: 200 }, (_, i) => 100 + i * 7).filter(
      (width) => !(mediaWidths as readonly number[]).includes(width),
    );
    const asked = [...mediaWidths, ...invented];
    const answers = await Promise.all(
      [...asked, ...mediaWidths].map((width) =>
        serveMedia(localMediaStore(dir), media(`catalog/product/wide.webp?w=${width}`)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(mediaWidths.length * 2);
    const after = await filesBelow(path.join(dir, '.variants'));
    expect(after.filter((name) => name === 'wide.webp.webp')).toHaveLength(mediaWidths.length);
    // Only the earlier test's variant of the small image besides them.
    expect(after.length - before.length).toBeLessThanOrEqual(mediaWidths.length);
    expect(after.every((name) => name.endsWith('.webp.webp'))).toBe(true);
  });

  it('never serves or resizes the variants folder itself, and answers 404 for a missing image', async () => {
    await serveMedia(localMediaStore(dir), media('catalog/product/wide.webp?w=320'));
    for (const request of [
      '.variants/320/catalog/product/wide.webp.webp',
      '.variants/320/catalog/product/wide.webp.webp?w=320',
      'catalog/../.variants/320/catalog/product/wide.webp.webp?w=375',
      'catalog/product/missing.webp?w=320',
    ]) {
      expect((await serveMedia(localMediaStore(dir), media(request))).status, request).toBe(404);
    }
    expect(await filesBelow(path.join(dir, '.variants/375/.variants'))).toEqual([]);
  });

  it('resizes only raster images', async () => {
    const response = await serveMedia(localMediaStore(dir), media('logo.svg?w=320'));
    expect(response.status).toBe(400);
    expect((await serveMedia(localMediaStore(dir), media('logo.svg'))).status).toBe(200);
  });
});
