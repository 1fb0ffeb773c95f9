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
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    /** HELD until collected or expired; RELEASED gave the units back to the store. */
    status: text('status').$type<'HELD' | 'RELEASED'>().notNull().default('HELD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservations_status_expiry_idx').on(t.status, t.expiresAt)],
);
