import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ProductTranslations } from './localised-names.ts';
import { products, type ProductStatus, type ProductType } from './schema.ts';

/** Units of one stock: the ERP's (or staff's) last count, what orders hold, what can be sold. */
export interface StockFigures {
  /** Null until a count was set: the shop then keeps `salable` by its own deltas. */
  count: number | null;
  held: number;
  salable: number;
}

/** A product as the back office edits it, read from the database (not the engine's memory). */
export interface ProductAdminState {
  id: number;
  sku: string;
  typeId: ProductType;
  name: string;
  translations: ProductTranslations | null;
  ean: string | null;
  urlKey: string;
  urlSuffix: string;
  parentId: number | null;
  /** Listed in the shop (online); false: offline, kept for orders, reviews and wishlists. */
  visible: boolean;
  status: ProductStatus;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
  priceCents: number;
  specialPriceCents: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  labels: string[];
  online: StockFigures;
}

const columns = {
  id: products.id,
  sku: products.sku,
  typeId: products.typeId,
  name: products.name,
  translations: products.translations,
  ean: products.ean,
  urlKey: products.urlKey,
  urlSuffix: products.urlSuffix,
  parentId: products.parentId,
  visible: products.visible,
  status: products.status,
  stockStatus: products.stockStatus,
  priceCents: products.priceCents,
  specialPriceCents: products.specialPriceCents,
  specialFromDate: products.specialFromDate,
  specialToDate: products.specialToDate,
  labels: products.labels,
  count: products.sourceQty,
  held: products.heldQty,
  salable: products.onlineQty,
};

/**
 * The product with this sku (exactly as stored), or null. `forUpdate` locks its row in the
 * caller's transaction, so the state read is the one a change is checked against.
 */
export async function productAdminState(
  db: Database,
  sku: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProductAdminState | null> {
  const query = db.select(columns).from(products).where(eq(products.sku, sku));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const { count, held, salable, ...rest } = row;
  return { ...rest, labels: rest.labels ?? [], online: { count, held, salable } };
}

/** Whether the product is listed and which labels it wears; absent fields stay as they are. */
export interface ListingFields {
  visible?: boolean;
  labels?: string[];
}

/**
 * Sets a product's listing fields in the caller's transaction.
 * @returns whether anything changed (the same values again change nothing, `updated_at` included).
 */
export async function setListingFields(
  tx: Database,
  id: number,
  fields: ListingFields,
): Promise<boolean> {
  if (fields.visible === undefined && fields.labels === undefined) return false;
  const visible = fields.visible ?? null;
  const labels = fields.labels === undefined ? null : JSON.stringify(fields.labels);
  const changed = await tx
    .update(products)
    .set({
      visible: sql`coalesce(${visible}::boolean, ${products.visible})`,
      labels: sql`coalesce(${labels}::jsonb, ${products.labels})`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${products.id} = ${id} and (${products.visible} is distinct from coalesce(${visible}::boolean, ${products.visible})
        or ${products.labels} is distinct from coalesce(${labels}::jsonb, ${products.labels}))`,
    )
    .returning({ id: products.id });
  return changed.length > 0;
}
