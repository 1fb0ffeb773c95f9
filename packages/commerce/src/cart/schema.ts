import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartAddress } from './address-validation.ts';
import type { AddressSaveChoice, ChosenPaymentMethod } from './cart-records.ts';

/**
 * A shopper's cart. The id is the only key a guest holds, so it is 128 random bits; a cart
 * becomes inactive once an order is placed from it.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    /** The customer whose cart it is (only their token reaches it); null for a guest's cart. */
    customerId: integer('customer_id'),
    isActive: boolean('is_active').notNull().default(true),
    email: text('email'),
    locale: text('locale').notNull().default('nl'),
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>(),
    billingAddress: jsonb('billing_address').$type<CartAddress>(),
    billingSameAsShipping: boolean('billing_same_as_shipping').notNull().default(false),
    /** A customer's "save in address book" (and "make default") for each address, until ordered. */
    shippingAddressSave: jsonb('shipping_address_save').$type<AddressSaveChoice>(),
    billingAddressSave: jsonb('billing_address_save').$type<AddressSaveChoice>(),
    /** `flatrate` (home delivery) or `instore` (pickup). */
    shippingCarrier: text('shipping_carrier').$type<'flatrate' | 'instore'>(),
    pickupLocationCode: text('pickup_location_code'),
    customerNotes: text('customer_notes'),
    paymentMethod: jsonb('payment_method').$type<ChosenPaymentMethod>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_customer_idx').on(t.customerId)],
);

/** One line: the product bought (a simple product, a configurable's variant or a bundle). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The configurable a variant was chosen from. */
    parentProductId: integer('parent_product_id'),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    uniqueIndex('cart_items_cart_product_idx').on(t.cartId, t.productId),
  ],
);

/** Discount codes: a percentage or a fixed amount off the subtotal. */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** Percent for `percent`, cents for `fixed`. */
  amount: integer('amount').notNull(),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
  label: text('label').notNull(),
});

/** Each coupon once per e-mail address: the primary key refuses a second use. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponCode: text('coupon_code').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponCode, t.email] })],
);
