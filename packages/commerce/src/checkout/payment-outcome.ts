import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { cartIdOf, type CartRef } from '../cart/cart-service.ts';
import type { OrderWithItems } from '../orders/order-service.ts';
import { mailLocale, orderMailData, shopUrl } from '../orders/order-service.ts';
import { downloadPath, mailLinkSeconds } from '../invoices/download-key.ts';
import type { ProviderStatus } from '../payment/payment-port.ts';
import type { PaymentStateEnum } from '../graphql/generated/resolver-types.ts';
import { logger } from '../engine/logger.ts';
import { payments, type PaymentAttention } from './schema.ts';
import { announceStock, provider, type CheckoutDependencies } from './checkout-dependencies.ts';

export type PaymentOutcome = {
  state: PaymentStateEnum;
  order: OrderWithItems;
  /** The order's state changed now (false for a repeat). */
  changed: boolean;
};

/**
 * Reads the payment's status from the provider and applies it to its order, once: a repeat
 * finds the order already moved and changes nothing.
 * @returns null for a provider order id the shop never started.
 */
export async function applyProviderStatus(
  deps: CheckoutDependencies,
  providerOrderId: string,
): Promise<PaymentOutcome | null> {
  if (providerOrderId.length > 100) return null;
  const [payment] = await deps.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
  if (!payment) return null;
  const status = await deps.payment.status(providerOrderId);
  return applyStatus(deps, payment.orderId, status, providerOrderId);
}

/**
 * Applies a payment status to its order in one transaction that locks the order row:
 * - paid: the order moves on, its invoice is issued and the shopper gets the order confirmation
 *   (the first mail about the order: nothing is confirmed before the money is) with its link;
 * - cancelled, denied, expired: stock released, coupon use forgotten, payment-failed mailed
 *   and the cart given back to be ordered again;
 * - paid while the order no longer waits for it (paid by another payment, or cancelled): the
 *   payment is flagged for staff, who refund it by hand.
 */
export async function applyStatus(
  deps: CheckoutDependencies,
  orderId: number,
  status: ProviderStatus,
  providerOrderId: string | null,
): Promise<PaymentOutcome> {
  const { orders, mail, catalog, cart } = deps;
  let released: number[] = [];
  const outcome = await deps.database.db.transaction(async (tx): Promise<PaymentOutcome> => {
    // Locked: a concurrent call waits and then sees the state this one leaves.
    const order = (await orders.byId(orderId, tx, true))!;
    let earlierState: PaymentStateEnum | null = null;
    if (providerOrderId) {
      const [before] = await tx
        .select({ state: payments.state })
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId));
      earlierState = before?.state ?? null;
      await tx
        .update(payments)
        .set({ state: status.state, updatedAt: sql`now()` })
        .where(eq(payments.providerOrderId, providerOrderId));
    }
    if (status.state === 'PAID' && status.amountCents !== order.grandTotalCents) {
      // Paid, but not what the order costs: staff must look; the order waits as it is.
      logger.warn(
        { order: order.number, paid: status.amountCents, due: order.grandTotalCents },
        'payment amount differs from the order total',
      );
      return { state: 'PENDING', order, changed: false };
    }
    if (status.state === 'PAID') {
      // The provider says paid: only an order still awaiting payment moves (never a cancelled one).
      const moved = await orders.transition(tx, orderId, 'paid');
      if (moved) {
        const paid = { ...moved, items: order.items };
        // The invoice is issued with the move to paid: both commit, or neither does.
        const now = deps.now();
        const invoice = await deps.invoices.issueForOrder(tx, paid, now);
        const invoicePath = downloadPath(invoice.number, {
          orderToken: paid.token,
          validSeconds: mailLinkSeconds,
          now,
        });
        await mail.enqueue(tx, {
          to: paid.email,
          locale: mailLocale(paid.locale),
          dedupeKey: `order-confirmation:${paid.number}`,
          message: {
            template: 'order-confirmation',
            data: { ...orderMailData(paid), invoiceUrl: `${shopUrl()}${invoicePath}` },
          },
        });
        return { state: 'PAID', order: paid, changed: true };
      }
      // News of this payment (not a repeat) for an order that no longer awaits payment.
      if (providerOrderId && earlierState !== 'PAID') {
        await flag(tx, order, providerOrderId, status);
      }
      return { state: 'PAID', order, changed: false };
    }
    if (status.state === 'PENDING') return { state: 'PENDING', order, changed: false };
    const moved = await orders.transition(tx, orderId, 'cancel');
    if (!moved) return { state: status.state, order, changed: false };
    const restocked = await catalog.releaseStock(
      tx,
      order.items.flatMap((item) => item.stock),
    );
    released = restocked.flipped;
    await cart.forgetCouponUse(tx, order.number);
    // The order no longer holds its cart: the shopper can order it again (a new order).
    await cart.reactivate(tx, order.cartId);
    const reason =
      status.state === 'DENIED' ? 'denied' : status.state === 'EXPIRED' ? 'expired' : 'cancelled';
    await mail.enqueue(tx, {
      to: order.email,
      locale: mailLocale(order.locale),
      dedupeKey: `payment-failed:${order.number}`,
      message: { template: 'payment-failed', data: { ...orderMailData(order), reason } },
    });
    return { state: status.state, order: { ...moved, items: order.items }, changed: true };
  });
  deps.events?.paymentApplied(outcome.state, outcome.changed);
  await announceStock(deps, released);
  return outcome;
}

/**
 * Money came in that no order keeps: durably flagged on the payment (staff see it through
 * adminPaymentsNeedingAttention and `npm run orders -- attention`) and logged at error level.
 */
async function flag(
  tx: Database,
  order: OrderWithItems,
  providerOrderId: string,
  status: ProviderStatus,
) {
  const attention: PaymentAttention =
    order.status === 'CANCELED' ? 'PAID_AFTER_CANCEL' : 'PAID_TWICE';
  await tx
    .update(payments)
    .set({ attention, flaggedAt: sql`now()` })
    .where(and(eq(payments.providerOrderId, providerOrderId), isNull(payments.attention)));
  logger.error(
    { order: order.number, status: order.status, providerOrderId, paid: status.amountCents },
    attention === 'PAID_TWICE'
      ? 'a second payment for an order already paid: refund it at the provider'
      : 'a payment for a cancelled order: refund it at the provider or reinstate the order',
  );
}

/**
 * spec §4 cancelPayment: the shopper gives up paying. The unpaid order of the cart is
 * cancelled (unless the provider reports it paid), its stock released and the cart given back.
 * @returns whether a cart is active again under that id.
 */
export async function cancelPayment(
  deps: CheckoutDependencies,
  cartRef: CartRef,
): Promise<boolean> {
  const cartId = cartIdOf(cartRef);
  const order = await deps.orders.pendingOfCart(cartId);
  const asker = typeof cartRef === 'string' ? null : cartRef.customerId;
  // Another customer's order is left alone, as if there were none.
  if (!order || (order.customerId !== null && order.customerId !== asker)) return false;
  const [payment] = await deps.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id));
  const status: ProviderStatus = payment
    ? await deps.payment.status(payment.providerOrderId)
    : {
        code: -90,
        state: 'CANCELLED',
        amountCents: order.grandTotalCents,
        reference: order.number,
      };
  if (status.state === 'PAID') {
    await applyStatus(deps, order.id, status, payment?.providerOrderId ?? null);
    return false;
  }
  const cancelled: ProviderStatus = { ...status, state: 'CANCELLED' };
  const outcome = await applyStatus(deps, order.id, cancelled, null);
  return outcome.changed;
}
