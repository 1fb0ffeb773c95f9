import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { orderCounters, orderItems, orders } from './schema.ts';
import type { NewOrder, OrderWithItems } from './order-rows.ts';

/** Order numbers start here per store, as Magento's do (100000001). */
const firstOrderNumber = 100_000_001;

/**
 * The store's next order number, taken in the order's transaction: the counter row stays locked
 * until it commits, so numbers are unique and without gaps from rolled-back orders.
 */
export async function nextOrderNumber(tx: Database, storeCode: string): Promise<string> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ storeCode, lastNumber: firstOrderNumber })
    .onConflictDoUpdate({
      target: orderCounters.storeCode,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderCounters.lastNumber });
  return String(row!.lastNumber);
}

/** Writes the order awaiting payment with its lines, and the secret token of its order page. */
export async function createOrder(
  tx: Database,
  number: string,
  order: NewOrder,
): Promise<OrderWithItems> {
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      number,
      token: randomBytes(24).toString('base64url'),
      status: 'PENDING_PAYMENT',
      grandTotalCents: order.totals.grandTotalCents,
    })
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(order.items.map((item) => ({ ...item, orderId: row!.id })))
    .returning();
  return { ...row!, items };
}
