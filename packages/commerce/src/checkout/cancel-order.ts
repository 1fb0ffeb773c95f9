import type { OrderWithItems } from '../orders/order-service.ts';
import { mailLocale, orderMailData } from '../orders/order-service.ts';
import { orderStatusLabels } from '../orders/order-records.ts';
import { announceStock, type CheckoutDependencies } from './checkout-dependencies.ts';
import { RefundError } from './refund-errors.ts';
import type { RefundRow, RefundService } from './refund-service.ts';

export interface CancelOutcome {
  order: OrderWithItems;
  /** The refund of what was paid; null for an order that was never paid. */
  refund: RefundRow | null;
}

/**
 * Staff cancel an order that has not shipped: in one transaction the order is cancelled, its
 * stock comes back and its coupon use is forgotten; then what was paid is refunded in full
 * under the key `cancel:<number>`, and the shopper is mailed once (with the refund, or at once
 * for an unpaid order). Cancelling again retries an unfinished refund and changes nothing else.
 * @throws RefundError ORDER_NOT_FOUND, ORDER_ALREADY_SHIPPED, or a refund's reason.
 */
export async function cancelOrder(
  deps: CheckoutDependencies,
  refunds: RefundService,
  number: string,
  requestedBy: string,
): Promise<CancelOutcome> {
  const { orders, catalog, cart, mail } = deps;
  const found = await orders.byNumber(number.trim());
  if (!found) throw new RefundError('ORDER_NOT_FOUND', `No order ${number}.`);
  let released: number[] = [];
  const paid = await deps.database.db.transaction(async (tx) => {
    const order = (await orders.byId(found.id, tx, true))!;
    if (order.status === 'SHIPPED' || order.status === 'DELIVERED') {
      throw new RefundError(
        'ORDER_ALREADY_SHIPPED',
        `Order ${order.number} is ${orderStatusLabels[order.status]}: it can no longer be cancelled; refund it instead.`,
        { status: order.status },
      );
    }
    const payment = await refunds.paidPayment(order.id, tx);
    const moved = await orders.cancelUnshipped(tx, order.id);
    if (moved) {
      released = (
        await catalog.releaseStock(
          tx,
          order.items.flatMap((item) => item.stock),
        )
      ).flipped;
      await cart.forgetCouponUse(tx, order.number);
      if (!payment) {
        const cancelled = { ...moved, items: order.items };
        await mail.enqueue(tx, {
          to: order.email,
          locale: mailLocale(order.locale),
          dedupeKey: `order-cancelled:${order.number}`,
          message: {
            template: 'order-cancelled',
            data: { ...orderMailData(cancelled), refundCents: 0 },
          },
        });
      }
    }
    return payment !== null;
  });
  await announceStock(deps, released);
  let refund: RefundRow | null = null;
  if (paid) {
    try {
      refund = await refunds.refund({
        orderNumber: found.number,
        idempotencyKey: `cancel:${found.number}`,
        requestedBy,
        reason: 'cancelled',
        cancellation: true,
      });
    } catch (error) {
      // Refunded in full before: the cancellation has nothing more to pay back.
      if (!(error instanceof RefundError && error.code === 'REFUND_NOTHING_TO_REFUND')) throw error;
    }
  }
  return { order: (await orders.byId(found.id))!, refund };
}
