import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeStock, stores } from '../stores/schema.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useImportTestBed } from './import-test-bed.ts';

const store = (code: string) => ({
  code,
  name: `Winkel ${code}`,
  street: 'Straat 1',
  postcode: '1000 AA',
  city: 'Plaats',
  latitude: 52,
  longitude: 5,
  openingHours: [],
});

describe.each(databaseKinds)('MSI source items import on %s', (kind) => {
  const bed = useImportTestBed(kind, 'source_items', { seedIfEmpty: false }, (engine) =>
    engine.database.db
      .insert(stores)
      .values([store('ams'), store('utr')])
      .then(() => undefined),
  );
  const importFolder = bed.importFolder;
  const stockRows = () =>
    bed.engine.database.db
      .select({ storeCode: storeStock.storeCode, qty: storeStock.qty })
      .from(storeStock)
      .orderBy(asc(storeStock.storeCode), asc(storeStock.productId));

  it('sets store stock from a source items file beside the products, mapping source codes', async () => {
    const files = {
      'catalog-import.json': JSON.stringify({ sources: { src_amsterdam: 'ams' } }),
      'products.csv': 'sku,product_type,name,price\nsi-a,simple,A,10\nsi-b,simple,B,12\n',
      'source_items.csv':
        'source_code,sku,status,quantity\nsrc_amsterdam,si-a,1,5\nutr,si-a,1,3.0000\nutr,si-b,0,7\n',
    };
    const report = await importFolder(files);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 2, storeStock: 3, written: true });
    expect(await stockRows()).toEqual([
      { storeCode: 'ams', qty: 5 },
      { storeCode: 'utr', qty: 3 },
      // Status 0: out of stock at that source.
      { storeCode: 'utr', qty: 0 },
    ]);
    const again = await importFolder(files);
    expect(again).toMatchObject({ created: 0, updated: 0, storeStock: 0, written: true });

    // A source items file alone updates the stock of products the shop has.
    const alone = await importFolder({
      'stock.csv': 'source_code,sku,status,quantity\nams,si-a,1,9\n',
    });
    expect(alone).toMatchObject({ errors: [], storeStock: 1, written: true });
    expect((await stockRows())[0]).toEqual({ storeCode: 'ams', qty: 9 });
  });

  it('checks every line first and writes nothing when one is wrong', async () => {
    const report = await importFolder({
      'stock.csv': [
        'source_code,sku,status,quantity',
        'ams,si-a,1,1',
        'zwolle,si-a,1,2',
        'ams,nope,1,2',
        'utr,si-b,1,-4',
        'utr,si-b,yes please,4',
        'ams,si-a,1,3',
        'ams,si-b,1,99999999999',
      ].join('\n'),
    });
    expect(report.written).toBe(false);
    expect(report.errors.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 3, column: 'source_code', code: 'UNKNOWN_STORE' },
      { row: 4, column: 'sku', code: 'UNKNOWN_SKU' },
      { row: 5, column: 'quantity', code: 'BAD_QUANTITY' },
      { row: 6, column: 'status', code: 'BAD_VALUE' },
      { row: 7, column: 'sku', code: 'DUPLICATE_SOURCE_ITEM' },
      { row: 8, column: 'quantity', code: 'BAD_QUANTITY' },
    ]);
    expect((await stockRows())[0]).toEqual({ storeCode: 'ams', qty: 9 });
  });
});
