import { sql } from 'drizzle-orm';
import { priceTiers } from '../catalog/schema.ts';
import { countChangedInChunks } from './in-chunks.ts';
import type { Transaction } from './write-attributes.ts';

const CHUNK = 1_000;

/**
 * Adds or updates tier prices by product and quantity, as Magento's add/update does; tiers the
 * file does not name stay. Equal prices are left alone. @returns the tiers that changed.
 */
export function writeTierPrices(
  tx: Transaction,
  lines: readonly { productId: number; quantity: number; priceCents: number }[],
): Promise<number> {
  return countChangedInChunks(lines, CHUNK, async (chunk) => {
    const rows = await tx
      .insert(priceTiers)
      .values(chunk)
      .onConflictDoUpdate({
        target: [priceTiers.productId, priceTiers.quantity],
        set: { priceCents: sql`excluded.price_cents` },
        setWhere: sql`${priceTiers.priceCents} is distinct from excluded.price_cents`,
      })
      .returning({ productId: priceTiers.productId });
    return rows.length;
  });
}
