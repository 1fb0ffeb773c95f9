import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { logger } from '../engine/logger.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import {
  mailLocale,
  orderMailData,
  type OrderService,
  type OrderWithItems,
} from '../orders/order-service.ts';
import { PaymentProviderError } from '../payment/payment-errors.ts';
import type { PaymentProvider } from '../payment/payment-port.ts';
import { planRefund, type RefundAsk } from './refund-amounts.ts';
import { problemError, RefundError } from './refund-errors.ts';
import { payments, refunds } from './schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface RefundRequest extends RefundAsk {
  orderNumber: string;
  /** The caller's key: the same key never pays twice, whatever happens in between. */
  idempotencyKey: string;
  reason?: string | null;
  /** The admin key's name, or `cli`. */
  requestedBy: string;
  /** The refund of a staff cancellation: its mail is the cancellation mail. */
  cancellation?: boolean;
}

/**
 * Called in the transaction that records a refund as paid, once per refund: what must exist
 * for every refund (a credit note) is written there, so it commits with the refund or not at all.
 */
export type RefundRecordedListener = (
  tx: Database,
  refund: RefundRow,
  order: OrderWithItems,
) => Promise<void>;

export interface RefundDependencies {
  database: DatabaseHandle;
  orders: OrderService;
  mail: MailOutbox;
  payment: PaymentProvider;
  now: () => Date;
}

/**
 * How long a request that wrote a pending refund is taken to be still asking the provider: well
 * past the provider's 10 s timeout. After it, a retry with the same key asks the provider what
 * became of the refund (the writer died, or its answer was lost).
 */
export const refundClaimMs = 60_000;
/** Between looks at a refund another request is settling, and how long to keep looking. */
const busyPollMs = 50;
const maxWaitMs = 20_000;

type Claim =
  | { kind: 'done'; refund: RefundRow }
  | { kind: 'busy' }
  | { kind: 'ask'; refund: RefundRow; order: OrderWithItems; payment: PaymentRow; resume: boolean };

/**
 * Refunds of paid orders through the payment provider (ADR 0025). Every refund of an order is
 * planned under the order's row lock against what was paid minus what earlier refunds (paid or
 * pending) took, written PENDING with the caller's key, asked of the provider, then recorded.
 */
export class RefundService {
  private readonly listeners = new Set<RefundRecordedListener>();

  constructor(private readonly deps: RefundDependencies) {}

  /** Hears every refund recorded as paid, in its transaction; returns the unsubscribe. */
  onRefundRecorded(listener: RefundRecordedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Pays back (part of) a paid order, once per idempotency key: a repeat answers the refund the
   * key already made, a concurrent repeat waits for it.
   * @throws RefundError with the reason it did not happen.
   */
  async refund(request: RefundRequest): Promise<RefundRow> {
    const waitUntil = Date.now() + maxWaitMs;
    for (;;) {
      const claim = await this.claim(request);
      if (claim.kind === 'done') return claim.refund;
      if (claim.kind === 'ask') {
        return this.settle(claim.refund, claim.order, claim.payment, claim.resume);
      }
      if (Date.now() >= waitUntil) {
        throw new RefundError('REFUND_IN_PROGRESS', 'Another refund of this order is under way.');
      }
      await new Promise((resolve) => setTimeout(resolve, busyPollMs));
    }
  }

  /** The order's refunds, oldest first; pending ones included. */
  async ofOrder(orderId: number, db: Database = this.deps.database.db): Promise<RefundRow[]> {
    return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  }

  /** The payment that paid the order (not a second one flagged for staff), if any. */
  async paidPayment(orderId: number, db: Database = this.deps.database.db) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(
        and(eq(payments.orderId, orderId), eq(payments.state, 'PAID'), isNull(payments.attention)),
      )
      .orderBy(asc(payments.id))
      .limit(1);
    return payment ?? null;
  }

  private async claim(request: RefundRequest): Promise<Claim> {
    const { database, orders, now } = this.deps;
    const found = await orders.byNumber(request.orderNumber.trim());
    if (!found) throw new RefundError('ORDER_NOT_FOUND', `No order ${request.orderNumber}.`);
    return database.db.transaction(async (tx): Promise<Claim> => {
      // Locked: refunds of one order are planned one after the other.
      const order = (await orders.byId(found.id, tx, true))!;
      const time = now();
      const claimedUntil = new Date(time.getTime() + refundClaimMs);
      // Locked, so a refund being recorded right now is read as recorded: read unlocked, a
      // request could see it still pending, then find no pending refund of the order, and
      // take it over as if its writer had died (a second payout).
      const [existing] = await tx
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, request.idempotencyKey))
        .for('update');
      if (existing && existing.orderId !== order.id) {
        throw new RefundError(
          'REFUND_KEY_REUSED',
          'That idempotency key belongs to another order.',
        );
      }
      if (existing?.state === 'REFUNDED') return { kind: 'done', refund: existing };
      const [pending] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.state, 'PENDING')));
      if (pending && pending.claimedUntil.getTime() > time.getTime()) {
        return { kind: 'busy' };
      }
      if (pending && pending.id !== existing?.id) {
        throw new RefundError(
          'REFUND_UNFINISHED',
          `An earlier refund of this order (key ${pending.idempotencyKey}) never heard back from ` +
            'the provider: retry it with its key first.',
          { idempotencyKey: pending.idempotencyKey },
        );
      }
      const payment = await this.paidPayment(order.id, tx);
      if (!payment) throw new RefundError('REFUND_NOT_PAID', `Order ${order.number} is not paid.`);
      if (existing) {
        // Its writer died or lost the provider's answer: this request takes it over.
        const [taken] = await tx
          .update(refunds)
          .set({ claimedUntil })
          .where(eq(refunds.id, existing.id))
          .returning();
        return { kind: 'ask', refund: taken!, order, payment, resume: true };
      }
      const earlier = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), ne(refunds.state, 'PENDING')));
      const plan = planRefund(order, order.grandTotalCents, earlier, request);
      if ('code' in plan) throw problemError(plan);
      const [written] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          paymentId: payment.id,
          idempotencyKey: request.idempotencyKey,
          amountCents: plan.amountCents,
          lines: plan.lines,
          shippingCents: plan.shippingCents,
          reason: request.reason ?? null,
          requestedBy: request.requestedBy,
          cancellation: request.cancellation ?? false,
          state: 'PENDING',
          claimedUntil,
        })
        .returning();
      return { kind: 'ask', refund: written!, order, payment, resume: false };
    });
  }

  private async settle(
    refund: RefundRow,
    order: OrderWithItems,
    payment: PaymentRow,
    resume: boolean,
  ): Promise<RefundRow> {
    const { payment: provider } = this.deps;
    try {
      if (resume) {
        // Only this refund can be pending, so the provider's total says whether it was paid.
        const recorded = (await this.ofOrder(order.id))
          .filter((row) => row.state === 'REFUNDED')
          .reduce((sum, row) => sum + row.amountCents, 0);
        const providerTotal = await provider.refundedCents(payment.providerOrderId);
        if (providerTotal >= recorded + refund.amountCents) {
          logger.info(
            { order: order.number, refund: refund.id },
            'the provider had paid a refund whose answer was lost; recording it',
          );
          return this.record(refund, order, null);
        }
      }
      const paid = await provider.refund({
        providerOrderId: payment.providerOrderId,
        amountCents: refund.amountCents,
        currency: 'EUR',
        description: `Refund ${order.number}-${refund.id}`,
      });
      return this.record(refund, order, paid.refundId);
    } catch (error) {
      if (error instanceof RefundError) throw error;
      const refused =
        error instanceof PaymentProviderError &&
        (error.code === 'PAYMENT_PROVIDER_REJECTED' || error.code === 'PAYMENT_ORDER_NOT_FOUND');
      if (refused) {
        // Nothing was paid: the order is left as it was, the key free to try again.
        await this.deps.database.db
          .delete(refunds)
          .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'PENDING')));
        throw new RefundError(
          'REFUND_REFUSED',
          `The payment provider refused the refund: ${error.message}`,
        );
      }
      // The provider's answer is unknown: a retry with the same key finds out.
      await this.deps.database.db
        .update(refunds)
        .set({ claimedUntil: this.deps.now() })
        .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'PENDING')));
      logger.warn({ err: error, order: order.number, refund: refund.id }, 'refund outcome unknown');
      throw new RefundError(
        'REFUND_OUTCOME_UNKNOWN',
        'The payment provider did not answer; retry the refund with the same key.',
        { idempotencyKey: refund.idempotencyKey },
      );
    }
  }

  /** PENDING → REFUNDED with the shopper's mail and the listeners, in one transaction. */
  private async record(
    refund: RefundRow,
    order: OrderWithItems,
    providerRefundId: string | null,
  ): Promise<RefundRow> {
    return this.deps.database.db.transaction(async (tx) => {
      const [recorded] = await tx
        .update(refunds)
        .set({ state: 'REFUNDED', providerRefundId, refundedAt: this.deps.now() })
        .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'PENDING')))
        .returning();
      if (!recorded) {
        const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
        return current!;
      }
      await this.mailShopper(tx, recorded, order);
      for (const listener of this.listeners) await listener(tx, recorded, order);
      return recorded;
    });
  }

  private async mailShopper(tx: Database, refund: RefundRow, order: OrderWithItems) {
    const names = new Map(order.items.map((item) => [item.sku, item.name]));
    const data = {
      ...orderMailData(order),
      refundCents: refund.amountCents,
      refundedLines: refund.lines.map((line) => ({
        name: names.get(line.sku) ?? line.sku,
        quantity: line.quantity,
      })),
      shippingRefunded: refund.shippingCents > 0,
    };
    await this.deps.mail.enqueue(tx, {
      to: order.email,
      locale: mailLocale(order.locale),
      dedupeKey: refund.cancellation
        ? `order-cancelled:${order.number}`
        : `order-refunded:${refund.id}`,
      message: refund.cancellation
        ? { template: 'order-cancelled', data: { ...data, refundCents: refund.amountCents } }
        : { template: 'order-refunded', data },
    });
  }
}
