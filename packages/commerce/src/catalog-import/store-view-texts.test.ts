import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurableOptions, productMedia, products } from '../catalog/schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useImportTestBed } from './import-test-bed.ts';

const HEADER =
  'sku,store_view_code,product_type,name,price,qty,visibility,additional_attributes,' +
  'base_image,base_image_label,additional_images,additional_image_labels,' +
  'configurable_variations,configurable_variation_labels\n';

/** A row of the columns above; the cells left out at the end are empty. */
const row = (...given: string[]) => {
  const cells = [...given, ...Array<string>(14 - given.length).fill('')];
  return `${cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')}\n`;
};

const SETTINGS = JSON.stringify({
  attributes: {
    dimensions: {
      label: { nl: 'Afmetingen', fr: 'Dimensions' },
      group: { nl: 'Maten', fr: 'Encombrement' },
      tooltip: { nl: 'Gemeten zonder deur', de: 'Ohne Tür gemessen' },
    },
  },
});

const GOOD =
  HEADER +
  row(
    'wm-1',
    '',
    'simple',
    'Wasmachine',
    '499',
    '3',
    '',
    'dimensions=85 x 60 x 55',
    'a.webp',
    'Voorkant',
    'b.webp,c.webp',
    'Zijkant,Achterkant',
  ) +
  // Labels alone go with the images of the row without store view, in its order.
  row(
    'wm-1',
    'fr',
    '',
    'Lave-linge',
    '',
    '',
    '',
    'dimensions=85 x 60 x 55 (fr)',
    '',
    'Face avant',
    '',
    'Côté,Arrière',
  ) +
  // Files named again: each label goes with its file.
  row('wm-1', 'de', '', '', '', '', '', '', 'a.webp', 'Vorderseite', 'c.webp', 'Rückseite') +
  row('shirt-s', '', 'simple', 'Shirt S', '20', '1', 'Not Visible Individually', 'size=S') +
  row('shirt-m', '', 'simple', 'Shirt M', '20', '1', 'Not Visible Individually', 'size=M') +
  row(
    'shirt',
    '',
    'configurable',
    'Shirt',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    'sku=shirt-s,size=S|sku=shirt-m,size=M',
    'size=Kies je maat',
  ) +
  row('shirt', 'fr', '', '', '', '', '', '', '', '', '', '', '', 'size=Choisis ta taille');

describe.each(databaseKinds)('texts of store-view rows on %s', (kind) => {
  const bed = useImportTestBed(kind, 'import_store_views');
  let work: string;
  let images: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'store-view-images-'));
    images = path.join(work, 'images');
    await mkdir(images);
    for (const [file, background] of [
      ['a.webp', '#c00'],
      ['b.webp', '#0c0'],
      ['c.webp', '#00c'],
    ] as const) {
      await sharp({ create: { width: 8, height: 6, channels: 3, background } })
        .webp({ lossless: true })
        .toFile(path.join(images, file));
    }
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const productCount = async () => (await bed.engine.database.db.select().from(products)).length;

  it('refuses store-view rows whose labels fit nothing, and writes none of the file', async () => {
    const file =
      HEADER +
      row('ok-1', '', 'simple', 'Goed', '10', '1', '', '', 'a.webp', 'Foto') +
      row('x-1', '', 'simple', 'Een', '10', '1', '', '', 'a.webp', 'Foto') +
      row('x-1', 'fr', '', '', '', '', '', '', 'b.webp', 'Photo') +
      row('x-2', '', 'simple', 'Twee', '10', '1', '', '', 'a.webp', '', 'b.webp', 'Zij') +
      row('x-2', 'fr', '', '', '', '', '', '', '', '', '', 'Un,Deux') +
      row('x-3', '', 'simple', 'Drie', '10', '1') +
      row('x-3', 'de', '', '', '', '', '', '', '', 'Vorderseite') +
      row('x-4', '', 'simple', 'Vier', '10', '1') +
      row('x-4', 'en', '', '', '', '', '', '', '', '', '', '', '', 'size=Pick a size') +
      row('x-5', '', 'simple', 'Vijf', '10', '1') +
      row('x-5', 'fr', '', '', '', '', '', '=sans code');
    const before = await productCount();
    const report = await bed.importFolder({ 'products.csv': file }, { imagesDir: images });
    expect(report.written).toBe(false);
    expect(
      report.errors.map(({ row: at, sku, column, code }) => ({ row: at, sku, column, code })),
    ).toEqual([
      { row: 4, sku: 'x-1', column: 'base_image', code: 'STORE_VIEW_IMAGE_UNKNOWN' },
      { row: 6, sku: 'x-2', column: 'additional_image_labels', code: 'STORE_VIEW_LABEL_COUNT' },
      { row: 8, sku: 'x-3', column: 'base_image_label', code: 'STORE_VIEW_WITHOUT_IMAGES' },
      {
        row: 10,
        sku: 'x-4',
        column: 'configurable_variation_labels',
        code: 'STORE_VIEW_WITHOUT_VARIATIONS',
      },
      { row: 12, sku: 'x-5', column: 'additional_attributes', code: 'BAD_VALUE' },
    ]);
    for (const error of report.errors) expect(error.message).toMatch(/\w{4,}/);
    expect(await productCount()).toBe(before);
  });

  it('keeps display text, image labels, option labels, tooltips and groups per language', async () => {
    const report = await bed.importFolder(
      { 'products.csv': GOOD, 'catalog-import.json': SETTINGS },
      { imagesDir: images },
    );
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    const { db } = bed.engine.database;
    const [washer] = await db.select().from(products).where(eq(products.sku, 'wm-1'));
    expect(washer!.translations).toEqual({
      fr: { name: 'Lave-linge', attributes: { dimensions: '85 x 60 x 55 (fr)' } },
    });
    const media = await db
      .select({ label: productMedia.label, translations: productMedia.translations })
      .from(productMedia)
      .where(eq(productMedia.productId, washer!.id))
      .orderBy(asc(productMedia.position));
    expect(media).toEqual([
      {
        label: 'Voorkant',
        translations: { fr: { label: 'Face avant' }, de: { label: 'Vorderseite' } },
      },
      { label: 'Zijkant', translations: { fr: { label: 'Côté' } } },
      {
        label: 'Achterkant',
        translations: { fr: { label: 'Arrière' }, de: { label: 'Rückseite' } },
      },
    ]);
    const [shirt] = await db.select().from(products).where(eq(products.sku, 'shirt'));
    expect(
      await db
        .select({
          label: configurableOptions.label,
          translations: configurableOptions.translations,
        })
        .from(configurableOptions)
        .where(eq(configurableOptions.productId, shirt!.id)),
    ).toEqual([{ label: 'Kies je maat', translations: { fr: 'Choisis ta taille' } }]);

    // The shop answers them in the page's language, Dutch where that language has none.
    await bed.engine.catalog.refresh({ all: true });
    type Answer = {
      products: {
        items: {
          product_specifications: {
            code: string;
            value: string;
            tooltip: string;
            attribute_group: string;
          }[];
          media_gallery_entries: { label: string }[];
          configurable_options?: { label: string }[];
        }[];
      };
    };
    const ask = async (sku: string, locale: string) => {
      const result = await bed.engine.execute<Answer>(
        `{ products(filter: { sku: { eq: "${sku}" } }) { items {
          product_specifications { code value tooltip attribute_group }
          media_gallery_entries { label }
          ... on ConfigurableProduct { configurable_options { label } }
        } } }`,
        {},
        { 'x-locale': locale },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.products.items[0]!;
    };
    const dimensions = (answer: Awaited<ReturnType<typeof ask>>) =>
      answer.product_specifications.find((spec) => spec.code === 'dimensions');
    const [nl, fr, de] = [
      await ask('wm-1', 'nl'),
      await ask('wm-1', 'fr'),
      await ask('wm-1', 'de'),
    ];
    expect(dimensions(nl)).toMatchObject({
      value: '85 x 60 x 55',
      tooltip: 'Gemeten zonder deur',
      attribute_group: 'Maten',
    });
    expect(dimensions(fr)).toMatchObject({
      value: '85 x 60 x 55 (fr)',
      tooltip: 'Gemeten zonder deur',
      attribute_group: 'Encombrement',
    });
    expect(dimensions(de)).toMatchObject({
      value: '85 x 60 x 55',
      tooltip: 'Ohne Tür gemessen',
      attribute_group: 'Maten',
    });
    expect(fr.media_gallery_entries.map((entry) => entry.label)).toEqual([
      'Face avant',
      'Côté',
      'Arrière',
    ]);
    expect(de.media_gallery_entries.map((entry) => entry.label)).toEqual([
      'Vorderseite',
      'Zijkant',
      'Rückseite',
    ]);
    expect((await ask('shirt', 'fr')).configurable_options).toEqual([
      { label: 'Choisis ta taille' },
    ]);
    expect((await ask('shirt', 'de')).configurable_options).toEqual([{ label: 'Kies je maat' }]);
  });
});
