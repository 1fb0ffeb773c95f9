import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds, testMediaDir } from '../testing/test-databases.ts';
import { exportCatalog } from './export-catalog.ts';
import { importCatalog } from './import-catalog.ts';
import { readImportSettings } from './import-settings.ts';

describe.each(databaseKinds)('catalogue export on %s', (kind) => {
  let source: CommerceEngine;
  let target: CommerceEngine;
  const closers: (() => Promise<void>)[] = [];
  let work: string;

  beforeAll(async () => {
    const seeded = await createTestEngine(kind, 'export_from', { seedProducts: 30 });
    const empty = await createTestEngine(kind, 'export_into', { seedIfEmpty: false });
    [source, target] = [seeded.engine, empty.engine];
    closers.push(seeded.close, empty.close);
    work = await mkdtemp(path.join(tmpdir(), 'catalog-export-'));
    // Texts a spreadsheet would run as formulas, and a product with texts in other languages.
    await source.database.db.execute(sql`update products
      set name = '=HYPERLINK("http://x.test","klik")', short_description = '-20% korting',
        translations = '{"fr":{"name":"@Lave-linge","description":"<p>Français</p>"},"en":{"name":"Washer"}}'::jsonb
      where id = (select min(id) from products where parent_id is null and type_id = 'simple')`);
    // Written past the engine, so announced as staff's edits are: the index sorts by the new name.
    await source.publishCatalogChange({ all: true });
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await rm(work, { recursive: true, force: true });
  });

  it('round-trips the demo catalogue: export, import into an empty shop, export again', async () => {
    const first = path.join(work, 'first', 'products.csv');
    const second = path.join(work, 'second', 'products.csv');
    await mkdir(path.dirname(first));
    await mkdir(path.dirname(second));
    const exported = await exportCatalog(source.database, first);
    expect(exported.products).toBeGreaterThan(30);

    const text = await readFile(first, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x.test"",""klik"")"`);
    expect(text).toContain(`,"'-20% korting",`);
    expect(text).toMatch(/\n[^,\n]+,fr,Default,simple,,,"'@Lave-linge",/);

    const report = await importCatalog(target.database, first, {
      settings: await readImportSettings(first),
      imagesDir: testMediaDir,
      mediaDir: path.join(work, 'media'),
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.created).toBe(exported.products);

    await exportCatalog(target.database, second);
    // The same file, image paths included: each picture keeps its name in the new shop.
    expect(await readFile(second, 'utf8')).toBe(text);
    expect(await readFile(path.join(path.dirname(second), 'catalog-import.json'), 'utf8')).toBe(
      await readFile(path.join(path.dirname(first), 'catalog-import.json'), 'utf8'),
    );
  });

  it('shows the imported products through GraphQL as the source shop does', async () => {
    const rows = parse(await readFile(path.join(work, 'first', 'products.csv'), 'utf8'), {
      columns: true,
    }) as { sku: string }[];
    const skus = [...new Set(rows.map((row) => row.sku))];
    const query = `query($skus: [String!]) {
      products(filter: { sku: { in: $skus } }, pageSize: 100, sort: { name: ASC }) {
        total_count items { sku name url_key stock_status
          price_range { minimum_price { final_price { value } } }
          categories { name } media_gallery_entries { label media_type }
          ... on ConfigurableProduct { variants { product { sku } } } } } }`;
    let from = await source.execute<any>(query, { skus });
    expect(from.errors).toBeUndefined();
    for (let attempt = 0; attempt < 200 && !JSON.stringify(from).includes('HYPERLINK'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      from = await source.execute<any>(query, { skus });
    }
    expect(from.data.products.total_count).toBeGreaterThan(20);
    // The import announces its change; the engine reloads its catalogue index on hearing it.
    let into = await target.execute<any>(query, { skus });
    for (
      let attempt = 0;
      attempt < 200 && into.data?.products.total_count !== from.data.products.total_count;
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      into = await target.execute<any>(query, { skus });
    }
    // Variants come in the order the shop created them, categories in the tree's order; an
    // import in SKU order into an empty shop changes both orders.
    const bySku = (result: any) => {
      for (const item of result.data.products.items) {
        item.categories.sort((a: any, b: any) => a.name.localeCompare(b.name));
        // Magento's product CSV carries images only, not product videos.
        item.media_gallery_entries = item.media_gallery_entries.filter(
          (entry: any) => entry.media_type === 'image',
        );
        item.variants?.sort((a: any, b: any) => a.product.sku.localeCompare(b.product.sku));
      }
      return result;
    };
    expect(bySku(into)).toEqual(bySku(from));
    const translated = await target.execute<any>(query, { skus }, { 'x-locale': 'fr' });
    expect(JSON.stringify(translated.data)).toContain('@Lave-linge');
  });
});
