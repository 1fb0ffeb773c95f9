import type { OrderWithItems } from '../orders/order-service.ts';
import type { RefundedLine } from './schema.ts';

/** What staff ask to pay back: lines and quantities, an amount, shipping; nothing means all. */
export interface RefundAsk {
  amountCents?: number | null;
  lines?: readonly { sku: string; quantity: number }[] | null;
  shipping?: boolean | null;
}

/** An earlier refund of the order, as far as the sums below need it. */
export interface EarlierRefund {
  amountCents: number;
  lines: RefundedLine[];
  shippingCents: number;
}

export type RefundProblem =
  | { code: 'REFUND_UNKNOWN_LINE'; sku: string }
  | { code: 'REFUND_QUANTITY_TOO_HIGH'; sku: string; refundable: number }
  | { code: 'REFUND_SHIPPING_ALREADY_REFUNDED' }
  | { code: 'REFUND_NOTHING_TO_REFUND' }
  | { code: 'REFUND_AMOUNT_INVALID' }
  | { code: 'REFUND_EXCEEDS_PAID'; refundableCents: number };

export interface RefundPlan {
  amountCents: number;
  lines: RefundedLine[];
  shippingCents: number;
}

/**
 * The money a refund pays back, checked against what was paid and what earlier refunds
 * (paid or still pending) took: a line's units at their price less the order's coupon share,
 * rounded down to the cent; shipping once; an amount as given. With none of these, everything
 * still left. Never more than paid minus refunded.
 */
export function planRefund(
  order: OrderWithItems,
  paidCents: number,
  earlier: readonly EarlierRefund[],
  ask: RefundAsk,
): RefundPlan | RefundProblem {
  const refundedCents = earlier.reduce((sum, refund) => sum + refund.amountCents, 0);
  const leftCents = paidCents - refundedCents;
  const shippingDone = earlier.some((refund) => refund.shippingCents > 0);
  const refundedUnits = (sku: string) =>
    earlier
      .flatMap((refund) => refund.lines)
      .filter((line) => line.sku === sku)
      .reduce((sum, line) => sum + line.quantity, 0);
  const { subtotalCents, discountCents, shippingCents: orderShipping } = order.totals;
  // A coupon comes off the subtotal: each unit carries its share of it.
  const netOf = (unitCents: number, quantity: number) =>
    subtotalCents > 0
      ? Math.floor((unitCents * quantity * (subtotalCents - discountCents)) / subtotalCents)
      : 0;

  const everything = ask.amountCents == null && !ask.lines?.length && !ask.shipping;
  if (everything) {
    if (leftCents <= 0) return { code: 'REFUND_NOTHING_TO_REFUND' };
    const lines = order.items
      .map((item) => {
        const quantity = item.quantity - refundedUnits(item.sku);
        return { sku: item.sku, quantity, amountCents: netOf(item.unitCents, quantity) };
      })
      .filter((line) => line.quantity > 0);
    return {
      amountCents: leftCents,
      lines,
      shippingCents: shippingDone ? 0 : orderShipping,
    };
  }

  const lines: RefundedLine[] = [];
  for (const asked of ask.lines ?? []) {
    const item = order.items.find((candidate) => candidate.sku === asked.sku);
    if (!item) return { code: 'REFUND_UNKNOWN_LINE', sku: asked.sku };
    const refundable =
      item.quantity -
      refundedUnits(item.sku) -
      lines.filter((line) => line.sku === item.sku).reduce((sum, line) => sum + line.quantity, 0);
    if (!Number.isInteger(asked.quantity) || asked.quantity < 1 || asked.quantity > refundable) {
      return { code: 'REFUND_QUANTITY_TOO_HIGH', sku: item.sku, refundable };
    }
    lines.push({
      sku: item.sku,
      quantity: asked.quantity,
      amountCents: netOf(item.unitCents, asked.quantity),
    });
  }
  let shippingCents = 0;
  if (ask.shipping) {
    if (shippingDone) return { code: 'REFUND_SHIPPING_ALREADY_REFUNDED' };
    shippingCents = orderShipping;
  }
  if (ask.amountCents != null && (!Number.isInteger(ask.amountCents) || ask.amountCents < 1)) {
    return { code: 'REFUND_AMOUNT_INVALID' };
  }
  const amountCents =
    (ask.amountCents ?? 0) + lines.reduce((sum, line) => sum + line.amountCents, 0) + shippingCents;
  if (amountCents < 1) return { code: 'REFUND_NOTHING_TO_REFUND' };
  if (amountCents > leftCents) {
    return { code: 'REFUND_EXCEEDS_PAID', refundableCents: Math.max(0, leftCents) };
  }
  return { amountCents, lines, shippingCents };
}
