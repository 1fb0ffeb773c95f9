import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { allJsonRows } from '../db/json-rows.ts';

/** Ids per query: a batch's descriptions are a few MB of text at most. */
const BATCH = 2_000;

/**
 * Product descriptions (HTML; the long one, else the short one) for exports such as the product
 * feed, which need them for every product while memory keeps none: read `BATCH` ids at a time,
 * so an export streams out while the next batch is read and only one batch is held.
 */
export async function* productDescriptions(
  db: Database,
  ids: readonly number[],
): AsyncGenerator<{ ids: number[]; descriptions: Map<number, string> }> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const rows = await allJsonRows<[id: number, short: string, long: string]>(db, {
      columns: sql`id, short_description, description`,
      from: sql`(select id, short_description, description from products
        where id = any(${sql.param(batch)}::int[])) as wanted`,
      orderBy: sql`id`,
    });
    yield {
      ids: batch,
      descriptions: new Map(rows.map(([id, short, long]) => [id, long.trim() ? long : short])),
    };
  }
}
