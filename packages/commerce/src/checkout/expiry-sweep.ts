import { eq } from 'drizzle-orm';
import type { OrderRow } from '../orders/order-service.ts';
import type { ProviderStatus } from '../payment/payment-port.ts';
import { logger } from '../engine/logger.ts';
import { PaymentProviderError } from '../payment/payment-errors.ts';
import { payments } from './schema.ts';
import type { CheckoutDependencies } from './checkout-dependencies.ts';
import { applyStatus } from './payment-outcome.ts';

/** How long past its expiry an order the provider calls pending (or forgot) may still be paid. */
const expiryGraceMs = 3_600_000;

/**
 * Cancels unpaid orders past their expiry, asking the provider first: a late payment still
 * counts. A payment the provider still calls pending gets an hour's grace. One order the
 * provider cannot answer for is left for a later sweep and does not hold up the others: it goes
 * to the back of the queue (swept_at), so overdue orders never asked about come first.
 * A cancelled order's cart is given back, as with every failed payment.
 * @returns how many orders were cancelled.
 */
export async function sweepExpired(deps: CheckoutDependencies, limit = 50): Promise<number> {
  const now = deps.now();
  const due = await deps.database.db.transaction((tx) =>
    deps.orders.expiredPending(tx, now, limit),
  );
  let cancelled = 0;
  for (const order of due) {
    let decided = false;
    try {
      const outcome = await sweepOne(deps, order, now);
      decided = outcome !== 'left';
      if (outcome === 'cancelled') cancelled++;
    } catch (error) {
      logger.warn(
        { err: error, order: order.number },
        'expired order left for the next sweep: its payment could not be read',
      );
    }
    if (!decided) await deps.orders.markSwept(order.id, now);
  }
  return cancelled;
}

async function sweepOne(
  deps: CheckoutDependencies,
  order: OrderRow,
  now: Date,
): Promise<'cancelled' | 'paid' | 'left'> {
  const graceOver = now.getTime() >= order.expiresAt.getTime() + expiryGraceMs;
  const [payment] = await deps.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id));
  const expired: ProviderStatus = {
    code: -80,
    state: 'EXPIRED',
    amountCents: order.grandTotalCents,
    reference: order.number,
  };
  let status = expired;
  if (payment) {
    try {
      status = await deps.payment.status(payment.providerOrderId);
    } catch (error) {
      // The provider forgot the payment (or never kept it): nobody can pay it any more, so once
      // the grace is over the order expires like an unpaid one. Before that, ask again later.
      const forgotten =
        error instanceof PaymentProviderError && error.code === 'PAYMENT_ORDER_NOT_FOUND';
      if (!forgotten || !graceOver) throw error;
      logger.warn(
        { order: order.number },
        'the provider no longer knows the expired order; cancelling it',
      );
    }
  }
  if (status.state === 'PENDING' && !graceOver) return 'left';
  const final: ProviderStatus =
    status.state === 'PENDING' ? { ...status, state: 'EXPIRED' } : status;
  const outcome = await applyStatus(deps, order.id, final, payment?.providerOrderId ?? null);
  if (outcome.state === 'PAID') return outcome.changed ? 'paid' : 'left';
  return outcome.changed ? 'cancelled' : 'left';
}
