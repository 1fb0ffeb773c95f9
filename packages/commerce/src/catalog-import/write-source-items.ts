import { sql } from 'drizzle-orm';
import { storeStock } from '../stores/schema.ts';
import type { Transaction } from './write-attributes.ts';

export interface StoreStockLine {
  productId: number;
  storeCode: string;
  qty: number;
}

const CHUNK = 1_000;

/**
 * Sets the units of products in stores, in the caller's transaction: the one place the import
 * writes store stock. Lines equal to what the store has are left alone, so the same file twice
 * changes nothing. @returns the lines that changed.
 */
export async function writeStoreStock(
  tx: Transaction,
  lines: readonly StoreStockLine[],
): Promise<number> {
  let changed = 0;
  for (let start = 0; start < lines.length; start += CHUNK) {
    const rows = await tx
      .insert(storeStock)
      .values(lines.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [storeStock.productId, storeStock.storeCode],
        set: { qty: sql`excluded.qty` },
        setWhere: sql`${storeStock.qty} is distinct from excluded.qty`,
      })
      .returning({ productId: storeStock.productId });
    changed += rows.length;
  }
  return changed;
}
