import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What a page says in one language. */
export interface CmsPageTexts {
  title: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  content: unknown[];
}

/** CMS pages: page-builder content addressable by url key (e.g. `service/gespreid-betalen`). */
export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  urlKey: text('url_key').notNull().unique(),
  title: text('title').notNull(),
  /** Page-builder blocks as JSON (see content module). */
  content: jsonb('content').$type<unknown[]>().notNull().default([]),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  active: boolean('active').notNull().default(true),
  /** The page's texts in fr, de and en (`{ title, metaTitle, metaDescription, content }` each). */
  translations: jsonb('translations')
    .$type<Partial<Record<'fr' | 'de' | 'en', CmsPageTexts>>>()
    .notNull()
    .default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named pieces of layout data (menu, footer, usps, general information) as JSON documents. */
export const layoutBlocks = pgTable('layout_blocks', {
  identifier: text('identifier').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
