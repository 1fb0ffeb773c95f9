import { and, eq } from 'drizzle-orm';
import { RefundError } from '../checkout/refund-errors.ts';
import type { RefundRow, RefundService } from '../checkout/refund-service.ts';
import type { Database } from '../db/connection.ts';
import type { OrderService, OrderWithItems } from '../orders/order-service.ts';
import type { ReturnService, ReturnWithLines } from './return-service.ts';
import { returns } from './schema.ts';

/** The refund of a return is made under this key: one return is paid at most once. */
export const returnRefundKey = (returnNumber: string) => `return:${returnNumber}`;

/**
 * What the order's refunds (paid or pending) paid back other than returns' own: units per SKU,
 * and whether all that was paid is back. Such units were refunded by staff's line refunds, "the
 * rest" or a cancellation, and cannot be refunded again through a return.
 */
export async function refundedOutsideReturns(
  refunds: RefundService,
  order: Pick<OrderWithItems, 'id' | 'grandTotalCents'>,
  db?: Database,
) {
  const rows = await refunds.ofOrder(order.id, db);
  const units = new Map<string, number>();
  for (const row of rows) {
    if (row.idempotencyKey.startsWith('return:')) continue;
    for (const line of row.lines) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
  }
  const refundedCents = rows.reduce((sum, row) => sum + row.amountCents, 0);
  return { units, inFull: refundedCents >= order.grandTotalCents };
}

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
 * (the refund's REFUND_REFUSED reaches the caller). Units other refunds already paid back are
 * left out; when nothing is left to pay, the return is settled without a payout.
 * @throws ReturnError RETURN_NOT_FOUND, RETURN_NOT_RECEIVED; RefundError from the refund.
 */
export async function refundReturn(
  service: Pick<ReturnService, 'byNumber' | 'inState' | 'unreturned' | 'settle'>,
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
  const key = returnRefundKey(received.number);
  const rows = await refunds.ofOrder(order.id);
  const everythingReturned = (await service.unreturned(order)).every((line) => line.quantity === 0);
  const shippingRefunded = rows.some((row) => row.shippingCents > 0);
  // Units another refund already paid back are not paid twice: only the rest of each line is.
  const refundedUnits = (sku: string) =>
    rows
      .filter((row) => row.idempotencyKey !== key)
      .flatMap((row) => row.lines)
      .filter((line) => line.sku === sku)
      .reduce((sum, line) => sum + line.quantity, 0);
  const lines = received.lines
    .map((line) => {
      const ordered = order.items.find((item) => item.sku === line.sku)?.quantity ?? 0;
      return {
        sku: line.sku,
        quantity: Math.min(line.quantity, ordered - refundedUnits(line.sku)),
      };
    })
    .filter((line) => line.quantity > 0);
  const shipping = everythingReturned && !shippingRefunded && order.totals.shippingCents > 0;
  const paidBack = rows.reduce((sum, row) => sum + row.amountCents, 0);
  const own = rows.some((row) => row.idempotencyKey === key);
  if (!own && (paidBack >= order.grandTotalCents || (lines.length === 0 && !shipping))) {
    return settleRefundedElsewhere(service, rows, received, requestedBy);
  }
  const refund = await refunds.refund({
    orderNumber: order.number,
    idempotencyKey: key,
    lines,
    shipping,
    reason: `return ${received.number}`,
    requestedBy,
  });
  return { return: (await service.byNumber(received.number))!, refund };
}

/**
 * A received return whose units other refunds already paid back (staff refunded the lines or
 * the whole order before it came): nothing is paid, and the return is REFUNDED with the last
 * refund of the order as the one that paid it, so it is never left RECEIVED for good (ADR 0027).
 */
async function settleRefundedElsewhere(
  service: Pick<ReturnService, 'byNumber' | 'settle'>,
  rows: RefundRow[],
  received: ReturnWithLines,
  requestedBy: string,
): Promise<ReturnRefundOutcome> {
  if (rows.some((row) => row.state === 'PENDING')) {
    throw new RefundError('REFUND_IN_PROGRESS', 'Another refund of this order is under way.');
  }
  const covering = rows.filter((row) => row.state === 'REFUNDED').at(-1);
  if (!covering) throw new RefundError('REFUND_NOTHING_TO_REFUND', 'Nothing is left to refund.');
  const settled = await service.settle(received.number, covering, requestedBy);
  return { return: settled, refund: covering };
}
