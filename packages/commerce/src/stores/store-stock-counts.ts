import type { Database } from '../db/connection.ts';
import { sql } from 'drizzle-orm';

/** One ERP count of a product's units in a physical store. */
export interface StoreCount {
  productId: number;
  storeCode: string;
  quantity: number;
}

/**
 * Sets the ERP's counts as the stores' source quantities in the caller's transaction; salable
 * becomes the count less what held reservations keep, so a reservation made before or while
 * the count arrives keeps its units. A product the store never stocked gets its row.
 * @returns the rows (product and store) whose count or salable quantity changed.
 */
export async function applyStoreCounts(
  tx: Database,
  counts: StoreCount[],
): Promise<{ productId: number; storeCode: string }[]> {
  if (counts.length === 0) return [];
  const json = JSON.stringify(
    counts.map((count) => ({ id: count.productId, store: count.storeCode, qty: count.quantity })),
  );
  // Rows are taken in (product, store) order, so two batches over the same rows cannot deadlock.
  const result = await tx.execute(sql`
    insert into store_stock (product_id, store_code, qty, source_qty, held_qty)
    select c.id, c.store, c.qty, c.qty, 0
      from jsonb_to_recordset(${json}::jsonb) as c(id int, store text, qty int)
      order by c.id, c.store
    on conflict (product_id, store_code) do update set
      source_qty = excluded.source_qty,
      qty = greatest(excluded.source_qty - store_stock.held_qty, 0)
    where store_stock.source_qty is distinct from excluded.source_qty
      or store_stock.qty <> greatest(excluded.source_qty - store_stock.held_qty, 0)
    returning product_id, store_code`);
  const { rows } = result as unknown as { rows: { product_id: number; store_code: string }[] };
  return rows.map((row) => ({ productId: Number(row.product_id), storeCode: row.store_code }));
}
