import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../catalog/schema.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { useImportTestBed } from './import-test-bed.ts';

/**
 * ADR 0029's addendum: the import locks the rows of the products it updates until it commits, so
 * a checkout of such a product waits for the whole import, and then sells from the imported
 * count. PostgreSQL only: PGlite runs one transaction at a time, so there every request waits for
 * an import's transaction anyway.
 */
/** IMPORT_WAIT_PRODUCTS measures the wait with a bigger file. */
const newProducts = Number(process.env.IMPORT_WAIT_PRODUCTS ?? 3000);

describe('a checkout of a product an import is writing, on postgres', () => {
  const bed = useImportTestBed('postgres', 'import_checkout_wait', {
    seedProducts: 30,
    orderSweepMs: 0,
  });

  it('waits until the import commits, then sells from the imported count', async () => {
    const { engine } = bed;
    const product = await simpleProduct(engine, 0, { onlineQty: 3 });
    const cart = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 2 }]);
    // The product first (its row is locked early), then enough new products to keep the
    // transaction open for a while.
    const rows = [`${product.sku},simple,Gewogen ${product.id},499,9`];
    for (let n = 0; n < newProducts; n++)
      rows.push(`WAIT-${n},simple,Wachtproduct ${n},${100 + n},5`);
    const started = performance.now();
    const importing = bed
      .importFolder({ 'products.csv': `sku,product_type,name,price,qty\n${rows.join('\n')}\n` })
      .then((report) => ({ report, endedAt: performance.now() }));

    // The import holds the product's row once a lock on it cannot be had without waiting.
    const locked = async () => {
      try {
        await engine.database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from products where id = ${product.id} for update nowait`);
        });
        return false;
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code === '55P03') return true;
        if ((error as { code?: string }).code === '55P03') return true;
        throw error;
      }
    };
    let settled = false;
    void importing.finally(() => (settled = true));
    while (!settled && !(await locked())) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);

    const orderStarted = performance.now();
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cart });
    const orderEnded = performance.now();
    // Once the checkout is through, the import's last product is there: it waited for the commit.
    const last = await engine.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, `WAIT-${newProducts - 1}`));
    expect(last).toHaveLength(1);
    const { report, endedAt } = await importing;
    expect(report).toMatchObject({ errors: [], written: true, updated: 1, created: newProducts });
    expect(placed.errors).toBeUndefined();
    console.info(
      `import ${Math.round(endedAt - started)} ms; checkout started ${Math.round(orderStarted - started)} ms in, ` +
        `waited ${Math.round(orderEnded - orderStarted)} ms`,
    );
    // It sold from the imported count: 9 counted, 2 sold.
    const [row] = await engine.database.db
      .select({ online: products.onlineQty, source: products.sourceQty, held: products.heldQty })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row).toMatchObject({ online: 7, source: 9, held: 2 });
  });
});
