import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { allJsonRows } from '../db/json-rows.ts';
import type { ProductType } from '../catalog/schema.ts';

/** What the checks need to know of a product the shop already has. */
export interface ShopProduct {
  id: number;
  sku: string;
  typeId: ProductType;
  urlKey: string;
  urlSuffix: string;
}

const CHUNK = 5_000;

/** The shop's products with these SKUs. */
export async function productsBySku(
  db: Database,
  skus: Iterable<string>,
): Promise<Map<string, ShopProduct>> {
  return lookUp(db, [...skus], sql`sku`);
}

/** The shop's products listed at these url keys (without suffix), by url key. */
export async function productsByUrlKey(
  db: Database,
  urlKeys: Iterable<string>,
): Promise<Map<string, ShopProduct>> {
  const found = await lookUp(db, [...urlKeys], sql`url_key`, sql` and url_suffix = ''`);
  return new Map([...found.values()].map((product) => [product.urlKey, product]));
}

async function lookUp(db: Database, keys: string[], column: SQL, extra: SQL = sql``) {
  const found = new Map<string, ShopProduct>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const chunk = keys.slice(start, start + CHUNK);
    const rows = await allJsonRows<[number, string, ProductType, string, string]>(db, {
      columns: sql`id, sku, type_id, url_key, url_suffix`,
      from: sql`(select id, sku, type_id, url_key, url_suffix from products
        where ${column} = any(${sql.param(chunk)}::text[])${extra}) as found`,
      orderBy: sql`id`,
    });
    for (const [id, sku, typeId, urlKey, urlSuffix] of rows)
      found.set(sku, { id, sku, typeId, urlKey, urlSuffix });
  }
  return found;
}
