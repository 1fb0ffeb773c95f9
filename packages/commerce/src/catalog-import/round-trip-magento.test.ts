import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { rowsOf, useTwoShops } from './round-trip-shops.ts';
import { importCatalog } from './import-catalog.ts';
import { importSettings, readImportSettings } from './import-settings.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const settings = importSettings({
  storeViews: { fixturestore: 'nl', fixture_second_store: 'fr' },
  attributes: { test_configurable: { label: { nl: 'Testkeuze', fr: 'Choix de test' } } },
});
// As Magento writes them: a comma inside a name as it is, a slash inside a name as `\/`.
const MAGENTO_CATEGORIES =
  'sku,product_type,name,price,qty,categories\n' +
  'laptop-1,simple,Laptop,499,3,"Default Category/Computers/Laptops 15,6 inch,Default Category/Computers/In\\/uit"\n';

describe.each(databaseKinds)("Magento's test files exported, imported, exported on %s", (kind) => {
  let first: string;
  const categoryCount = async (engine: CommerceEngine) => {
    const [row] = await rowsOf(engine.database, sql`select count(*)::int as n from categories`);
    return Number(row!.n);
  };

  const shops = useTwoShops(
    kind,
    'roundtrip_magento',
    { seedIfEmpty: false },
    async ({ source, work, exportTo }) => {
      const images = path.join(work, 'images');
      await mkdir(images);
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
        .jpeg()
        .toFile(path.join(images, 'magento_image.jpg'));
      await writeFile(path.join(work, 'categories.csv'), MAGENTO_CATEGORIES);
      for (const file of [
        path.join(fixtures, 'products_to_import.csv'),
        path.join(fixtures, 'import_configurable_for_multiple_store_views.csv'),
        path.join(fixtures, 'import_media.csv'),
        path.join(work, 'categories.csv'),
      ]) {
        const report = await importCatalog(source.database, file, {
          settings,
          imagesDir: images,
          mediaDir: path.join(work, 'media'),
        });
        expect(report.errors).toEqual([]);
      }
      first = await exportTo(source, 'first');
    },
  );
  const { exportTo } = shops;

  it('keeps the names Magento wrote with a comma or a slash', async () => {
    const text = await readFile(first, 'utf8');
    expect(text).toContain(
      '"Default Category/Computers/In\\/uit,Default Category/Computers/Laptops 15\\,6 inch"',
    );
    // Category 1; Computers with Laptops 15,6 inch and In/uit.
    expect(await categoryCount(shops.source)).toBe(4);
  });

  it('exports the same file again after reading its export back, storing nothing again', async () => {
    const before = await categoryCount(shops.source);
    const report = await importCatalog(shops.source.database, first, {
      settings: await readImportSettings(first),
      imagesDir: path.join(shops.work, 'media'),
      mediaDir: path.join(shops.work, 'media'),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report).toMatchObject({ created: 0, images: { stored: 0, reused: 1 } });
    expect(await categoryCount(shops.source)).toBe(before);
    expect(await readFile(await exportTo(shops.source, 'again'), 'utf8')).toBe(
      await readFile(first, 'utf8'),
    );
  });

  it('gives an empty shop the same catalogue, images under the same paths', async () => {
    const report = await importCatalog(shops.target.database, first, {
      settings: await readImportSettings(first),
      imagesDir: path.join(shops.work, 'media'),
      mediaDir: path.join(shops.work, 'other-media'),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.images).toEqual({ stored: 1, reused: 0 });
    expect(await categoryCount(shops.target)).toBe(await categoryCount(shops.source));
    const second = await exportTo(shops.target, 'second');
    expect(await readFile(second, 'utf8')).toBe(await readFile(first, 'utf8'));
    expect(await readFile(path.join(path.dirname(second), 'catalog-import.json'), 'utf8')).toBe(
      await readFile(path.join(path.dirname(first), 'catalog-import.json'), 'utf8'),
    );
  });
});
