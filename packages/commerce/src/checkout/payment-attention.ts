import { desc, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { OrderStatus } from '../orders/order-records.ts';
import type { OrderService } from '../orders/order-service.ts';
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
export async function paymentsNeedingAttention(
  db: Database,
  orders: Pick<OrderService, 'byIds'>,
): Promise<FlaggedPayment[]> {
  const flagged = await db
    .select()
    .from(payments)
    .where(isNotNull(payments.attention))
    .orderBy(desc(payments.flaggedAt), desc(payments.id))
    .limit(200);
  const orderOf = new Map(
    (await orders.byIds(flagged.map((payment) => payment.orderId))).map((order) => [
      order.id,
      order,
    ]),
  );
  return flagged.flatMap((payment) => {
    const order = orderOf.get(payment.orderId);
    if (!order) return [];
    return [
      {
        orderNumber: order.number,
        orderStatus: order.status,
        providerOrderId: payment.providerOrderId,
        attention: payment.attention!,
        amountCents: order.grandTotalCents,
        flaggedAt: payment.flaggedAt!,
      },
    ];
  });
}
