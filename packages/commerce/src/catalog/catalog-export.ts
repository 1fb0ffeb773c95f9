import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { allJsonRows } from '../db/json-rows.ts';

/** Ids per query: a batch's descriptions are a few MB of text at most. */
const BATCH = 2_000;

interface DescriptionBatch {
  ids: number[];
  descriptions: Map<number, string>;
}

/**
 * Product descriptions (HTML; the long one, else the short one) for exports such as the product
 * feed, which need them for every product while memory keeps none: read `BATCH` ids at a time,
 * the next batch asked for while the caller works on this one (PostgreSQL answers meanwhile), so
 * at most two batches are held.
 */
export async function* productDescriptions(
  db: Database,
  ids: readonly number[],
): AsyncGenerator<DescriptionBatch> {
  const read = async (start: number): Promise<DescriptionBatch> => {
    const batch = ids.slice(start, start + BATCH);
    const rows = await allJsonRows<[id: number, short: string, long: string]>(db, {
      columns: sql`id, short_description, description`,
      from: sql`(select id, short_description, description from products
        where id = any(${sql.param(batch)}::int[])) as wanted`,
      orderBy: sql`id`,
    });
    return {
      ids: batch,
      descriptions: new Map(rows.map(([id, short, long]) => [id, long.trim() ? long : short])),
    };
  };
  let next: Promise<DescriptionBatch> | null = ids.length > 0 ? read(0) : null;
  try {
    for (let start = 0; next; start += BATCH) {
      const current = await next;
      next = start + BATCH < ids.length ? read(start + BATCH) : null;
      yield current;
    }
  } finally {
    // A reader that stopped early leaves one read running: its failure is nobody's to hear.
    next?.catch(() => {});
  }
}
