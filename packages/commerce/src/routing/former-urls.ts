import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';

/** A product that moved from `formerPath` (url key and suffix, no leading slash) to another. */
export interface UrlMove {
  productId: number;
  formerPath: string;
}

/**
 * Records the former addresses of products whose url key changed, in the caller's transaction,
 * so they answer with a 301 to wherever the product is now (a later move again keeps every
 * earlier address pointing at the product, never a chain of redirects). An address taken over
 * by another product's move points at that product from then on.
 * @returns the addresses recorded or moved to another product.
 */
export async function recordFormerUrls(db: Database, moves: readonly UrlMove[]): Promise<number> {
  if (moves.length === 0) return 0;
  const json = JSON.stringify(
    moves.map((move) => ({ path: move.formerPath.toLowerCase(), id: move.productId })),
  );
  const result = await db.execute(sql`
    insert into product_url_rewrites (path, product_id)
    select m.path, m.id from jsonb_to_recordset(${json}::jsonb) as m(path text, id int)
    on conflict (path) do update set product_id = excluded.product_id, created_at = now()
    where product_url_rewrites.product_id <> excluded.product_id
    returning path`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** The product that was at one of these paths (lower case, no leading slash), if any. */
export async function formerUrlProduct(db: Database, paths: string[]): Promise<number | null> {
  const result = await db.execute(sql`
    select product_id from product_url_rewrites
    where path in (select jsonb_array_elements_text(${JSON.stringify(paths)}::jsonb))
    order by created_at desc limit 1`);
  const row = (result as unknown as { rows: { product_id: number }[] }).rows[0];
  return row ? Number(row.product_id) : null;
}
