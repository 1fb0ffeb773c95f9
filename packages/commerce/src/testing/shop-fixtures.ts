import { eq, sql } from 'drizzle-orm';
import type { CommerceEngine } from '../engine/create-engine.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { priceTiers, products } from '../catalog/schema.ts';

/** Products of the seeded demo shop, picked by shape, for purchase path tests. */
export function productsOfType(engine: CommerceEngine, type: ProductRecord['typeId']) {
  const found: ProductRecord[] = [];
  for (let id = 1; id < 100_000 && found.length < 200; id++) {
    const record = engine.catalog.product(id);
    if (record === undefined && id > engine.catalog.productCount * 4) break;
    if (record?.typeId === type) found.push(record);
  }
  return found;
}

export interface ProductSetting {
  priceCents?: number;
  specialPriceCents?: number | null;
  specialToDate?: string | null;
  priceInStoreCents?: number | null;
  onlineQty?: number;
  status?: ProductRecord['status'];
  tiers?: { quantity: number; priceCents: number }[];
}

/**
 * Gives a seeded product known price and stock facts (the seed draws them at random) and has the
 * engine read it again.
 */
export async function setProduct(
  engine: CommerceEngine,
  productId: number,
  setting: ProductSetting,
): Promise<ProductRecord> {
  const db = engine.database.db;
  const { tiers, onlineQty, ...columns } = setting;
  await db
    .update(products)
    .set({
      ...columns,
      ...(onlineQty === undefined
        ? {}
        : { onlineQty, stockStatus: onlineQty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK' }),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
  if (tiers) {
    await db.delete(priceTiers).where(eq(priceTiers.productId, productId));
    if (tiers.length > 0) {
      await db.insert(priceTiers).values(tiers.map((tier) => ({ productId, ...tier })));
    }
  }
  await engine.catalog.refresh({ productIds: [productId] });
  return engine.catalog.product(productId)!;
}

/** A plain simple product (no parent, not in a bundle's way) with the given facts. */
export async function simpleProduct(
  engine: CommerceEngine,
  index: number,
  setting: ProductSetting,
): Promise<ProductRecord> {
  const simple = productsOfType(engine, 'simple').filter((record) => record.parentId === null);
  const record = simple[index];
  if (!record) throw new Error(`The demo shop has fewer than ${index + 1} simple products.`);
  return setProduct(engine, record.id, {
    status: 'Actief',
    specialPriceCents: null,
    specialToDate: null,
    priceInStoreCents: null,
    tiers: [],
    ...setting,
  });
}

export async function onlineQty(engine: CommerceEngine, productId: number): Promise<number> {
  const [row] = await engine.database.db
    .select({ qty: products.onlineQty })
    .from(products)
    .where(eq(products.id, productId));
  return row!.qty;
}
