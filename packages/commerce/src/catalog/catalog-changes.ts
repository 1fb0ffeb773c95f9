import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { CatalogIndex } from './index/catalog-index.ts';
import type { IndexedProduct } from './index/types.ts';
import { loadChildIds, loadProductRecords, loadSearchTexts } from './catalog-loader.ts';
import type { CatalogMemory } from './catalog-memory.ts';
import type { CatalogReferenceData, ProductRecord } from './catalog-records.ts';
import { isListable } from './catalog-indexing.ts';
import { bundleItems } from './schema.ts';

/** The catalogue a change is applied to: the caller applies one change at a time. */
export interface LiveCatalog {
  db: Database;
  memory: CatalogMemory;
  index: CatalogIndex;
  reference: CatalogReferenceData;
  /** The record as the index sees it, priced today. */
  toIndexed(record: ProductRecord, description: string): IndexedProduct;
}

/** Reads these products again, with what depends on them, into memory and the index. */
export async function applyProductChanges(
  catalog: LiveCatalog,
  changed: readonly number[],
): Promise<void> {
  const { db, memory, index } = catalog;
  const ids = new Set(changed);
  if (ids.size === 0) return;
  // A changed child changes its parent's price range; a changed product changes the bundles it is in.
  for (const id of [...ids]) {
    const parentId = memory.records.get(id)?.parentId;
    if (parentId) ids.add(parentId);
  }
  const bundleRows = await db
    .select()
    .from(bundleItems)
    .where(inArray(bundleItems.productId, [...ids]));
  for (const row of bundleRows) ids.add(row.bundleId);
  for (const childId of await loadChildIds(db, [...ids])) ids.add(childId);

  const fresh = await loadProductRecords(db, catalog.reference.brands, [...ids]);
  const texts = await loadSearchTexts(db, [...ids]);
  await memory.loadBundles(db, [...ids]);
  const freshIds = new Set(fresh.map((record) => record.id));
  const removed = [...ids].filter((id) => !freshIds.has(id));
  for (const id of removed) memory.forget(id);
  for (const record of fresh) memory.remember(record);
  memory.linkChildren(fresh);
  index.removeProducts(removed.concat(fresh.filter((r) => !isListable(r)).map((r) => r.id)));
  index.upsertProducts(
    fresh.filter(isListable).map((record) => catalog.toIndexed(record, texts.get(record.id) ?? '')),
  );
}

/**
 * Re-reads prices and stock status of products and re-indexes them with the search text the
 * index already has: a batch of 10,000 takes one narrow query instead of the full load.
 */
export async function applyPricesAndStock(catalog: LiveCatalog, ids: number[]): Promise<void> {
  const { memory, index } = catalog;
  const result = await catalog.db.execute(sql`
      select id, price_cents, special_price_cents, special_to_date::text as special_to_date,
        special_from_date::text as special_from_date, stock_status
      from products where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  const { rows } = result as unknown as {
    rows: {
      id: number;
      price_cents: number;
      special_price_cents: number | null;
      special_to_date: string | null;
      special_from_date: string | null;
      stock_status: string;
    }[];
  };
  const changed = new Set<number>();
  const fresh: ProductRecord[] = [];
  for (const row of rows) {
    const record = memory.records.get(Number(row.id));
    if (!record) continue;
    const updated: ProductRecord = {
      ...record,
      priceCents: row.price_cents,
      specialPriceCents: row.special_price_cents,
      specialToDate: row.special_to_date,
      specialFromDate: row.special_from_date,
      inStock: row.stock_status === 'IN_STOCK',
    };
    memory.remember(updated);
    fresh.push(updated);
    changed.add(updated.id);
  }
  memory.linkChildren(fresh);
  // A child's price makes its parent's price range; a part's makes its bundles' prices.
  const affected = new Set(changed);
  for (const record of fresh) if (record.parentId) affected.add(record.parentId);
  for (const [bundleId, items] of memory.bundles) {
    if (items.some((item) => changed.has(item.productId))) affected.add(bundleId);
  }
  const listable = [...affected].flatMap((id) => {
    const record = memory.records.get(id);
    return record && isListable(record) ? [record] : [];
  });
  index.upsertProducts(
    listable.map((record) => catalog.toIndexed(record, index.descriptionOf(record.id) ?? '')),
  );
}
