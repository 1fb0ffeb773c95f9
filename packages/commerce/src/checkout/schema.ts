import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
