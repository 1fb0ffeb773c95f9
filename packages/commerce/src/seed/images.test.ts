import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCatalog } from './generate/catalog.ts';
import { renderImages } from './images.ts';
import { localMediaStore } from '../media/local-media-store.ts';

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('renderImages', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('renders every image a small catalogue points at as WebP, and reuses them on the next run', async () => {
    const data = generateCatalog({ products: 24, seed: 7, now: new Date('2026-03-11T10:00:00Z') });
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'seed-media-'));
    dirs.push(mediaDir);

    const first = await renderImages(data.images, localMediaStore(mediaDir), { concurrency: 2 });
    expect(first.written).toBe(data.images.length);

    const referenced = new Set([
      ...data.productMedia.map((media) => media.file),
      ...data.categories.flatMap((category) => (category.image ? [category.image] : [])),
      ...data.brands.flatMap((brand) => (brand.logo ? [brand.logo] : [])),
      ...data.products.flatMap((p) =>
        p.energyLabelUrl ? [p.energyLabelUrl.replace(/^\/media\//, '')] : [],
      ),
    ]);
    expect([...referenced].some((file) => file.startsWith('catalog/energy/'))).toBe(true);
    for (const file of referenced) {
      const bytes = await readFile(path.join(mediaDir, file));
      expect(isWebp(bytes), file).toBe(true);
      // No blank placeholders: a drawn picture compresses to more than a flat colour would.
      expect(bytes.length, file).toBeGreaterThan(1500);
    }

    const before = (await stat(path.join(mediaDir, data.productMedia[0]?.file ?? ''))).mtimeMs;
    const second = await renderImages(data.images, localMediaStore(mediaDir), { concurrency: 2 });
    // Energy labels have fixed names and are always redrawn; everything else is reused.
    const energyLabels = data.images.filter((image) => image.kind === 'energy').length;
    expect(second).toEqual({ written: energyLabels, reused: data.images.length - energyLabels });
    expect((await stat(path.join(mediaDir, data.productMedia[0]?.file ?? ''))).mtimeMs).toBe(
      before,
    );
  });
});
