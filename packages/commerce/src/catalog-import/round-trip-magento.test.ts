import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { exportCatalog } from './export-catalog.ts';
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
  let shop: CommerceEngine;
  let other: CommerceEngine;
  const closers: (() => Promise<void>)[] = [];
  let work: string;
  let first: string;

  const exportTo = async (engine: CommerceEngine, name: string) => {
    const file = path.join(work, name, 'products.csv');
    await mkdir(path.dirname(file));
    await exportCatalog(engine.database, file);
    return file;
  };
  const categoryCount = async (engine: CommerceEngine) => {
    const result = (await engine.database.db.execute(
      sql`select count(*)::int as n from categories`,
    )) as any;
    return Number((result.rows ?? result)[0].n);
  };

  beforeAll(async () => {
    const a = await createTestEngine(kind, 'roundtrip_magento', { seedIfEmpty: false });
    const b = await createTestEngine(kind, 'roundtrip_magento_b', { seedIfEmpty: false });
    [shop, other] = [a.engine, b.engine];
    closers.push(a.close, b.close);
    work = await mkdtemp(path.join(tmpdir(), 'magento-round-trip-'));
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
      const report = await importCatalog(shop.database, file, {
        settings,
        imagesDir: images,
        mediaDir: path.join(work, 'media'),
      });
      expect(report.errors).toEqual([]);
    }
    first = await exportTo(shop, 'first');
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await rm(work, { recursive: true, force: true });
  });

  it('keeps the names Magento wrote with a comma or a slash', async () => {
    const text = await readFile(first, 'utf8');
    expect(text).toContain(
      '"Default Category/Computers/In\\/uit,Default Category/Computers/Laptops 15\\,6 inch"',
    );
    // Category 1; Computers with Laptops 15,6 inch and In/uit.
    expect(await categoryCount(shop)).toBe(4);
  });

  it('exports the same file again after reading its export back, storing nothing again', async () => {
    const before = await categoryCount(shop);
    const report = await importCatalog(shop.database, first, {
      settings: await readImportSettings(first),
      imagesDir: path.join(work, 'media'),
      mediaDir: path.join(work, 'media'),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report).toMatchObject({ created: 0, images: { stored: 0, reused: 1 } });
    expect(await categoryCount(shop)).toBe(before);
    expect(await readFile(await exportTo(shop, 'again'), 'utf8')).toBe(
      await readFile(first, 'utf8'),
    );
  });

  it('gives an empty shop the same catalogue, images under the same paths', async () => {
    const report = await importCatalog(other.database, first, {
      settings: await readImportSettings(first),
      imagesDir: path.join(work, 'media'),
      mediaDir: path.join(work, 'other-media'),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.images).toEqual({ stored: 1, reused: 0 });
    expect(await categoryCount(other)).toBe(await categoryCount(shop));
    const second = await exportTo(other, 'second');
    expect(await readFile(second, 'utf8')).toBe(await readFile(first, 'utf8'));
    expect(await readFile(path.join(path.dirname(second), 'catalog-import.json'), 'utf8')).toBe(
      await readFile(path.join(path.dirname(first), 'catalog-import.json'), 'utf8'),
    );
  });
});
