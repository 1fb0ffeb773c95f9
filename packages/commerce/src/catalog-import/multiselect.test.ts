import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { exportCatalog } from './export-catalog.ts';
import { eventually, useImportTestBed } from './import-test-bed.ts';

const files = {
  'catalog-import.json': JSON.stringify({ attributes: { aansluiting: { filterable: true } } }),
  'p.csv': [
    'sku,product_type,name,price,additional_attributes',
    'ms-a,simple,Vaatwasser A,499,"aansluiting=Warm water|Koud water|Hardwater,energy_class=B"',
    'ms-b,simple,Vaatwasser B,399,aansluiting=Koud water',
  ].join('\n'),
};

describe.each(databaseKinds)('multiselect attributes on %s', (kind) => {
  const bed = useImportTestBed(kind, 'import_multiselect');
  const skusWith = async (value: string) => {
    const { data, errors } = await bed.engine.execute<any>(
      `query($value: String!) { products(filter: { aansluiting: { eq: $value } }) {
        items { sku } aggregations { attribute_code options { value count } } } }`,
      { value },
    );
    if (errors) return null;
    return data.products;
  };

  it('keeps every value: stored, filterable on each, shown and exported as they came', async () => {
    expect(await bed.importFolder(files)).toMatchObject({ errors: [], created: 2 });
    expect(await eventually(async () => (await skusWith('hardwater'))?.items.length === 1)).toBe(
      true,
    );
    const hot = await skusWith('warm-water');
    expect(hot.items).toEqual([{ sku: 'ms-a' }]);
    const cold = await skusWith('koud-water');
    expect(cold.items.map((item: { sku: string }) => item.sku).sort()).toEqual(['ms-a', 'ms-b']);

    const { data } = await bed.engine.execute<any>(
      `{ products(filter: { sku: { eq: "ms-a" } }) { items {
        product_specifications { code value } } } }`,
    );
    expect(data.products.items[0].product_specifications).toContainEqual({
      code: 'aansluiting',
      value: 'Warm water, Koud water, Hardwater',
    });

    const file = path.join(tmpdir(), `multiselect-${process.pid}-${kind}.csv`);
    await exportCatalog(bed.engine.database, file, { settings: false });
    const text = await readFile(file, 'utf8');
    expect(text).toContain('aansluiting=Warm water|Koud water|Hardwater');
    // The export imported back keeps every value (its qty column makes the first pass a count).
    expect(await bed.importFolder({ ...files, 'p.csv': text })).toMatchObject({ errors: [] });
    expect((await skusWith('hardwater')).items).toEqual([{ sku: 'ms-a' }]);
    expect(await bed.importFolder({ ...files, 'p.csv': text })).toMatchObject({
      errors: [],
      created: 0,
      updated: 0,
    });
  });
});
