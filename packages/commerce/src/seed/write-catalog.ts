import { getTableColumns, getTableName, inArray, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/connection.ts';
import * as schema from '../db/schema.ts';
import { CMS_PAGES } from './data/cms-pages.ts';
import type { CatalogData } from './generate/types.ts';

type RowTable = Exclude<keyof CatalogData, 'images' | 'cmsPages'>;

/** Insert order; there are no foreign keys, but parents first reads better in a failed log. */
const TABLES: readonly (readonly [RowTable, PgTable])[] = [
  ['brands', schema.brands],
  ['categories', schema.categories],
  ['attributes', schema.attributes],
  ['attributeOptions', schema.attributeOptions],
  ['cashBackActions', schema.cashBackActions],
  ['productLabelDefinitions', schema.productLabelDefinitions],
  ['products', schema.products],
  ['productCategories', schema.productCategories],
  ['productMedia', schema.productMedia],
  ['productLinks', schema.productLinks],
  ['priceTiers', schema.priceTiers],
  ['configurableOptions', schema.configurableOptions],
  ['bundleItems', schema.bundleItems],
  ['stores', schema.stores],
  ['storeStock', schema.storeStock],
  ['deals', schema.deals],
];

/** Tables whose serial ids the seed sets itself; their sequences continue after the seed. */
const SERIAL_TABLES = [
  'brands',
  'categories',
  'cash_back_actions',
  'products',
  'product_media',
  'deals',
];

const CHUNK_ROWS = 1000;

/**
 * Writes the catalogue in one transaction: all or nothing. Each chunk of rows travels as one
 * JSON parameter expanded by `json_populate_recordset`, which stays far from PostgreSQL's
 * 65535-parameter limit and is about three times faster than a multi-row VALUES insert on
 * PGlite (most of that cost is building the statement).
 */
export async function writeCatalog(
  db: Database,
  data: CatalogData,
  log?: (message: string) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, table] of TABLES) {
      const rows = data[key] as Record<string, unknown>[];
      const started = Date.now();
      const name = sql.identifier(getTableName(table));
      const toRecord = recordMapper(table);
      for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
        const json = JSON.stringify(rows.slice(start, start + CHUNK_ROWS).map(toRecord));
        await tx.execute(
          sql`insert into ${name} select * from json_populate_recordset(null::${name}, ${json}::json)`,
        );
      }
      if (rows.length > 10_000) {
        log?.(`seed: wrote ${rows.length} ${key} in ${Date.now() - started} ms`);
      }
    }
    for (const page of data.cmsPages) {
      await tx
        .insert(schema.cmsPages)
        .values(page)
        .onConflictDoUpdate({ target: schema.cmsPages.identifier, set: { ...page } });
    }
    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
        ),
      );
    }
  });
}

/**
 * Maps a generated row (property names) to a database record (column names). A missing value
 * takes the column's plain default; a column whose default is SQL (serial, now()) must be
 * given, because `json_populate_recordset` would insert null.
 */
function recordMapper(table: PgTable): (row: Record<string, unknown>) => Record<string, unknown> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const fallback =
      column.default === undefined || is(column.default, SQL) ? undefined : column.default;
    return { key, name: column.name, fallback, required: column.notNull && fallback === undefined };
  });
  return (row) => {
    const record: Record<string, unknown> = {};
    for (const column of columns) {
      const value = row[column.key] ?? column.fallback ?? null;
      if (value === null && column.required) {
        throw new Error(`seed row for ${getTableName(table)} lacks ${column.key}`);
      }
      record[column.name] = value;
    }
    return record;
  };
}

/** The tables the seed owns and fills completely (CMS pages are shared with the content module). */
const OWNED_TABLES = [
  'brands',
  'categories',
  'attributes',
  'attribute_options',
  'cash_back_actions',
  'product_label_definitions',
  'products',
  'product_categories',
  'product_media',
  'product_links',
  'price_tiers',
  'configurable_options',
  'bundle_items',
  'stores',
  'store_stock',
  'deals',
];

/** Empties the seed's tables and restarts their ids; other CMS pages and layout data stay. */
export async function resetCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate table ${OWNED_TABLES.join(', ')} restart identity`));
    const identifiers = CMS_PAGES.map((page) => page.identifier);
    await tx.delete(schema.cmsPages).where(inArray(schema.cmsPages.identifier, identifiers));
  });
}

export async function isCatalogEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return rows.length === 0;
}
