import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { useImportTestBed } from './import-test-bed.ts';

/** The stock columns a row may have; `undefined` leaves the column out of the file. */
interface StockCells {
  qty?: string;
  is_in_stock?: string;
  manage_stock?: string;
  use_config_manage_stock?: string;
}

const STOCK_COLUMNS = ['qty', 'is_in_stock', 'manage_stock', 'use_config_manage_stock'] as const;

const qtyCell = fc.oneof(
  fc.constantFrom('', '0', '0.0000', '1', '-1', '-3.5', '0.4', '2.5', '100.0000'),
  fc.integer({ min: -5, max: 20 }).map(String),
);
const flagCell = fc.constantFrom('', '0', '1');
const stockCells: fc.Arbitrary<StockCells> = fc.record(
  {
    qty: qtyCell,
    is_in_stock: flagCell,
    manage_stock: flagCell,
    use_config_manage_stock: flagCell,
  },
  { requiredKeys: [] },
);

/** One product of a run: perhaps imported once before (so the shop has it), then imported. */
const product = fc.record({ before: fc.option(stockCells, { nil: undefined }), now: stockCells });

/** A file of products: the stock columns any of them fills, left empty for the others. */
function productFile(rows: { sku: string; cells: StockCells }[]): string {
  const columns = STOCK_COLUMNS.filter((column) => rows.some((row) => column in row.cells));
  const header = ['sku', 'product_type', 'name', 'price', 'url_key', ...columns].join(',');
  const lines = rows.map(({ sku, cells }) =>
    [sku, 'simple', `Product ${sku}`, '10', sku, ...columns.map((c) => cells[c] ?? '')].join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

describe.each(databaseKinds)('imported stock, catalogue and cart agree on %s', (kind) => {
  const bed = useImportTestBed(kind, 'import_stock_agreement', {
    seedIfEmpty: false,
    responseCache: false,
  });
  let run = 0;

  /** The catalogue's stock status of each SKU as the storefront's GraphQL shows it. */
  const shownStatus = async (skus: string[]) => {
    const { data, errors } = await bed.engine.execute<{
      products: { items: { sku: string; stock_status: string }[] };
    }>(
      `query($skus: [String!]) { products(filter: { sku: { in: $skus } }, pageSize: 50) {
        items { sku stock_status } } }`,
      { skus },
    );
    expect(errors).toBeUndefined();
    return new Map(data!.products.items.map((item) => [item.sku, item.stock_status]));
  };
  /** Whether one unit of the SKU goes into a new cart, and the reason when it does not. */
  const addToCart = async (sku: string) => {
    const created = await bed.engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const { data, errors } = await bed.engine.execute<{
      addProductsToCart: { user_errors: { code: string }[] };
    }>(
      `mutation($id: String!, $sku: String!) {
        addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) {
          user_errors { code } } }`,
      { id: created.data!.createGuestCart.cart.id, sku },
    );
    expect(errors).toBeUndefined();
    return data!.addProductsToCart.user_errors.map((error) => error.code);
  };

  it('shows in stock exactly the imported products a shopper can put in the cart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(product, { minLength: 1, maxLength: 5 }), async (products) => {
        run += 1;
        const rows = products.map((p, index) => ({ ...p, sku: `agree-${run}-${index}` }));
        const before = rows.filter((row) => row.before !== undefined);
        if (before.length > 0) {
          await bed.importFolder(
            {
              'before.csv': productFile(
                before.map((row) => ({ sku: row.sku, cells: row.before! })),
              ),
            },
            { skipErrors: true },
          );
        }
        const report = await bed.importFolder(
          { 'products.csv': productFile(rows.map((row) => ({ sku: row.sku, cells: row.now }))) },
          { skipErrors: true },
        );
        // A negative count is refused, never read as 0 (the ERP endpoint refuses it too).
        rows.forEach((row, index) => {
          const negative = /^-/.test(row.now.qty ?? '');
          const named = report.errors.some(
            (issue) => issue.row === index + 2 && issue.code === 'NEGATIVE_QUANTITY',
          );
          expect(named, `${row.sku} qty ${row.now.qty}`).toBe(negative);
        });
        await bed.engine.catalog.refresh({ all: true });

        const skus = rows.map((row) => row.sku);
        const shown = await shownStatus(skus);
        for (const sku of skus) {
          const problems = await addToCart(sku);
          const status = shown.get(sku);
          if (status === undefined) {
            expect(problems, `${sku} is not in the catalogue`).toEqual(['PRODUCT_NOT_FOUND']);
          } else if (status === 'IN_STOCK') {
            expect(problems, `${sku} is shown in stock`).toEqual([]);
          } else {
            expect(status).toBe('OUT_OF_STOCK');
            expect(problems, `${sku} is shown out of stock`).toEqual(['NOT_SALABLE']);
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it("puts a new product without qty out of stock (Magento's sample file); one in the shop keeps its stock", async () => {
    const text = await readFile(
      new URL('./fixtures/products_to_import.csv', import.meta.url),
      'utf8',
    );
    expect(text.split('\n')[0]).not.toMatch(/\bqty\b/);
    const report = await bed.importFolder({ 'products_to_import.csv': text });
    expect(report).toMatchObject({ errors: [], written: true });
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ sku: 'simple1', code: 'NO_STOCK_COUNT' }),
    );
    await bed.engine.catalog.refresh({ all: true });
    expect((await shownStatus(['simple1'])).get('simple1')).toBe('OUT_OF_STOCK');
    expect(await addToCart('simple1')).toEqual(['NOT_SALABLE']);

    // Counted once, the column's absence in a later file changes nothing.
    expect(
      await bed.importFolder({ 'qty.csv': 'sku,product_type,qty\nsimple1,simple,4\n' }),
    ).toMatchObject({ errors: [], updated: 1 });
    const again = await bed.importFolder({ 'products_to_import.csv': text });
    expect(again.warnings.filter((issue) => issue.code === 'NO_STOCK_COUNT')).toEqual([]);
    await bed.engine.catalog.refresh({ all: true });
    expect((await shownStatus(['simple1'])).get('simple1')).toBe('IN_STOCK');
    expect(await addToCart('simple1')).toEqual([]);
  });
});
