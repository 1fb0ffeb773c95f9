import { and, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { backOfficeLimits } from '../config/constants.ts';
import type { Database } from '../db/connection.ts';
import type { OrderStatus } from './order-records.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './order-rows.ts';

/** What staff narrow the order list by; every field is optional and they combine with AND. */
export interface AdminOrderFilter {
  statuses?: readonly OrderStatus[];
  /** Placed at or after this instant. */
  createdFrom?: Date;
  /** Placed before this instant. */
  createdBefore?: Date;
  /** The pickup store's code. */
  pickupStore?: string;
  paymentMethod?: string;
  minCents?: number;
  maxCents?: number;
}

/** Where a page ends: the last order's creation time (to the microsecond) and id. */
export interface OrderCursor {
  createdAt: string;
  id: number;
}

export interface AdminOrderPage {
  rows: OrderRow[];
  endCursor: string | null;
  hasNextPage: boolean;
  /**
   * Exact up to {@link countCap}; beyond it, `countCap` with `totalCountExact` false. Null when
   * not asked for: a count under a filter that matches few of many orders reads them all.
   */
  totalCount: number | null;
  totalCountExact: boolean | null;
}

export const { countCap, maxPageSize } = backOfficeLimits;

const cursorPattern = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|(\d{1,10})$/;

export function encodeCursor(cursor: OrderCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** The cursor a page handed out, or null when the text is not one. */
export function decodeCursor(text: string): OrderCursor | null {
  if (text.length > 80 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { createdAt: match[1]!, id: Number(match[2]) };
}

/** `%`, `_` and `\` typed by staff are literal characters, not patterns. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// These expressions are exactly the indexed ones (schema.ts), so the planner uses the indexes.
const emailKey = sql`lower(${orders.email})`;
const billingPostcodeKey = sql`upper(replace(${orders.billingAddress}->>'postcode', ' ', ''))`;
const shippingPostcodeKey = sql`upper(replace(${orders.shippingAddress}->>'postcode', ' ', ''))`;
const lastnameKey = sql`lower(${orders.billingAddress}->>'lastname')`;

/**
 * One search box for number, e-mail address, postcode and name (ADR 0030): an order number
 * matches exactly, the others by prefix of their normalised form (lower-case e-mail and last
 * name; postcode upper-case without spaces). "jan de vries" also finds first name "Jan" with
 * last name "de Vries" or "Vries".
 */
export function searchCondition(term: string): SQL {
  const text = term.trim().toLowerCase();
  const branches: SQL[] = [sql`${emailKey} like ${likePrefix(text)}`];
  if (/^\d{1,12}$/.test(text)) branches.push(eq(orders.number, text));
  const compact = text.replace(/\s/g, '').toUpperCase();
  if (/^\d{2}[0-9A-Z]{0,8}$/.test(compact)) {
    branches.push(sql`${billingPostcodeKey} like ${likePrefix(compact)}`);
    branches.push(sql`${shippingPostcodeKey} like ${likePrefix(compact)}`);
  }
  if (/\p{L}/u.test(text)) {
    branches.push(sql`${lastnameKey} like ${likePrefix(text)}`);
    const words = text.split(/\s+/);
    if (words.length > 1) {
      for (let from = 1; from < words.length; from++) {
        branches.push(
          and(
            sql`${lastnameKey} like ${likePrefix(words.slice(from).join(' '))}`,
            sql`lower(${orders.billingAddress}->>'firstname') like ${likePrefix(words[0]!)}`,
          )!,
        );
      }
    }
  }
  return or(...branches)!;
}

function filterConditions(filter: AdminOrderFilter, search: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (filter.statuses?.length) conditions.push(inArray(orders.status, [...filter.statuses]));
  if (filter.createdFrom) conditions.push(gte(orders.createdAt, filter.createdFrom));
  if (filter.createdBefore) conditions.push(lt(orders.createdAt, filter.createdBefore));
  if (filter.pickupStore) conditions.push(eq(orders.pickupLocationCode, filter.pickupStore));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethodCode, filter.paymentMethod));
  if (filter.minCents != null) conditions.push(gte(orders.grandTotalCents, filter.minCents));
  if (filter.maxCents != null) conditions.push(lte(orders.grandTotalCents, filter.maxCents));
  if (search) conditions.push(searchCondition(search));
  return conditions;
}

const cursorTime = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Walks (created_at, id) backwards from the cursor: filters only drop rows along the way. */
function newestPage(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({ row: orders, cursorTime })
    .from(orders)
    .where(where)
    .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
    .limit(limit);
}

/**
 * A search's page: the matching ids are found through the search indexes first (a materialised
 * CTE), then sorted. Left to itself the planner walks the newest-first index and tests every
 * row, guessing that 1 % match: for a term matching a few old orders that read the whole table.
 */
async function searchedPage(db: Database, where: SQL, limit: number) {
  const result = await db.execute(sql`
    with matched as materialized (
      select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders} where ${where}
    )
    select id from matched order by created_at desc, id desc limit ${limit}`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: orders, cursorTime })
    .from(orders)
    .where(inArray(orders.id, ids));
  const byId = new Map(rows.map((entry) => [entry.row.id, entry]));
  return ids.map((id) => byId.get(id)!);
}

/**
 * The back office's order list, newest first, a keyset page at a time: the cursor is the last
 * row's (created_at, id), so a page costs the same however deep it is, and orders placed while
 * staff page go before the first page instead of shifting the others (no duplicates, no skips).
 */
export async function listAdminOrders(
  db: Database,
  filter: AdminOrderFilter,
  search: string | null,
  first: number,
  after: OrderCursor | null,
  withCount: boolean,
): Promise<AdminOrderPage> {
  const term = search?.trim() || null;
  const conditions = filterConditions(filter, term);
  const where = conditions.length ? and(...conditions) : undefined;
  const pageWhere = after
    ? and(
        where,
        sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
      )
    : where;
  const [found, counted] = await Promise.all([
    term && pageWhere
      ? searchedPage(db, pageWhere, first + 1)
      : newestPage(db, pageWhere, first + 1),
    // Counting stops at the cap: an index-only walk of at most 10,001 entries unfiltered.
    withCount &&
      db.execute(
        sql`select count(*) as total from (select 1 from ${orders} ${where ? sql`where ${where}` : sql``} limit ${countCap + 1}) capped`,
      ),
  ]);
  const page = found.slice(0, first);
  const last = page.at(-1);
  const total = counted
    ? Number((counted as unknown as { rows: { total: number | string }[] }).rows[0]!.total)
    : null;
  return {
    rows: page.map((entry) => entry.row),
    endCursor: last ? encodeCursor({ createdAt: last.cursorTime, id: last.row.id }) : null,
    hasNextPage: found.length > first,
    totalCount: total === null ? null : Math.min(total, countCap),
    totalCountExact: total === null ? null : total <= countCap,
  };
}
