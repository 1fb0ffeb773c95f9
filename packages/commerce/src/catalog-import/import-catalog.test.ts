import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { importCatalog, type ImportOptions } from './import-catalog.ts';
import { eventually } from './import-test-bed.ts';
import { importSettings } from './import-settings.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => path.join(fixtures, name);
const settings = importSettings({
  storeViews: { fixturestore: 'nl', fixture_second_store: 'fr' },
  attributes: { test_configurable: { label: { nl: 'Testkeuze', fr: 'Choix de test' } } },
});
const csv = (text: string) => ({ name: 'upload.csv', stream: Readable.from([text]) });

describe.each(databaseKinds)('catalogue import on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  let work: string;
  let options: ImportOptions;

  const productBySku = async (sku: string, locale?: string) => {
    const { data, errors } = await engine.execute<any>(
      `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
        sku name url_key __typename
        price_range { minimum_price { final_price { value } } }
        categories { name url_path }
        media_gallery_entries { file label }
        related_products { sku } upsell_products { sku }
        ... on ConfigurableProduct { configurable_options { attribute_code label values { label } } variants { product { sku } } }
      } } }`,
      { sku },
      locale ? { 'x-locale': locale } : {},
    );
    expect(errors).toBeUndefined();
    return data.products.items[0];
  };
  const productCount = async () =>
    Number(
      ((await engine.database.db.execute(sql`select count(*)::int as n from products`)) as any)
        .rows?.[0]?.n ??
        ((await engine.database.db.execute(sql`select count(*)::int as n from products`)) as any)[0]
          ?.n,
    );

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'import', { seedIfEmpty: false }));
    work = await mkdtemp(path.join(tmpdir(), 'catalog-import-'));
    const images = path.join(work, 'images');
    await import('node:fs/promises').then((fs) => fs.mkdir(images));
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toFile(path.join(images, 'magento_image.jpg'));
    options = { settings, imagesDir: images, mediaDir: path.join(work, 'media') };
  });
  afterAll(async () => {
    await close();
    await rm(work, { recursive: true, force: true });
  });

  it("imports Magento's simple products, shown through GraphQL with their category", async () => {
    const report = await importCatalog(engine.database, fixture('products_to_import.csv'), options);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 3, updated: 0, written: true });
    expect(await eventually(async () => (await productBySku('simple2'))?.name === 'simple 2')).toBe(
      true,
    );
    const product = await productBySku('simple2');
    expect(product.price_range.minimum_price.final_price.value).toBe(34);
    expect(product.url_key).toBe('simple-2');
    expect(product.categories.map((category: any) => category.name)).toEqual(['Category 1']);
    const { data } = await engine.execute<any>(
      `{ products(search: "simple", pageSize: 10) { total_count } }`,
    );
    expect(data.products.total_count).toBe(3);
  });

  it('imports the same file again without duplicates or changes', async () => {
    const before = await productCount();
    const report = await importCatalog(engine.database, fixture('products_to_import.csv'), options);
    expect(report).toMatchObject({ created: 0, updated: 0, written: true, errors: [] });
    expect(await productCount()).toBe(before);
  });

  it('lets a store view row override only the columns it fills', async () => {
    const report = await importCatalog(
      engine.database,
      csv(
        'sku,store_view_code,product_type,name,price\n' +
          'simple1,,simple,,26.50\n' +
          'simple1,fixture_second_store,simple,Simple un,\n' +
          'simple3,fixturestore,simple,Simpel drie,\n',
      ),
      options,
    );
    expect(report.errors).toEqual([]);
    expect(
      await eventually(async () => (await productBySku('simple3'))?.name === 'Simpel drie'),
    ).toBe(true);
    const simple1 = await productBySku('simple1');
    expect(simple1.name).toBe('simple 1');
    expect(simple1.price_range.minimum_price.final_price.value).toBe(26.5);
    expect((await productBySku('simple1', 'fr')).name).toBe('Simple un');
    expect((await productBySku('simple3')).price_range.minimum_price.final_price.value).toBe(58);
  });

  it('imports a configurable with its variations, option labels per store view', async () => {
    const report = await importCatalog(
      engine.database,
      fixture('import_configurable_for_multiple_store_views.csv'),
      options,
    );
    expect(report.errors).toEqual([]);
    expect(report.created).toBe(3);
    expect(await eventually(async () => (await productBySku('Configurable 1')) !== undefined)).toBe(
      true,
    );
    const product = await productBySku('Configurable 1');
    expect(product.__typename).toBe('ConfigurableProduct');
    expect(product.configurable_options).toEqual([
      {
        attribute_code: 'test_configurable',
        label: 'test_configurable_custom_label',
        values: [{ label: 'Option 1' }, { label: 'Option 2' }],
      },
    ]);
    expect(product.variants.map((variant: any) => variant.product.sku).sort()).toEqual([
      'Configurable 1-Option 1',
      'Configurable 1-Option 2',
    ]);
    expect((await productBySku('Configurable 1', 'fr')).name).toBe('Configurable 1 Second Store');
    const { data } = await engine.execute<any>(
      `{ products(filter: { url_key: { eq: "configurable-1" } }) { items { sku } } }`,
    );
    expect(data.products.items).toEqual([{ sku: 'Configurable 1' }]);
    // Children are reached through their parent, not listed on their own.
    const listed = await engine.execute<any>(
      `{ products(search: "Configurable", pageSize: 10) { items { sku } } }`,
    );
    expect(listed.data.products.items).toEqual([{ sku: 'Configurable 1' }]);
  });

  it('imports related and up-sell links, cross-sells as related', async () => {
    const report = await importCatalog(
      engine.database,
      fixture('products_to_import_with_product_links.csv'),
      options,
    );
    expect(report.errors).toEqual([]);
    expect(await eventually(async () => (await productBySku('simple4')) !== undefined)).toBe(true);
    const product = await productBySku('simple4');
    expect(product.related_products.map((linked: any) => linked.sku).sort()).toEqual([
      'simple1',
      'simple2',
      'simple3',
    ]);
    expect(product.upsell_products.map((linked: any) => linked.sku).sort()).toEqual([
      'simple1',
      'simple3',
    ]);
  });

  it('stores images from the images folder; a missing one is a row warning', async () => {
    const report = await importCatalog(engine.database, fixture('import_media.csv'), options);
    expect(report.errors).toEqual([]);
    expect(report.images.stored).toBe(1);
    expect(await eventually(async () => (await productBySku('simple_new')) !== undefined)).toBe(
      true,
    );
    const product = await productBySku('simple_new');
    expect(product.media_gallery_entries).toHaveLength(1);
    expect(product.media_gallery_entries[0].file).toMatch(
      /catalog\/product\/import\/[0-9a-f]{24}\.webp$/,
    );

    const missing = await importCatalog(
      engine.database,
      csv('sku,product_type,name,price,base_image\nsimple_new,simple,New Product,10,nowhere.jpg\n'),
      options,
    );
    expect(missing.written).toBe(true);
    expect(missing.warnings).toContainEqual(
      expect.objectContaining({ row: 2, column: 'base_image', code: 'MISSING_IMAGE' }),
    );
    expect((await productBySku('simple_new')).media_gallery_entries).toHaveLength(1);
  });

  it('writes nothing when any row has an error, and names row and column of each', async () => {
    const before = await productCount();
    const report = await importCatalog(
      engine.database,
      csv(
        'sku,product_type,name,price,url_key,configurable_variations,frobnicate\n' +
          'new-a,simple,New A,12.50,new-a,,x\n' +
          'new-b,simple,New B,twelve,new-b,,\n' +
          'new-c,bundle,New C,10,new-c,,\n' +
          'new-d,simple,New D,10,new-a,,\n' +
          'new-e,configurable,New E,,new-e,"sku=nowhere,color=red",\n' +
          'new-f,configurable,New F,,new-f,"sku=new-a,color=red|sku=new-g,size=l",\n' +
          'new-g,simple,New G,10,new-g,,\n' +
          'new-h,sofa,New H,10,new-h,,\n',
      ),
      options,
    );
    expect(report.written).toBe(false);
    const found = report.errors.map(({ row, column, code }) => ({ row, column, code }));
    expect(found).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'price', code: 'BAD_PRICE' },
        { row: 5, column: 'url_key', code: 'DUPLICATE_URL_KEY' },
        { row: 6, column: 'configurable_variations', code: 'UNKNOWN_SKU' },
        { row: 7, column: 'configurable_variations', code: 'VARIATION_ATTRIBUTES' },
        { row: 9, column: 'product_type', code: 'UNKNOWN_TYPE' },
      ]),
    );
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ row: 1, column: 'frobnicate', code: 'UNKNOWN_COLUMN' }),
    );
    // A bundle is skipped with a warning (ADR 0029), not an error of the file.
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ row: 4, column: 'product_type', code: 'BUNDLE_NOT_IMPORTED' }),
    );
    expect(await productCount()).toBe(before);
  });

  it('writes the valid rows with --skip-errors and lists the others', async () => {
    const report = await importCatalog(
      engine.database,
      csv(
        'sku,product_type,name,price\n' +
          'skip-a,simple,Skip A,12.50\n' +
          'skip-b,simple,Skip B,1.2.3\n' +
          'skip-c,grouped,Skip C,3\n',
      ),
      { ...options, skipErrors: true },
    );
    expect(report.written).toBe(true);
    expect(report.created).toBe(1);
    expect(report.skipped).toBe(2);
    expect(report.errors.map((error) => error.row)).toEqual([3, 4]);
    expect(await eventually(async () => (await productBySku('skip-a')) !== undefined)).toBe(true);
    expect(await productBySku('skip-b')).toBeUndefined();
  });

  it('refuses a malformed CSV as a whole and keeps formula-looking cells as text', async () => {
    const before = await productCount();
    const broken = await importCatalog(
      engine.database,
      csv('sku,product_type,name,price\nbroken-a,simple,"Broken A,10\nbroken-b,simple,B,1\n'),
      options,
    );
    expect(broken.written).toBe(false);
    expect(broken.errors[0]).toMatchObject({ code: 'CSV_SYNTAX' });
    const wide = await importCatalog(
      engine.database,
      csv(`${Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',')}\n`),
      options,
    );
    expect(wide.errors[0]).toMatchObject({ row: 1, code: 'CSV_SYNTAX' });
    const latin1 = await importCatalog(
      engine.database,
      {
        name: 'latin1.csv',
        stream: Readable.from([
          Buffer.from('sku,product_type,name,price\ncaf\xe9,simple,Caf\xe9,1\n', 'latin1'),
        ]),
      },
      options,
    );
    expect(latin1.errors[0]).toMatchObject({ code: 'CSV_SYNTAX' });
    expect(latin1.errors[0]!.message).toMatch(/UTF-8/);
    expect(await productCount()).toBe(before);

    const formula = "=cmd|' /C calc'!A0";
    const report = await importCatalog(
      engine.database,
      csv(`\uFEFFsku,product_type,name,price\nformula,simple,"${formula}",1\n`),
      options,
    );
    expect(report.errors).toEqual([]);
    expect(await eventually(async () => (await productBySku('formula'))?.name === formula)).toBe(
      true,
    );
  });

  it('checks without writing on a dry run', async () => {
    const before = await productCount();
    const report = await importCatalog(
      engine.database,
      csv('sku,product_type,name,price\ndry,simple,Dry,1\n'),
      { ...options, dryRun: true },
    );
    expect(report).toMatchObject({ written: false, dryRun: true, errors: [] });
    expect(await productCount()).toBe(before);
  });
});

it('reads the settings file beside the CSV', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'catalog-settings-'));
  try {
    await writeFile(
      path.join(folder, 'catalog-import.json'),
      JSON.stringify({ storeViews: { be_fr: 'fr' }, attributes: { brand: { filterable: true } } }),
    );
    const { readImportSettings } = await import('./import-settings.ts');
    const read = await readImportSettings(path.join(folder, 'products.csv'));
    expect(read.storeViews.get('be_fr')).toBe('fr');
    expect(read.storeViews.get('default')).toBe('nl');
    expect(read.attributes.get('brand')).toEqual({ filterable: true });
    await writeFile(path.join(folder, 'catalog-import.json'), '{"storeView": {}}');
    await expect(readImportSettings(path.join(folder, 'products.csv'))).rejects.toThrow(
      /storeView/,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
