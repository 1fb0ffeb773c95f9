import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A customer's one wishlist. The API names it by a random id made on first use, so the id tells
 * nothing about the customer and cannot be guessed from another one.
 */
export const wishlists = pgTable('wishlists', {
  customerId: integer('customer_id').primaryKey(),
  publicId: text('public_id').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A favourite: a product (a configurable's variant keeps its parent), once per customer. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The configurable a variant was chosen from. */
    parentProductId: integer('parent_product_id'),
    quantity: integer('quantity').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_customer_product_idx').on(t.customerId, t.productId),
    index('wishlist_items_customer_idx').on(t.customerId),
  ],
);
