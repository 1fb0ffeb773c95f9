import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Units of a product a store holds for a shopper to collect (and pay) there. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    customerId: integer('customer_id'),
    productId: integer('product_id').notNull(),
    storeCode: text('store_code').notNull(),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    /** Lowercased, so the limit per address counts one address once. */
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    /** The language of the shopper's page: the confirmation mails go out in it. */
    locale: text('locale').notNull().default('nl'),
    /** The client's address as the shop's server reported it (the hourly limit); null unknown. */
    clientAddress: text('client_address'),
    /** SHA-256 of the secret in the mailed confirmation link; null when none was needed. */
    confirmationHash: text('confirmation_hash').unique(),
    /** When the shopper confirmed (or a verified account reserved); null while it waits. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * HELD until collected or expired; RELEASED gave the units back to the store; PICKED_UP
     * means the shopper took them at the counter (they left the store's stock for good).
     */
    status: text('status').$type<'HELD' | 'RELEASED' | 'PICKED_UP'>().notNull().default('HELD'),
    /** When the store marked the units ready at the counter (and mailed the shopper). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** When the shopper collected them. */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_status_expiry_idx').on(t.status, t.expiresAt),
    index('reservations_email_idx').on(t.email, t.status),
    // A customer's reservations for the GDPR export and erasure (ADR 0033).
    index('reservations_customer_idx').on(t.customerId),
    index('reservations_client_idx').on(t.clientAddress, t.createdAt),
    // The back office's per-store lists, newest first.
    index('reservations_store_idx').on(t.storeCode, t.status, t.id),
  ],
);
