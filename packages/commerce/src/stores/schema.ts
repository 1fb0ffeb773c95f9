import { doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One opening-hours line; weekday 0 is Sunday, times are `HH:MM` local (Europe/Amsterdam). */
export interface OpeningHours {
  weekday: number;
  open: string | null;
  close: string | null;
}

export const stores = pgTable('stores', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull().default('NL'),
  phone: text('phone'),
  email: text('email'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
});

/** Stock per product per physical store. */
export const storeStock = pgTable(
  'store_stock',
  {
    productId: integer('product_id').notNull(),
    storeCode: text('store_code').notNull(),
    /** Salable units in the store (reservations take from these). */
    qty: integer('qty').notNull().default(0),
    /** The ERP's last count for this store; null until one arrives (then qty = source − held). */
    sourceQty: integer('source_qty'),
    /** Units held by in-store reservations that are neither collected nor released. */
    heldQty: integer('held_qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeCode] })],
);
