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

/** What a stock change did: products short of units, and products whose stock status flipped. */
export interface StockChange {
  short: number[];
  /** In or out of stock now where they were not before: the catalogue index must hear of these. */
  flipped: number[];
}

/**
 * Takes units off the online stock in the caller's transaction and holds them for the order
 * until it ships (an ERP count does not give them back meanwhile), each product with one
 * conditional update, so two buyers of the last unit cannot both get it; rows are locked in
 * product id order so concurrent orders never deadlock. The products' stock status turns
 * OUT_OF_STOCK at zero.
 * @returns the products that had too few units (nothing was taken from those; the caller rolls
 *   the transaction back) and those now out of stock.
 */
export async function reserveStock(tx: Database, lines: StockLine[]): Promise<StockChange> {
  const short: number[] = [];
  const flipped: number[] = [];
  for (const line of mergeStockLines(lines)) {
    const taken = await tx
      .update(products)
      .set({
        onlineQty: sql`${products.onlineQty} - ${line.quantity}`,
        heldQty: sql`${products.heldQty} + ${line.quantity}`,
        stockStatus: sql`case when ${products.onlineQty} - ${line.quantity} <= 0 then 'OUT_OF_STOCK' else ${products.stockStatus} end`,
        updatedAt: sql`now()`,
      })
      .where(sql`${products.id} = ${line.productId} and ${products.onlineQty} >= ${line.quantity}`)
      .returning({ id: products.id, left: products.onlineQty });
    if (taken.length === 0) short.push(line.productId);
    else if (taken[0]!.left <= 0) flipped.push(line.productId);
  }
  return { short, flipped };
}

/** Held units after `quantity` of them are no longer held (never below zero). */
const heldWithout = (quantity: number) => sql`greatest(${products.heldQty} - ${quantity}, 0)`;

/**
 * Gives units back to the online stock (a cancelled or expired order); in stock again above 0.
 * Once the ERP counts a product, salable is its count less what is still held, so an ERP count
 * below the held units does not let a release conjure units the ERP no longer has.
 */
export async function releaseStock(tx: Database, lines: StockLine[]): Promise<StockChange> {
  const flipped: number[] = [];
  for (const line of mergeStockLines(lines)) {
    const salable = sql`case when ${products.sourceQty} is null then ${products.onlineQty} + ${line.quantity}
      else greatest(${products.sourceQty} - ${heldWithout(line.quantity)}, 0) end`;
    const [row] = await tx
      .update(products)
      .set({
        onlineQty: salable,
        heldQty: heldWithout(line.quantity),
        stockStatus: sql`case when ${salable} > 0 then 'IN_STOCK' else ${products.stockStatus} end`,
        updatedAt: sql`now()`,
      })
      .where(sql`${products.id} = ${line.productId}`)
      .returning({ now: products.onlineQty });
    if (row && row.now > 0 && row.now <= line.quantity) flipped.push(line.productId);
  }
  return { short: [], flipped };
}

/**
 * A shipped order's units have left the warehouse: they stop being held and leave the ERP's
 * last count as well (as Magento MSI deducts the source at shipment), so salable stays what it
 * was until the ERP's next count, which no longer has them.
 */
export async function settleShippedStock(tx: Database, lines: StockLine[]): Promise<void> {
  for (const line of mergeStockLines(lines)) {
    await tx
      .update(products)
      .set({
        heldQty: heldWithout(line.quantity),
        sourceQty: sql`${products.sourceQty} - ${line.quantity}`,
      })
      .where(sql`${products.id} = ${line.productId}`);
  }
}

/**
 * Returned units that can be sold again come back on the shelf: they were settled out of the
 * stock when their order shipped, so they go back into the online count and, once the ERP
 * counts the product, into its last count too (salable = count less held, as everywhere).
 * Nothing held changes: other orders' units stay held.
 */
export async function restockReturned(tx: Database, lines: StockLine[]): Promise<StockChange> {
  const flipped: number[] = [];
  for (const line of mergeStockLines(lines)) {
    const salable = sql`case when ${products.sourceQty} is null then ${products.onlineQty} + ${line.quantity}
      else greatest(${products.sourceQty} + ${line.quantity} - ${products.heldQty}, 0) end`;
    const [row] = await tx
      .update(products)
      .set({
        onlineQty: salable,
        sourceQty: sql`${products.sourceQty} + ${line.quantity}`,
        stockStatus: sql`case when ${salable} > 0 then 'IN_STOCK' else ${products.stockStatus} end`,
        updatedAt: sql`now()`,
      })
      .where(sql`${products.id} = ${line.productId}`)
      .returning({ now: products.onlineQty });
    if (row && row.now > 0 && row.now <= line.quantity) flipped.push(line.productId);
  }
  return { short: [], flipped };
}

/** What a count leaves salable once the units unshipped orders hold are kept apart (ADR 0024). */
export function salableOf(count: number, held: number): number {
  return Math.max(count - held, 0);
}

/** One ERP count of a product's online units. */
export interface SourceCount {
  productId: number;
  quantity: number;
}

/**
 * Sets the ERP's counts as the products' source quantities in the caller's transaction; salable
 * becomes the count less the units held by unshipped orders, so an order placed before or while
 * the count arrives keeps its units. Rows are locked in product id order, as orders lock them.
 * @returns the products whose salable quantity or stock status changed (the rest already had
 *   this count).
 */
export async function applySourceCounts(
  tx: Database,
  counts: SourceCount[],
): Promise<{ changed: number[]; unchanged: number[] }> {
  if (counts.length === 0) return { changed: [], unchanged: [] };
  const json = JSON.stringify(
    counts.map((count) => ({ id: count.productId, qty: count.quantity })),
  );
  await tx.execute(
    sql`select id from products where id in (select id from jsonb_to_recordset(${json}::jsonb) as c(id int)) order by id for update`,
  );
  const salable = sql`greatest(c.qty - products.held_qty, 0)`;
  const result = await tx.execute(sql`
    update products set
      source_qty = c.qty,
      online_qty = ${salable},
      stock_status = case when ${salable} > 0 then 'IN_STOCK' else 'OUT_OF_STOCK' end,
      updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as c(id int, qty int)
    where products.id = c.id
      and (products.source_qty is distinct from c.qty or products.online_qty <> ${salable}
        or products.stock_status <> case when ${salable} > 0 then 'IN_STOCK' else 'OUT_OF_STOCK' end)
    returning products.id`);
  const { rows } = result as unknown as { rows: { id: number }[] };
  const changed = new Set(rows.map((row) => Number(row.id)));
  return {
    changed: [...changed],
    unchanged: counts.map((count) => count.productId).filter((id) => !changed.has(id)),
  };
}
