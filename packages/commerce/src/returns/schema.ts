import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A return's life (ADR 0027): asked by the shopper, goods back at the shop, money back. */
export type ReturnState = 'REQUESTED' | 'RECEIVED' | 'REFUNDED' | 'CANCELLED';

/** Who asked for the return: the signed-in customer, or a guest through the tracking page. */
export type ReturnRequester = 'customer' | 'guest';

/**
 * A shopper's withdrawal from (part of) a delivered order. Its number is `R<order number>-<n>`,
 * n counting the order's returns; it is taken under the order's row lock, so it is unique and the
 * unique index only guards against a bug.
 */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id').notNull(),
    state: text('state').$type<ReturnState>().notNull(),
    /** One of the short list of reasons (returns/return-reasons.ts), or null: never required. */
    reason: text('reason'),
    /** The shopper's own words, at most 500 characters. */
    comment: text('comment'),
    requestedBy: text('requested_by').$type<ReturnRequester>().notNull(),
    /** The staff member (admin key name or `cli`) who received, refunded or cancelled it. */
    handledBy: text('handled_by'),
    /** The refund (checkout's `refunds.id`) that paid it back. */
    refundId: integer('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('returns_order_idx').on(t.orderId), index('returns_state_idx').on(t.state, t.id)],
);

/** The units of one order line a return holds; `sellable` is staff's verdict on receipt. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    /** Null until received; sellable units went back to the stock. */
    sellable: boolean('sellable'),
  },
  (t) => [index('return_lines_return_idx').on(t.returnId)],
);
