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
    qty: integer('qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.storeCode] })],
);
