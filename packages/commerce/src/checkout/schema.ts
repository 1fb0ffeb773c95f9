import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PaymentStateEnum } from '../graphql/generated/resolver-types.ts';

/** Why a payment needs staff: paid twice, or paid after its order was cancelled. */
export type PaymentAttention = 'PAID_TWICE' | 'PAID_AFTER_CANCEL';

/** A payment started at the provider for an order; the provider's id finds it again. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    /** The last state read from the provider. */
    state: text('state').$type<PaymentStateEnum>().notNull().default('PENDING'),
    /**
     * Staff must look at this payment: money came in that no order keeps (a second payment of a
     * paid order, or one for an order already cancelled). Refunding is done by hand at Pay.
     */
    attention: text('attention').$type<PaymentAttention>(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** A refund's life: asked of the provider (outcome not yet heard), or paid out. */
export type RefundState = 'PENDING' | 'REFUNDED';

/** What a refund pays back per order line: the line's SKU and how many units. */
export interface RefundedLine {
  sku: string;
  quantity: number;
  amountCents: number;
}

/**
 * Money paid back to the shopper. A row is written PENDING with the caller's idempotency key
 * before the provider is asked, and becomes REFUNDED once its answer is known: a process that
 * dies in between leaves the key behind, and the retry asks the provider what happened. At most
 * one refund of an order is pending at a time (partial unique index), so the provider's refunded
 * total tells whether that one was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    reason: text('reason'),
    /** The admin key's name, or `cli`. */
    requestedBy: text('requested_by').notNull(),
    /** A cancellation's refund: its mail is the cancellation mail. */
    cancellation: boolean('cancellation').notNull().default(false),
    state: text('state').$type<RefundState>().notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Until then the request that wrote the row is taken to be still asking the provider. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('refunds_one_pending_idx')
      .on(t.orderId)
      .where(sql`${t.state} = 'PENDING'`),
    index('refunds_order_idx').on(t.orderId),
  ],
);

/**
 * Exchange calls (Pay.'s webhook) received for a known payment and what the shop answered, for
 * the back office's payment history. Bounded: the newest {@link exchangeCallsKept} per payment.
 */
export const paymentExchangeCalls = pgTable(
  'payment_exchange_calls',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull(),
    /** The HTTP status answered (200 applied, 409 try again later). */
    answerStatus: integer('answer_status').notNull(),
    /** The answer's text (`TRUE|paid`, `FALSE|try again later`). */
    answer: text('answer').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_exchange_calls_payment_idx').on(t.paymentId, t.id)],
);
