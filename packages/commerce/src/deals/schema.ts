import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A deal's texts in one language. */
export interface DealTexts {
  name: string;
  subtitle: string | null;
  buttonText: string | null;
}

/** spec §3 Deal. `actionType` 3 marks the fallback deal shown when no regular deal runs. */
export const deals = pgTable('deals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subtitle: text('subtitle'),
  imageUrl: text('image_url'),
  contentLink: text('content_link'),
  buttonText: text('button_text'),
  productId: integer('product_id'),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  /** 0 = dark theme, anything else light (spec §3). */
  darkOrLight: integer('dark_or_light').notNull().default(0),
  actionType: integer('action_type').notNull().default(1),
  /** name, subtitle and button text in fr, de and en; the columns above are Dutch. */
  translations: jsonb('translations')
    .$type<Partial<Record<'fr' | 'de' | 'en', DealTexts>>>()
    .notNull()
    .default({}),
});
