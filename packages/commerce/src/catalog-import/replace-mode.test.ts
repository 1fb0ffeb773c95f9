import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../catalog/schema.ts';
import { orderItems } from '../orders/schema.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { eventually, useImportTestBed } from './import-test-bed.ts';

const FILE = [
  'sku,product_type,name,price,url_key',
  'rp-a,simple,Replace A,10,replace-a',
  'rp-b,simple,Replace B,12,replace-b',
].join('\n');

describe.each(databaseKinds)('import in replace mode on %s', (kind) => {
  const bed = useImportTestBed(kind, 'import_replace', { seedProducts: 12, orderSweepMs: 0 });
  const route = async (url: string) => {
    const { data } = await bed.engine.execute<any>(
      'query($url: String!) { route(url: $url) { relative_url } }',
      { url },
    );
    return data?.route ?? null;
  };
  const visibleSkus = async () =>
    (
      await bed.engine.database.db
        .select({ sku: products.sku })
        .from(products)
        .where(eq(products.visible, true))
    )
      .map((row) => row.sku)
      .sort();

  it('takes listed products missing from the file offline, keeps them and their orders', async () => {
    const { engine } = bed;
    const sold = await simpleProduct(engine, 0, { onlineQty: 5 });
    const cart = await cartReadyToOrder(engine, [{ sku: sold.sku, quantity: 1 }]);
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cart });
    expect(placed.errors).toBeUndefined();
    const listedBefore = (await visibleSkus()).length;
    expect(listedBefore).toBeGreaterThan(2);

    // A dry run says how many would go and changes nothing.
    const dry = await bed.importFolder({ 'p.csv': FILE }, { behavior: 'replace', dryRun: true });
    expect(dry).toMatchObject({ errors: [], written: false, takenOffline: listedBefore });
    expect((await visibleSkus()).length).toBe(listedBefore);

    const report = await bed.importFolder({ 'p.csv': FILE }, { behavior: 'replace' });
    expect(report).toMatchObject({ errors: [], created: 2, written: true });
    expect(report.takenOffline).toBe(listedBefore);
    expect(await visibleSkus()).toEqual(['rp-a', 'rp-b']);
    // Offline, not deleted: the order still has its line and the product row.
    const [line] = await engine.database.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.sku, sold.sku));
    expect(line?.productId).toBe(sold.id);
    const kept = await engine.database.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [sold.id]));
    expect(kept).toHaveLength(1);
    expect(await eventually(async () => (await route(`/${sold.urlKey}`)) === null)).toBe(true);
    expect(await eventually(async () => (await route('/replace-a')) !== null)).toBe(true);

    // The same file again changes nothing.
    const again = await bed.importFolder({ 'p.csv': FILE }, { behavior: 'replace' });
    expect(again).toMatchObject({ created: 0, updated: 0, takenOffline: 0, written: true });
  });

  it('brings a product back online when a replace names it again; add/update takes nothing offline', async () => {
    const back = await bed.importFolder(
      { 'p.csv': `${FILE}\nrp-c,simple,Replace C,9,replace-c` },
      { behavior: 'replace' },
    );
    expect(back).toMatchObject({ created: 1, takenOffline: 0 });
    const offline = await bed.importFolder({ 'p.csv': FILE }, { behavior: 'replace' });
    expect(offline).toMatchObject({ takenOffline: 1 });
    expect(await visibleSkus()).toEqual(['rp-a', 'rp-b']);
    const returned = await bed.importFolder(
      { 'p.csv': 'sku,product_type,name\nrp-c,simple,Replace C' },
      { behavior: 'replace' },
    );
    expect(returned).toMatchObject({ updated: 1, takenOffline: 2 });
    expect(await visibleSkus()).toEqual(['rp-c']);
    const appended = await bed.importFolder({ 'p.csv': FILE });
    expect(appended).toMatchObject({ takenOffline: 0 });
    expect(await visibleSkus()).toEqual(['rp-c']);
  });
});
