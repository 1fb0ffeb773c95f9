import { and, eq } from 'drizzle-orm';
import type { RefundRow, RefundService } from '../checkout/refund-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { ReturnService, ReturnWithLines } from './return-service.ts';
import { returns } from './schema.ts';

/** The refund of a return is made under this key: one return is paid at most once. */
export const returnRefundKey = (returnNumber: string) => `return:${returnNumber}`;

export interface ReturnRefundOutcome {
  return: ReturnWithLines;
  refund: RefundRow;
}

/**
 * Marks a return REFUNDED in the transaction that records its refund as paid (ADR 0025's hook),
 * beside the refund's credit note: the return, the refund and the credit note commit together or
 * not at all, so a process killed in between leaves the return RECEIVED and its refund PENDING,
 * which the retry with the same key settles.
 */
export function refundedReturns(refunds: RefundService): void {
  refunds.onRefundRecorded(async (tx, refund) => {
    if (!refund.idempotencyKey.startsWith('return:')) return;
    await tx
      .update(returns)
      .set({ state: 'REFUNDED', refundId: refund.id, refundedAt: refund.refundedAt })
      .where(
        and(
          eq(returns.number, refund.idempotencyKey.slice('return:'.length)),
          eq(returns.state, 'RECEIVED'),
        ),
      );
  });
}

/**
 * Pays a received return back through the checkout's refunds: its units at their price less the
 * coupon's share, and the shipping cost when the order's every unit is now in a return that is
 * not cancelled (BW 6:230r: a full withdrawal gets the standard delivery cost back; a partial one
 * does not). Once per return: the key is the return's number, so 20 concurrent requests pay once
 * and a repeat answers the same refund. A refund the provider refuses leaves the return RECEIVED
 * (the refund's REFUND_REFUSED reaches the caller).
 * @throws ReturnError RETURN_NOT_FOUND, RETURN_NOT_RECEIVED; RefundError from the refund.
 */
export async function refundReturn(
  service: Pick<ReturnService, 'byNumber' | 'inState' | 'returnable'>,
  refunds: RefundService,
  orders: OrderService,
  number: string,
  requestedBy: string,
): Promise<ReturnRefundOutcome> {
  const found = await service.byNumber(number.trim());
  if (found?.state === 'REFUNDED' && found.refundId !== null) {
    const [refund] = (await refunds.ofOrder(found.orderId)).filter(
      (row) => row.id === found.refundId,
    );
    return { return: found, refund: refund! };
  }
  const received = await service.inState(number, 'RECEIVED', 'RETURN_NOT_RECEIVED');
  const order = (await orders.byId(received.orderId))!;
  const left = await service.returnable(order);
  const everythingReturned = left.every((line) => line.quantity === 0);
  const shippingRefunded = (await refunds.ofOrder(order.id)).some((row) => row.shippingCents > 0);
  const refund = await refunds.refund({
    orderNumber: order.number,
    idempotencyKey: returnRefundKey(received.number),
    lines: received.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    shipping: everythingReturned && !shippingRefunded && order.totals.shippingCents > 0,
    reason: `return ${received.number}`,
    requestedBy,
  });
  return { return: (await service.byNumber(received.number))!, refund };
}
