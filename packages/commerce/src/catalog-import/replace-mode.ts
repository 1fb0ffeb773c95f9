import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { ProductDraft } from './import-model.ts';

/**
 * Magento's import behaviours: add/update leaves products the file does not name alone; replace
 * makes the file the whole catalogue. The shop takes the missing products offline instead of
 * deleting them (Magento deletes), so orders, reviews and wishlists keep their products.
 */
export type ImportBehavior = 'append' | 'replace';

export const IMPORT_BEHAVIORS: readonly ImportBehavior[] = ['append', 'replace'];

/** Magento calls add/update `append`; `add-update` and `update` are read as the same. */
export function importBehavior(text: string | null | undefined): ImportBehavior | undefined {
  const value = (text ?? 'append').trim().toLowerCase();
  if (value === 'append' || value === 'add-update' || value === 'update' || value === '')
    return 'append';
  if (value === 'replace') return 'replace';
  return undefined;
}

/**
 * In replace mode a product in the file is as the file says: one taken offline by an earlier
 * replace comes back online unless its row says otherwise.
 */
export function replacedDraft(draft: ProductDraft): ProductDraft {
  return { ...draft, online: draft.online ?? true, listed: draft.listed ?? true };
}

/**
 * Takes offline (not listed, no page) every listed product whose SKU the file does not name,
 * configurable children included by their parent. @returns how many were (or would be) taken
 * offline; already offline ones are left untouched, so the same file twice changes nothing.
 */
export async function takeMissingOffline(
  db: Database,
  skusInFile: ReadonlySet<string>,
  options: { dryRun: boolean },
): Promise<number> {
  const skus = JSON.stringify([...skusInFile]);
  const missing = sql`visible and sku not in (select jsonb_array_elements_text(${skus}::jsonb))`;
  if (options.dryRun) {
    const result = await db.execute(sql`select count(*)::int as n from products where ${missing}`);
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  const result = await db.execute(
    sql`update products set visible = false, updated_at = now() where ${missing} returning id`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}
