import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { products } from './schema.ts';

/** Units of one product taken from (or given back to) the online stock. */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** The online stock of products, read from the database (the index only knows in/out of stock). */
export async function onlineQuantities(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, qty: products.onlineQty })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.qty]));
}

/** Adds up lines of the same product, sorted by product id (the order rows are locked in). */
export function mergeStockLines(lines: StockLine[]): StockLine[] {
  const byId = new Map<number, number>();
  for (const line of lines)
    byId.set(line.productId, (byId.get(line.productId) ?? 0) + line.quantity);
  return [...byId]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * Takes units off the online stock in the caller's transaction, each product with one
 * conditional update, so two buyers of the last unit cannot both get it; rows are locked in
 * product id order so concurrent orders never deadlock. The products' stock status turns
 * OUT_OF_STOCK at zero.
 * @returns the ids of products that had too few units (nothing was taken from those; the caller
 *   rolls the transaction back).
 */
export async function reserveStock(tx: Database, lines: StockLine[]): Promise<number[]> {
  const short: number[] = [];
  for (const line of mergeStockLines(lines)) {
    const taken = await tx
      .update(products)
      .set({
        onlineQty: sql`${products.onlineQty} - ${line.quantity}`,
        stockStatus: sql`case when ${products.onlineQty} - ${line.quantity} <= 0 then 'OUT_OF_STOCK' else ${products.stockStatus} end`,
        updatedAt: sql`now()`,
      })
      .where(sql`${products.id} = ${line.productId} and ${products.onlineQty} >= ${line.quantity}`)
      .returning({ id: products.id });
    if (taken.length === 0) short.push(line.productId);
  }
  return short;
}

/** Gives units back to the online stock (a cancelled or expired order); in stock again above 0. */
export async function releaseStock(tx: Database, lines: StockLine[]): Promise<void> {
  for (const line of mergeStockLines(lines)) {
    await tx
      .update(products)
      .set({
        onlineQty: sql`${products.onlineQty} + ${line.quantity}`,
        stockStatus: 'IN_STOCK',
        updatedAt: sql`now()`,
      })
      .where(sql`${products.id} = ${line.productId}`);
  }
}
