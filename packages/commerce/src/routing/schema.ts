import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Former url keys of products (Magento's url rewrites): a product whose url key changed keeps
 * answering at its old address with a 301 to the new one. One row per old address; a product
 * listed at that address again takes precedence (it is looked up first).
 */
export const productUrlRewrites = pgTable(
  'product_url_rewrites',
  {
    /** The old url key and suffix as a path without leading slash, lower case. */
    path: text('path').primaryKey(),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_url_rewrites_product_idx').on(t.productId)],
);
