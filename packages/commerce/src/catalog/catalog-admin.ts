import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection.ts';
import { publishCatalogChange } from './catalog-sync.ts';
import { products, type ProductStatus } from './schema.ts';

/** The product fields a shop owner changes day to day. */
export interface ProductPatch {
  name?: string;
  priceCents?: number;
  specialPriceCents?: number | null;
  specialToDate?: string | null;
  status?: ProductStatus;
  stockStatus?: 'IN_STOCK' | 'OUT_OF_STOCK';
}

/**
 * Changes a product and tells every engine on the database, so listings everywhere show the
 * change. Prices must be whole cents, never negative.
 */
export async function updateProduct(
  handle: DatabaseHandle,
  id: number,
  patch: ProductPatch,
): Promise<boolean> {
  for (const key of ['priceCents', 'specialPriceCents'] as const) {
    const cents = patch[key];
    if (cents !== undefined && cents !== null && (!Number.isInteger(cents) || cents < 0)) {
      throw new RangeError(`${key} must be a whole, non-negative number of cents; got ${cents}`);
    }
  }
  const updated = await handle.db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (updated.length === 0) return false;
  await publishCatalogChange(handle, { productIds: [id] });
  return true;
}
