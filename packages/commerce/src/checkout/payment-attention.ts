import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { OrderStatus } from '../orders/order-records.ts';
import { orders } from '../orders/schema.ts';
import { payments, type PaymentAttention } from './schema.ts';

export interface FlaggedPayment {
  orderNumber: string;
  orderStatus: OrderStatus;
  providerOrderId: string;
  attention: PaymentAttention;
  amountCents: number;
  flaggedAt: Date;
}

/**
 * Payments that took money no order keeps, newest first (at most 200: staff work through them).
 * Read by the admin API and the orders CLI.
 */
export async function paymentsNeedingAttention(db: Database): Promise<FlaggedPayment[]> {
  const rows = await db
    .select({
      orderNumber: orders.number,
      orderStatus: orders.status,
      providerOrderId: payments.providerOrderId,
      attention: payments.attention,
      amountCents: orders.grandTotalCents,
      flaggedAt: payments.flaggedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(isNotNull(payments.attention))
    .orderBy(desc(payments.flaggedAt), desc(payments.id))
    .limit(200);
  return rows.map((row) => ({ ...row, attention: row.attention!, flaggedAt: row.flaggedAt! }));
}
