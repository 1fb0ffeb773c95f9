import { stores } from '../stores/schema.ts';
import type { Database } from '../db/connection.ts';
import type { ImportIssue } from './import-model.ts';
import type { SourceItem } from './read-source-items.ts';
import type { ShopProduct } from './shop-products.ts';

/**
 * Source items whose store and product exist: the product in the file (and valid) or in the
 * shop. The others are errors naming their row.
 */
export async function checkSourceItems(
  db: Database,
  items: Iterable<SourceItem>,
  known: { inFile: ReadonlySet<string>; inShop: ReadonlyMap<string, ShopProduct> },
): Promise<{ items: SourceItem[]; errors: ImportIssue[] }> {
  const list = [...items];
  if (list.length === 0) return { items: [], errors: [] };
  const storeCodes = new Set(
    (await db.select({ code: stores.code }).from(stores)).map((s) => s.code),
  );
  const errors: ImportIssue[] = [];
  const valid = list.filter((item) => {
    const fail = (column: string, code: string, message: string) =>
      errors.push({ row: item.row, column, sku: item.sku, code, message });
    if (!storeCodes.has(item.storeCode)) {
      fail(
        'source_code',
        'UNKNOWN_STORE',
        `the shop has no store ${item.storeCode} (map source codes to stores in the settings: sources)`,
      );
      return false;
    }
    if (!known.inFile.has(item.sku) && !known.inShop.has(item.sku)) {
      fail('sku', 'UNKNOWN_SKU', `the shop has no product ${item.sku}`);
      return false;
    }
    return true;
  });
  return { items: valid, errors };
}
