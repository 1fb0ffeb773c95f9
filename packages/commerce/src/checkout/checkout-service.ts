import type { CartRef } from '../cart/cart-service.ts';
import type { OrderWithItems } from '../orders/order-service.ts';
import type { CheckoutDependencies } from './checkout-dependencies.ts';
import { placeOrder, PlaceOrderFailure } from './place-order.ts';
import { startPayment } from './payment-start.ts';
import { applyProviderStatus, cancelPayment, type PaymentOutcome } from './payment-outcome.ts';
import { sweepExpired } from './expiry-sweep.ts';
import { paymentsNeedingAttention } from './payment-attention.ts';
import { RefundService } from './refund-service.ts';
import { creditNotesForRefunds } from './credit-notes.ts';
import { cancelOrder, type CancelOutcome } from './cancel-order.ts';
import { paymentHistory, recordExchangeCall } from './exchange-log.ts';

export { PlaceOrderFailure };
export type { CheckoutDependencies, PaymentOutcome };

/**
 * Turns carts into orders and follows their payment (ADR 0012, 0021): placing is one
 * transaction (stock, number, order, cart), a payment starts once per order, outcomes are read
 * from the provider and applied once, overdue orders are swept.
 */
export class CheckoutService {
  /** Refunds of paid orders; `onRefundRecorded` is the hook for what each refund brings along. */
  readonly refunds: RefundService;

  constructor(private readonly deps: CheckoutDependencies) {
    this.refunds = new RefundService(deps);
    creditNotesForRefunds(this.refunds, deps.invoices, deps.now);
  }

  /**
   * Staff cancel an order that has not shipped; a paid one is refunded in full.
   * @throws RefundError with the reason it did not happen.
   */
  cancelOrder(number: string, requestedBy: string): Promise<CancelOutcome> {
    return cancelOrder(this.deps, this.refunds, number, requestedBy);
  }

  /** @throws PlaceOrderFailure with the contract's code. */
  placeOrder(cartRef: CartRef): Promise<OrderWithItems> {
    return placeOrder(this.deps, cartRef);
  }

  startPayment(orderToken: string, returnUrl?: string | null) {
    return startPayment(this.deps, orderToken, returnUrl);
  }

  applyProviderStatus(providerOrderId: string): Promise<PaymentOutcome | null> {
    return applyProviderStatus(this.deps, providerOrderId);
  }

  cancelPayment(cartRef: CartRef): Promise<boolean> {
    return cancelPayment(this.deps, cartRef);
  }

  sweepExpired(limit = 50): Promise<number> {
    return sweepExpired(this.deps, limit);
  }

  /** Keeps an exchange call and the shop's answer in the payment's history (bounded). */
  recordExchangeCall(providerOrderId: string, answerStatus: number, answer: string) {
    return recordExchangeCall(
      this.deps.database.db,
      providerOrderId,
      answerStatus,
      answer,
      this.deps.now(),
    );
  }

  /** An order's payments with the exchange calls received for each, for the back office. */
  paymentHistory(orderId: number) {
    return paymentHistory(this.deps.database.db, orderId);
  }

  /** Payments flagged for staff (paid twice, paid after cancel), newest first. */
  paymentsNeedingAttention() {
    return paymentsNeedingAttention(this.deps.database.db, this.deps.orders);
  }
}
