import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMedia, products } from '../catalog/schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { exportCatalog } from './export-catalog.ts';
import { useImportTestBed } from './import-test-bed.ts';

const HEADER = 'sku,store_view_code,product_type,name,price,qty,base_image,product_videos\n';
const row = (...given: string[]) => {
  const cells = [...given, ...Array<string>(8 - given.length).fill('')];
  return `${cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\n`;
};
const FILM = 'https://www.youtube.com/watch?v=abcdefghijk';
const CLIP = 'https://vimeo.com/123456';
const videos = (...list: { url: string; title?: string; label?: string }[]) => JSON.stringify(list);

describe.each(databaseKinds)('product videos in the catalogue file on %s', (kind) => {
  const bed = useImportTestBed(kind, 'product_videos');
  let images = '';
  beforeAll(async () => {
    images = await mkdtemp(path.join(tmpdir(), 'video-images-'));
    const picture = await sharp({
      create: { width: 8, height: 6, channels: 3, background: '#c00' },
    })
      .webp({ lossless: true })
      .toBuffer();
    await writeFile(path.join(images, 'front.webp'), picture);
  });
  afterAll(() => rm(images, { recursive: true, force: true }));

  const load = (file: string) => bed.importFolder({ 'products.csv': file }, { imagesDir: images });
  const gallery = async () => {
    const [product] = await bed.engine.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, 'wm-1'));
    return bed.engine.database.db
      .select()
      .from(productMedia)
      .where(eq(productMedia.productId, product!.id))
      .orderBy(asc(productMedia.position));
  };

  it('imports each video with its title and label per language, after the images', async () => {
    const report = await load(
      HEADER +
        row(
          'wm-1',
          '',
          'simple',
          'Wasmachine',
          '499',
          '3',
          'front.webp',
          videos(
            { url: FILM, title: 'Productvideo Wasmachine', label: 'Video: Wasmachine' },
            { url: CLIP },
          ),
        ) +
        row(
          'wm-1',
          'fr',
          '',
          'Lave-linge',
          '',
          '',
          '',
          videos({ url: FILM, title: 'Vidéo du produit', label: 'Vidéo : lave-linge' }),
        ) +
        row('wm-1', 'de', '', '', '', '', '', videos({ url: FILM, title: 'Produktvideo' })),
    );
    expect(report.errors).toEqual([]);
    const media = await gallery();
    expect(media.map((item) => [item.mediaType, item.videoUrl])).toEqual([
      ['image', null],
      ['external-video', FILM],
      ['external-video', CLIP],
    ]);
    // A video's still is the product's main image.
    expect(media[1]!.file).toBe(media[0]!.file);
    expect(media[1]).toMatchObject({
      label: 'Video: Wasmachine',
      videoTitle: 'Productvideo Wasmachine',
      translations: {
        fr: { videoTitle: 'Vidéo du produit', label: 'Vidéo : lave-linge' },
        de: { videoTitle: 'Produktvideo' },
      },
    });
    expect(media[2]).toMatchObject({ label: null, videoTitle: null, translations: null });

    await bed.engine.catalog.refresh({ all: true });
    type Answer = {
      products: {
        items: {
          media_gallery_entries: {
            label: string;
            video_content: { video_url: string; video_title: string | null } | null;
          }[];
        }[];
      };
    };
    const titles = async (locale: string) => {
      const result = await bed.engine.execute<Answer>(
        `{ products(filter: { sku: { eq: "wm-1" } }) { items {
          media_gallery_entries { label video_content { video_url video_title } }
        } } }`,
        {},
        { 'x-locale': locale },
      );
      expect(result.errors).toBeUndefined();
      return result
        .data!.products.items[0]!.media_gallery_entries.filter((item) => item.video_content)
        .map((item) => [item.label, item.video_content!.video_title]);
    };
    expect(await titles('fr')).toEqual([
      ['Vidéo : lave-linge', 'Vidéo du produit'],
      ['Lave-linge', null],
    ]);
    // A language without its own texts shows the Dutch ones.
    expect(await titles('en')).toEqual([
      ['Video: Wasmachine', 'Productvideo Wasmachine'],
      ['Wasmachine', null],
    ]);
    expect((await titles('de'))[0]).toEqual(['Video: Wasmachine', 'Produktvideo']);
  });

  it('keeps the videos when a row names only images, and removes them for an empty list', async () => {
    await load(HEADER + row('wm-1', '', 'simple', 'Wasmachine', '499', '3', 'front.webp'));
    expect((await gallery()).filter((item) => item.mediaType === 'external-video')).toHaveLength(2);

    const report = await load(HEADER + row('wm-1', '', 'simple', '', '', '', '', '[]'));
    expect(report.errors).toEqual([]);
    expect((await gallery()).map((item) => item.mediaType)).toEqual(['image']);
  });

  it('exports the videos and reads the export back to the same gallery', async () => {
    const given = await load(
      HEADER +
        row(
          'wm-1',
          '',
          'simple',
          '',
          '',
          '',
          '',
          videos({ url: FILM, title: 'Film, lang', label: 'Video' }),
        ) +
        row('wm-1', 'en', '', '', '', '', '', videos({ url: FILM, title: 'Product film' })),
    );
    expect(given.errors).toEqual([]);
    const before = await gallery();
    const folder = await mkdtemp(path.join(tmpdir(), 'video-export-'));
    try {
      const file = path.join(folder, 'products.csv');
      await exportCatalog(bed.engine.database, file, { settings: false });
      const rows = parse(await readFile(file, 'utf8'), { columns: true }) as Record<
        string,
        string
      >[];
      const mine = rows.filter((cells) => cells.sku === 'wm-1');
      expect(JSON.parse(mine.find((cells) => !cells.store_view_code)!.product_videos!)).toEqual([
        { url: FILM, title: 'Film, lang', label: 'Video' },
      ]);
      expect(
        JSON.parse(mine.find((cells) => cells.store_view_code === 'en')!.product_videos!),
      ).toEqual([{ url: FILM, title: 'Product film', label: null }]);
      const report = await bed.importFolder(
        { 'products.csv': await readFile(file, 'utf8') },
        { imagesDir: bed.mediaDir },
      );
      expect(report.errors).toEqual([]);
      const after = await gallery();
      const shape = (list: typeof before) =>
        list.map(({ mediaType, label, videoUrl, videoTitle, translations, position }) => ({
          mediaType,
          label,
          videoUrl,
          videoTitle,
          translations,
          position,
        }));
      expect(shape(after)).toEqual(shape(before));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('names each bad video cell and writes nothing of the file', async () => {
    const before = await gallery();
    const report = await load(
      HEADER +
        row(
          'a-1',
          '',
          'simple',
          'Een',
          '10',
          '1',
          '',
          videos({ url: 'http://www.youtube.com/watch?v=x' }),
        ) +
        row(
          'b-1',
          '',
          'simple',
          'Twee',
          '10',
          '1',
          '',
          videos({ url: 'https://example.com/film' }),
        ) +
        row('c-1', '', 'simple', 'Drie', '10', '1', '', videos({ url: FILM })) +
        row('c-1', 'fr', '', '', '', '', '', videos({ url: CLIP, title: 'Autre' })) +
        row('d-1', '', 'simple', 'Vier', '10', '1') +
        row('d-1', 'de', '', '', '', '', '', videos({ url: FILM, title: 'Film' })) +
        row('e-1', '', 'simple', 'Vijf', '10', '1', '', videos({ url: FILM }, { url: FILM })) +
        row('f-1', '', 'simple', 'Zes', '10', '1', '', '{"url":'),
    );
    expect(report.errors.map(({ row, column, sku, code }) => ({ row, column, sku, code }))).toEqual(
      [
        { row: 2, column: 'product_videos', sku: 'a-1', code: 'BAD_VALUE' },
        { row: 3, column: 'product_videos', sku: 'b-1', code: 'BAD_VALUE' },
        { row: 5, column: 'product_videos', sku: 'c-1', code: 'STORE_VIEW_VIDEO_UNKNOWN' },
        { row: 7, column: 'product_videos', sku: 'd-1', code: 'STORE_VIEW_WITHOUT_VIDEOS' },
        { row: 8, column: 'product_videos', sku: 'e-1', code: 'BAD_VALUE' },
        { row: 9, column: 'product_videos', sku: 'f-1', code: 'BAD_VALUE' },
      ],
    );
    expect(report.errors[1]!.message).toContain('YouTube or Vimeo');
    expect(report.written).toBe(false);
    expect(await gallery()).toEqual(before);
  });
});
