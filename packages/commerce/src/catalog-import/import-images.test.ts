import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStore } from '../media/local-media-store.ts';
import type { ProductDraft } from './import-model.ts';
import { prepareImages } from './import-images.ts';

const picture = (background: string) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background } })
    .webp({ lossless: true })
    .toBuffer();
const draft = (...sources: string[]) =>
  ({
    sku: 'x',
    row: 2,
    translations: {},
    texts: {},
    images: sources.map((source) => ({ source, label: null, row: 2, column: 'base_image' })),
  }) as unknown as ProductDraft;

describe('images recognised by their content', () => {
  let work: string;
  let images: string;
  let mediaDir: string;
  let red: Buffer;
  let blue: Buffer;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'import-images-'));
    images = path.join(work, 'images');
    mediaDir = path.join(work, 'media');
    [red, blue] = [await picture('#c00'), await picture('#00c')];
    await mkdir(path.join(images, 'catalog', 'product'), { recursive: true });
    await writeFile(path.join(images, 'catalog/product/red-1a2b.webp'), red);
    await writeFile(path.join(images, 'catalog/product/also-red.webp'), red);
    await writeFile(path.join(images, 'logo.webp'), blue);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('keeps a product image path, stores a picture once, and hashes a name outside products', async () => {
    const media = localMediaStore(mediaDir);
    const cells = ['catalog/product/red-1a2b.webp', '/catalog/product/also-red.webp', 'logo.webp'];
    const result = await prepareImages([draft(...cells)], images, media);
    expect(result.warnings).toEqual([]);
    expect(result).toMatchObject({ stored: 2, reused: 1 });
    expect(result.files.get(cells[0]!)).toBe('catalog/product/red-1a2b.webp');
    expect(result.files.get(cells[1]!)).toBe('catalog/product/red-1a2b.webp');
    expect(result.files.get(cells[2]!)).toMatch(/^catalog\/product\/import\/[0-9a-f]{24}\.webp$/);
    // Stored as it was: the same bytes, not converted again.
    expect(await readFile(path.join(mediaDir, 'catalog/product/red-1a2b.webp'))).toEqual(red);

    const again = await prepareImages([draft(...cells)], images, media);
    expect(again).toMatchObject({ stored: 0, reused: 3 });
    expect(again.files).toEqual(result.files);
  });

  it('never overwrites a key that holds another picture', async () => {
    const other = path.join(work, 'other');
    await mkdir(path.join(other, 'catalog', 'product'), { recursive: true });
    await writeFile(path.join(other, 'catalog/product/red-1a2b.webp'), blue);
    const result = await prepareImages(
      [draft('catalog/product/red-1a2b.webp')],
      other,
      localMediaStore(mediaDir),
    );
    expect(result.files.get('catalog/product/red-1a2b.webp')).toMatch(
      /\/import\/[0-9a-f]{24}\.webp$/,
    );
    expect(await readFile(path.join(mediaDir, 'catalog/product/red-1a2b.webp'))).toEqual(red);
  });
});
