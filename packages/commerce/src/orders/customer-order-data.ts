import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { orderItems, orders } from './schema.ts';

export type CustomerOrderRow = typeof orders.$inferSelect;

/** At most this many orders are listed on the back office's customer page. */
export const customerOrdersListed = 200;

/** A customer's orders newest first, without lines: the back office's customer page. */
export function ordersOfCustomer(db: Database, customerId: number): Promise<CustomerOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(customerOrdersListed);
}

/**
 * Every order of the account and every guest order placed with its address (the same person to
 * the shop: the address is how the shop reached them), with their lines, for a GDPR export.
 */
export async function ordersForExport(
  db: Database,
  customerId: number,
  email: string,
): Promise<(CustomerOrderRow & { items: (typeof orderItems.$inferSelect)[] })[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      or(eq(orders.customerId, customerId), sql`lower(${orders.email}) = ${email.toLowerCase()}`),
    )
    .orderBy(orders.id);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderItems.id);
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }));
}

/**
 * Detaches the account's orders (GDPR erasure, ADR 0033). The orders stay: Dutch tax law keeps
 * invoices and their records for 7 years, so number, lines, amounts, name and addresses remain.
 * What the payment method asked only for the provider (birth date, gender, phone, bank) is
 * dropped: no invoice needs it. Answers the numbers of the orders detached.
 */
export async function detachOrdersOfCustomer(tx: Database, customerId: number): Promise<string[]> {
  const detached = await tx
    .update(orders)
    .set({ customerId: null, paymentInput: null })
    .where(eq(orders.customerId, customerId))
    .returning({ number: orders.number });
  return detached.map((row) => row.number);
}
