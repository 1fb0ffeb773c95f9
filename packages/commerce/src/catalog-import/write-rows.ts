import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from './write-attributes.ts';

/** A table of rows that belong to a product, by its `product_id`, and the columns written. */
export interface ProductRowsTable {
  table: string;
  /** Column → PostgreSQL type, as `json_to_recordset` reads them. */
  columns: Record<string, 'int' | 'text' | 'jsonb'>;
}

/** Rows a statement carries: one JSON parameter however many, well under a statement's size. */
const ROWS_PER_STATEMENT = 10_000;

/**
 * Replaces the rows of these products in `table` (those matching `where` too): one delete for
 * all of them and an insert per 10,000 rows, each rows list travelling as a single JSON
 * parameter. A row per statement would make an import of 100,000 products several hundred
 * thousand round trips; bound parameters would cap a statement at 65,535 values.
 */
export async function replaceProductRows(
  tx: Transaction,
  { table, columns }: ProductRowsTable,
  productIds: readonly number[],
  rows: readonly Record<string, string | number | object | null>[],
  where: SQL = sql``,
): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(
    sql`delete from ${sql.identifier(table)} where product_id = any(${sql.param([...productIds])}::int[])${where}`,
  );
  const names = Object.keys(columns);
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const shape = sql.raw(names.map((name) => `"${name}" ${columns[name]}`).join(', '));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT));
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_to_recordset(${json}::json) as rows(${shape})`,
    );
  }
}

/**
 * `insert into <table> (…) select … from json_to_recordset($rows)` followed by `rest` (an
 * `on conflict` clause, `returning`): many rows as one JSON parameter, their columns typed as the
 * table declares them. Drizzle's `insert().values()` binds a parameter per cell and spends
 * longer preparing 100,000 products' cells than PostgreSQL takes to write them.
 */
export async function insertAsJson<Row extends Record<string, unknown>>(
  tx: Transaction,
  table: PgTable,
  rows: readonly Row[],
  rest: SQL,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { name: `"${column.name}"`, type: column.getSQLType() };
  });
  const list = sql.raw(names.map(({ name }) => name).join(', '));
  const shape = sql.raw(names.map(({ name, type }) => `${name} ${type}`).join(', '));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key] ?? null])),
    ),
  );
  const result = await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from json_to_recordset(${json}::json) as rows(${shape}) ${rest}`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
