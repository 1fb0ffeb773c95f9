import { and, asc, count, desc, eq, inArray, like, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { OrderStatus } from './order-records.ts';
import { orderItems, orders } from './schema.ts';
import type { CustomerOrderFilter, OrderRow, OrderWithItems } from './order-rows.ts';

async function withItems(db: Database, row: OrderRow | undefined) {
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  return { ...row, items };
}

export async function orderByToken(db: Database, token: string): Promise<OrderWithItems | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.token, token));
  return withItems(db, row);
}

export async function orderByNumber(db: Database, number: string): Promise<OrderWithItems | null> {
  if (!/^\d{1,12}$/.test(number)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.number, number));
  return withItems(db, row);
}

export async function orderById(
  db: Database,
  id: number,
  lock: boolean,
): Promise<OrderWithItems | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return withItems(db, row);
}

/** Orders by id, without their lines (unknown ids are left out). */
export async function ordersByIds(db: Database, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** The unpaid order placed from a cart, if any. */
export async function pendingOfCart(db: Database, cartId: string): Promise<OrderWithItems | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'PENDING_PAYMENT')));
  return withItems(db, row);
}

/**
 * The order a cart became that still counts (awaiting payment or further): a cart has at most
 * one, since a failed payment's order is cancelled before its cart is given back.
 */
export async function liveOfCart(db: Database, cartId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), ne(orders.status, 'CANCELED')));
  return row ?? null;
}

/**
 * The tracking page's look-up: number plus postcode or e-mail address. Any mismatch answers
 * null, the same as an unknown number.
 */
export async function guestLookup(
  db: Database,
  number: string,
  postcode?: string | null,
  email?: string | null,
) {
  const order = await orderByNumber(db, number.trim());
  if (!order) return null;
  const compact = (text: string) => text.replace(/\s/g, '').toUpperCase();
  const postcodes = [order.shippingAddress?.postcode, order.billingAddress.postcode];
  const postcodeMatches =
    !!postcode && postcodes.some((known) => !!known && compact(known) === compact(postcode));
  const emailMatches = !!email && email.trim().toLowerCase() === order.email.toLowerCase();
  return postcodeMatches || emailMatches ? order : null;
}

/**
 * A customer's orders, newest first, a page at a time. Numbers are digits only, so a filter
 * value with anything else matches nothing.
 */
export async function ordersOfCustomerPage(
  db: Database,
  customerId: number,
  filter: CustomerOrderFilter,
  pageSize: number,
  currentPage: number,
): Promise<{ items: OrderWithItems[]; totalCount: number }> {
  const conditions: SQL[] = [eq(orders.customerId, customerId)];
  const numberPattern = /^\d{1,12}$/;
  const none = { items: [], totalCount: 0 };
  if (filter.eq != null) {
    if (!numberPattern.test(filter.eq.trim())) return none;
    conditions.push(eq(orders.number, filter.eq.trim()));
  }
  if (filter.in != null) {
    const numbers = filter.in
      .map((value) => value.trim())
      .filter((value) => numberPattern.test(value));
    if (numbers.length === 0) return none;
    conditions.push(inArray(orders.number, numbers));
  }
  if (filter.match != null && filter.match.trim() !== '') {
    const part = filter.match.trim();
    if (!numberPattern.test(part)) return none;
    conditions.push(like(orders.number, `%${part}%`));
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  // One query for the page's lines, not one per order.
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  const items = rows.map((row) => ({
    ...row,
    items: lines.filter((line) => line.orderId === row.id),
  }));
  return { items, totalCount: total!.value };
}

/**
 * Orders newest first; with `pickupStore`, only the orders collected in that store (what a
 * store employee sees).
 */
export async function listOrders(
  db: Database,
  status: OrderStatus | null,
  pageSize: number,
  currentPage: number,
  pickupStore: string | null,
) {
  const where = and(
    status ? eq(orders.status, status) : undefined,
    pickupStore === null ? undefined : eq(orders.pickupLocationCode, pickupStore),
  );
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  const items = await Promise.all(rows.map((row) => withItems(db, row)));
  return { items: items as OrderWithItems[], totalCount: total!.value };
}
