import { readFile, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../catalog/schema.ts';
import { storeStock } from '../stores/schema.ts';
import {
  reserveMutation,
  setStoreQty,
  type ReservedAnswer,
} from '../testing/reservation-fixtures.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { exportCatalog } from './export-catalog.ts';
import { useImportTestBed } from './import-test-bed.ts';

describe.each(databaseKinds)('imported counts keep units held by sales on %s', (kind) => {
  const bed = useImportTestBed(kind, 'import_held_stock', { seedProducts: 30, orderSweepMs: 0 });

  it("takes a product file's qty as a count: units of a placed order stay held", async () => {
    const { engine } = bed;
    const product = await simpleProduct(engine, 0, { onlineQty: 3 });
    const cart = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 2 }]);
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cart });
    expect(placed.errors).toBeUndefined();
    const row = async () =>
      (
        await engine.database.db
          .select({
            online: products.onlineQty,
            source: products.sourceQty,
            held: products.heldQty,
            status: products.stockStatus,
          })
          .from(products)
          .where(eq(products.id, product.id))
      )[0]!;
    expect(await row()).toMatchObject({ online: 1, held: 2 });

    const file = { 'products.csv': `sku,product_type,qty\n${product.sku},simple,5\n` };
    expect(await bed.importFolder(file)).toMatchObject({ errors: [], updated: 1 });
    // 5 counted, 2 of them sold and not shipped: 3 can be sold, not 5.
    expect(await row()).toMatchObject({ online: 3, source: 5, held: 2, status: 'IN_STOCK' });
    expect(await bed.importFolder(file)).toMatchObject({ updated: 0, written: true });

    // An export imported back keeps the count: its qty is what there is, held units included.
    const exported = path.join(tmpdir(), `held-stock-${process.pid}-${Date.now()}.csv`);
    await exportCatalog(engine.database, exported, { settings: false });
    const text = await readFile(exported, 'utf8');
    await unlink(exported);
    const own = text
      .split('\n')
      .filter((line, index) => index === 0 || line.startsWith(product.sku + ','));
    // The product's row without store view, then those of its languages.
    expect(own.slice(1).filter((line) => line.startsWith(`${product.sku},,`))).toHaveLength(1);
    expect(await bed.importFolder({ 'products.csv': own.join('\n') })).toMatchObject({
      errors: [],
      written: true,
    });
    expect(await row()).toMatchObject({ online: 3, source: 5, held: 2 });

    // A count at or below the held units leaves nothing salable: out of stock.
    await bed.importFolder({ 'products.csv': `sku,product_type,qty\n${product.sku},simple,2\n` });
    expect(await row()).toMatchObject({ online: 0, source: 2, held: 2, status: 'OUT_OF_STOCK' });
  });

  it("takes a source items file's quantity as a store's count: reserved units stay held", async () => {
    const { engine } = bed;
    const product = await simpleProduct(engine, 3, { onlineQty: 1 });
    const store = engine.services.stores.list()[0]!.code;
    await setStoreQty(engine, product.id, store, 3);
    const reserved = await engine.execute<ReservedAnswer>(
      reserveMutation,
      { sku: product.sku, store, qty: 2 },
      { 'x-forwarded-for': '198.51.100.61' },
    );
    expect(reserved.errors).toBeUndefined();
    const row = async () =>
      (
        await engine.database.db
          .select({
            qty: storeStock.qty,
            sourceQty: storeStock.sourceQty,
            held: storeStock.heldQty,
          })
          .from(storeStock)
          .where(
            sql`${storeStock.productId} = ${product.id} and ${storeStock.storeCode} = ${store}`,
          )
      )[0]!;
    expect(await row()).toMatchObject({ qty: 1, held: 2 });

    const file = { 'stock.csv': `source_code,sku,status,quantity\n${store},${product.sku},1,4\n` };
    expect(await bed.importFolder(file)).toMatchObject({ errors: [], storeStock: 1 });
    expect(await row()).toMatchObject({ qty: 2, sourceQty: 4, held: 2 });
    expect(await bed.importFolder(file)).toMatchObject({ storeStock: 0, written: true });
  });
});
