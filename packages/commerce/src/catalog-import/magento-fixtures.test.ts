import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { importCatalog } from './import-catalog.ts';
import { importSettings } from './import-settings.ts';
import { eventually, useImportTestBed } from './import-test-bed.ts';

const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);

// Magento's own test files (fixtures/LICENSE.md) not covered by import-catalog.test.ts.
describe.each(databaseKinds)("Magento's qty and bundle test files on %s", (kind) => {
  // Two shops: both files name a product "simple 1", whose url keys would clash.
  const beds = [useImportTestBed(kind, 'magento_qty'), useImportTestBed(kind, 'magento_bundle')];
  let bed = beds[0]!;
  const importFixture = (name: string) =>
    importCatalog(bed.engine.database, fixture(name), {
      settings: importSettings({ storeViews: { fixturestore: 'nl' } }),
      mediaDir: path.join(path.dirname(fixture(name)), 'no-media'),
      dryRun: false,
    });
  const product = async (sku: string) => {
    const { data, errors } = await bed.engine.execute<any>(
      `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
        sku name stock_status price_range { minimum_price { final_price { value } } } } } }`,
      { sku },
    );
    expect(errors).toBeUndefined();
    return data.products.items[0] ?? null;
  };

  it('imports the qty file, written with Magento’s internal column names (_type, _store)', async () => {
    const report = await importFixture('products_to_import_with_qty.csv');
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 1, written: true });
    expect(await eventually(async () => (await product('simple1')) !== null)).toBe(true);
    expect(await product('simple1')).toMatchObject({
      name: 'simple 1',
      stock_status: 'OUT_OF_STOCK',
      price_range: { minimum_price: { final_price: { value: 25 } } },
    });
  });

  it('imports the file with a store view over the products of the qty file', async () => {
    const report = await importFixture('products_to_import_with_multiple_store.csv');
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 2, updated: 0, written: true });
    expect(await eventually(async () => (await product('simple3')) !== null)).toBe(true);
    expect(await product('simple2')).toMatchObject({
      name: 'simple 2',
      price_range: { minimum_price: { final_price: { value: 34 } } },
    });
  });

  it('imports the bundle file’s simple products and skips the bundle with a warning naming its row', async () => {
    bed = beds[1]!;
    const report = await importFixture('import_bundle.csv');
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 3, skipped: 1, written: true });
    expect(report.warnings).toEqual([
      expect.objectContaining({
        row: 5,
        sku: 'Bundle 1',
        code: 'BUNDLE_NOT_IMPORTED',
        message: expect.stringContaining('3 selections in 2 options'),
      }),
    ]);
    expect(await eventually(async () => (await product('Simple 3')) !== null)).toBe(true);
    expect(await product('Simple 3')).toMatchObject({
      name: 'Simple 3',
      stock_status: 'IN_STOCK',
      price_range: { minimum_price: { final_price: { value: 300 } } },
    });
    expect(await product('Bundle 1')).toBeNull();
    // The same file again changes nothing.
    expect(await importFixture('import_bundle.csv')).toMatchObject({ created: 0, updated: 0 });
  });
});
