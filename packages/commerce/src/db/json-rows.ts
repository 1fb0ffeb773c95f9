import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './connection.ts';

/**
 * Reads many rows as arrays through `json_agg`: one text value per chunk instead of one value
 * per cell. PGlite pays per cell to move results out of WebAssembly, so loading the catalogue
 * this way is several times faster there (and no slower on PostgreSQL).
 *
 * `columns` is the select list of a `json_build_array`, `where` filters rows, and rows are read
 * in chunks of `chunk` ids of `idColumn` so no single text grows too large.
 */
export async function jsonRows<Row extends unknown[]>(
  db: Database,
  query: JsonRowsQuery,
): Promise<Row[]> {
  const rows: Row[] = [];
  await forEachJsonRow<Row>(db, query, (row) => {
    rows.push(row);
  });
  return rows;
}

export interface JsonRowsQuery {
  columns: SQL;
  from: SQL;
  idColumn: SQL;
  where?: SQL | undefined;
  chunk?: number;
}

/**
 * `jsonRows` one chunk at a time: each row goes to `visit` while only its chunk is in memory, so
 * a caller that keeps a little of each row never holds every row's array at once (which the
 * garbage collector would otherwise copy around while the whole catalogue loads).
 */
export async function forEachJsonRow<Row extends unknown[]>(
  db: Database,
  query: JsonRowsQuery,
  visit: (row: Row) => void,
): Promise<void> {
  const chunk = query.chunk ?? 20_000;
  const bounds = await rowsOf<{ low: number | null; high: number | null }>(
    db,
    sql`select min(${query.idColumn})::int as low, max(${query.idColumn})::int as high from ${query.from}${whereClause(query.where)}`,
  );
  const { low, high } = bounds[0] ?? { low: null, high: null };
  if (low === null || high === null) return;
  for (let from = low; from <= high; from += chunk) {
    const range = sql`${query.idColumn} >= ${from} and ${query.idColumn} < ${from + chunk}`;
    const result = await rowsOf<{ rows: string | null }>(
      db,
      sql`select json_agg(json_build_array(${query.columns}) order by ${query.idColumn})::text as rows
          from ${query.from} where ${range}${query.where ? sql` and (${query.where})` : sql``}`,
    );
    const text = result[0]?.rows;
    if (text) for (const row of JSON.parse(text) as Row[]) visit(row);
  }
}

/**
 * Every row of a small result in one `json_agg` (no chunks): `columns` of the rows of `from`, a
 * subquery or table, in the order `orderBy` gives.
 */
export async function allJsonRows<Row extends unknown[]>(
  db: Database,
  query: { columns: SQL; from: SQL; orderBy: SQL },
): Promise<Row[]> {
  const result = await rowsOf<{ rows: string | null }>(
    db,
    sql`select json_agg(json_build_array(${query.columns}) order by ${query.orderBy})::text as rows
        from ${query.from}`,
  );
  const text = result[0]?.rows;
  return text ? (JSON.parse(text) as Row[]) : [];
}

function whereClause(where: SQL | undefined): SQL {
  return where ? sql` where ${where}` : sql``;
}

/** Both drivers answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
