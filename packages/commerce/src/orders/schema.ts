import {
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
import type {
  OrderPaymentInput,
  OrderStatus,
  StoredOrderAddress,
  OrderTotalsRecord,
} from './order-records.ts';

/** The last order number handed out per store; taken with an update in the order's transaction. */
export const orderCounters = pgTable('order_counters', {
  storeCode: text('store_code').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    storeCode: text('store_code').notNull(),
    /**
     * The cart it was placed from. A cart given back after a failed payment can be ordered again,
     * so a cart has at most one order that is not cancelled (partial unique index below).
     */
    cartId: text('cart_id').notNull(),
    /** The guest's secret for the success page and the payment start. */
    token: text('token').notNull().unique(),
    customerId: integer('customer_id'),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredOrderAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredOrderAddress>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    pickupLocationCode: text('pickup_location_code'),
    paymentMethodCode: text('payment_method_code').notNull(),
    paymentMethodTitle: text('payment_method_title').notNull(),
    /** What the method asked of the shopper (birth date, gender, phone, bank), for the provider only. */
    paymentInput: jsonb('payment_input').$type<OrderPaymentInput>(),
    couponCode: text('coupon_code'),
    totals: jsonb('totals').$type<OrderTotalsRecord>().notNull(),
    grandTotalCents: integer('grand_total_cents').notNull(),
    /** An unpaid order is cancelled after this moment (after asking the provider once more). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the expiry sweep last asked about this overdue order and had to leave it undecided:
     * the sweep takes never-asked orders first, so undecidable ones cannot crowd out the rest.
     */
    sweptAt: timestamp('swept_at', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    trackingUrl: text('tracking_url'),
    /** When staff marked it delivered: the withdrawal period's clock starts here (ADR 0027). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_cart_live_idx')
      .on(t.cartId)
      .where(sql`${t.status} <> 'CANCELED'`),
    index('orders_cart_idx').on(t.cartId),
    index('orders_status_expiry_idx').on(t.status, t.expiresAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The back office's list (ADR 0030): newest first by (created_at, id), the keyset of its
    // cursor, alone or under a state. The trailing columns are the other filters: counting a
    // filtered list then reads the index only, never the rows.
    index('orders_created_idx').on(
      t.createdAt,
      t.id,
      t.status,
      t.paymentMethodCode,
      t.pickupLocationCode,
      t.grandTotalCents,
    ),
    index('orders_status_created_idx').on(
      t.status,
      t.createdAt,
      t.id,
      t.paymentMethodCode,
      t.pickupLocationCode,
      t.grandTotalCents,
    ),
    // Searches are prefix matches on normalised expressions.
    index('orders_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('orders_billing_postcode_idx').using(
      'btree',
      sql`upper(replace(${t.billingAddress}->>'postcode', ' ', '')) text_pattern_ops`,
    ),
    index('orders_shipping_postcode_idx').using(
      'btree',
      sql`upper(replace(${t.shippingAddress}->>'postcode', ' ', '')) text_pattern_ops`,
    ),
    index('orders_lastname_prefix_idx').using(
      'btree',
      sql`lower(${t.billingAddress}->>'lastname') text_pattern_ops`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    urlKey: text('url_key'),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    rowCents: integer('row_cents').notNull(),
    /** What the line took from the online stock (a bundle: its parts), given back on cancel. */
    stock: jsonb('stock').$type<{ productId: number; quantity: number }[]>().notNull(),
  },
  (t) => [uniqueIndex('order_items_order_product_idx').on(t.orderId, t.productId)],
);

/**
 * Staff's internal notes on an order: for the back office only, never in any answer or mail the
 * shopper gets. Written once, never edited (a correction is a new note).
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    text: text('text').notNull(),
    /** The admin key's name (later: the staff account). */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);
