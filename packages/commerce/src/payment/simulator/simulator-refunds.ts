import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SimulatedOrder, SimulatedRefund } from './simulator-orders.ts';

// The record lives with the order it belongs to; its name stays importable from here.
export type { SimulatedRefund } from './simulator-orders.ts';

/** What the simulator accepts at PATCH /v2/transactions/{id}/refund. */
export const refundRequestSchema = z.object({
  amount: z
    .object({ value: z.number().int().min(1).max(100_000_000), currency: z.literal('EUR') })
    .optional(),
  description: z.string().max(128).optional(),
});

/** Paid, partly refunded or refunded: the states money can be paid back from. */
const refundableCodes = new Set([100, -82]);

export const refundedCents = (order: SimulatedOrder) =>
  order.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);

/**
 * Checks and books a refund as Pay. does: only of a paid payment, never more than is left
 * (no amount: all that is left). Gives the refund, or the reason Pay. refuses it.
 */
export function bookRefund(
  order: SimulatedOrder,
  body: z.infer<typeof refundRequestSchema>,
  now: Date,
): { refund: SimulatedRefund; statusCode: number } | { refusal: string } {
  if (!refundableCodes.has(order.statusCode)) {
    return { refusal: 'Only a paid transaction can be refunded.' };
  }
  const left = order.amountCents - refundedCents(order);
  const amountCents = body.amount?.value ?? left;
  if (amountCents < 1 || amountCents > left) {
    return { refusal: `At most ${left} cents can still be refunded.` };
  }
  const refund: SimulatedRefund = {
    id: `RF-${randomUUID()}`,
    amountCents,
    description: body.description ?? '',
    createdAt: now,
  };
  order.refunds.push(refund);
  return { refund, statusCode: amountCents === left ? -81 : -82 };
}

/** The answer of PATCH …/refund (php-sdk TransactionRefundResponse). */
export function refundDocument(order: SimulatedOrder, refund: SimulatedRefund) {
  return {
    orderId: order.orderId,
    transactionId: order.orderId,
    description: refund.description,
    processDate: null,
    amount: { value: refund.amountCents, currency: order.currency },
    amountRefunded: { value: refundedCents(order), currency: order.currency },
    refundedTransactions: [
      { id: refund.id, amount: { value: refund.amountCents, currency: order.currency } },
    ],
    createdAt: refund.createdAt.toISOString(),
    createdBy: 'simulator',
  };
}

/** GET /v2/transactions/{id} (php-sdk TransactionStatusResponse), the parts the shop reads. */
export function transactionDocument(order: SimulatedOrder, action: string) {
  const paid = order.statusCode === 100 || order.refunds.length > 0 ? order.amountCents : 0;
  return {
    id: order.orderId,
    orderId: order.orderId,
    reference: order.reference,
    description: order.description,
    amount: { value: order.amountCents, currency: order.currency },
    amountPaid: { value: paid, currency: order.currency },
    amountRefunded: { value: refundedCents(order), currency: order.currency },
    status: { code: order.statusCode, action },
    createdAt: order.createdAt.toISOString(),
  };
}
