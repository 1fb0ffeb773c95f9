import { and, asc, count, eq, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { products } from './schema.ts';

export interface LowStockProduct {
  id: number;
  sku: string;
  name: string;
  onlineQty: number;
}

/**
 * Simple products still sold (not out of the range) with at most `threshold` salable online
 * units, fewest first: what to reorder. `count` is all of them, `products` the first `limit`.
 */
export async function lowStock(
  db: Database,
  threshold: number,
  limit: number,
): Promise<{ count: number; products: LowStockProduct[] }> {
  const where = and(
    eq(products.typeId, 'simple'),
    notInArray(products.status, ['Uit assortiment', 'Uitlopend']),
    lte(products.onlineQty, threshold),
  );
  const [total] = await db.select({ value: count() }).from(products).where(where);
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      onlineQty: products.onlineQty,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.onlineQty), asc(products.sku))
    .limit(limit);
  return { count: total!.value, products: rows };
}
