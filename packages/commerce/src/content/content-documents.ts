/**
 * CMS pages and layout data as documents of the content workflow (`pages/<identifier>.json`,
 * `layout/<id>.json`): their schemas, export and import. The page schema is also what
 * `saveCmsPage` checks.
 */
import { and, asc, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/connection.ts';
import { DocumentProblem, type DocumentSet } from '../content-workflow/document-set.ts';
import { pageContentSchema } from './block-schema.ts';
import { publishContentChange } from './content-sync.ts';
import { isLayoutDocumentId, layoutSchemas } from './layout-schema.ts';
import { cmsPages, layoutBlocks } from './schema.ts';

/** A page's identifier and url key: lowercase words joined by - and /. */
export const pageSlug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'lowercase words joined by - and /');

/** What a page says in one language. */
const pageTextsSchema = z.strictObject({
  title: z.string().trim().min(1).max(255),
  metaTitle: z.string().trim().max(255).nullish(),
  metaDescription: z.string().trim().max(1000).nullish(),
  content: pageContentSchema,
});

/**
 * A CMS page as a document; the key order is the order of the exported file. Its own texts are
 * Dutch; `translations` holds them in French, German and English, all three required.
 */
export const cmsPageDocumentSchema = z.strictObject({
  identifier: pageSlug,
  urlKey: pageSlug,
  title: pageTextsSchema.shape.title,
  metaTitle: pageTextsSchema.shape.metaTitle,
  metaDescription: pageTextsSchema.shape.metaDescription,
  /** An inactive page is not shown (404) except in preview. */
  active: z.boolean().default(true),
  content: pageContentSchema,
  translations: z.strictObject({ fr: pageTextsSchema, de: pageTextsSchema, en: pageTextsSchema }),
});
export type CmsPageDocument = z.output<typeof cmsPageDocumentSchema>;

/** Writes pages (by identifier), replacing what was stored, in the caller's transaction. */
export async function upsertCmsPages(db: Database, pages: CmsPageDocument[]): Promise<void> {
  for (const page of pages) {
    const values = {
      identifier: page.identifier,
      urlKey: page.urlKey,
      title: page.title,
      metaTitle: page.metaTitle ?? null,
      metaDescription: page.metaDescription ?? null,
      active: page.active,
      content: page.content,
      translations: page.translations,
    };
    await db
      .insert(cmsPages)
      .values({ ...values, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: cmsPages.identifier,
        set: { ...values, updatedAt: sql`now()` },
      });
  }
}

export const pageDocuments: DocumentSet<CmsPageDocument> = {
  folder: 'pages',
  describe: 'a CMS page: identifier, urlKey, title, meta texts, active and its blocks',
  schemaFor: (name) =>
    pageSlug.safeParse(name).success
      ? cmsPageDocumentSchema
      : 'a page file is named after its identifier: lowercase words joined by - and /',
  nameOf: (page) => page.identifier,
  nameField: 'identifier',
  async readAll(db) {
    const rows = await db.select().from(cmsPages).orderBy(asc(cmsPages.identifier));
    return rows.map((row) => ({
      name: row.identifier,
      document: {
        identifier: row.identifier,
        urlKey: row.urlKey,
        title: row.title,
        metaTitle: row.metaTitle,
        metaDescription: row.metaDescription,
        active: row.active,
        content: row.content,
        translations: row.translations,
      },
    }));
  },
  async apply(tx, documents) {
    const seen = new Map<string, string>();
    for (const { name, document } of documents) {
      const other = seen.get(document.urlKey);
      if (other) throw new DocumentProblem(name, ['urlKey'], `also the url key of page ${other}`);
      seen.set(document.urlKey, name);
    }
    const identifiers = documents.map(({ document }) => document.identifier);
    const taken = await tx
      .select({ identifier: cmsPages.identifier, urlKey: cmsPages.urlKey })
      .from(cmsPages)
      .where(
        and(
          inArray(cmsPages.urlKey, [...seen.keys()]),
          notInArray(cmsPages.identifier, identifiers),
        ),
      );
    const clash = taken[0];
    if (clash) {
      throw new DocumentProblem(
        seen.get(clash.urlKey)!,
        ['urlKey'],
        `already the url key of page ${clash.identifier}`,
      );
    }
    await upsertCmsPages(
      tx,
      documents.map(({ document }) => document),
    );
  },
  announce: (handle, names) => publishContentChange(handle, { pages: names }),
};

export const layoutDocuments: DocumentSet<unknown> = {
  folder: 'layout',
  describe:
    'layout data of every page: general_information, footer_items, footer_extras, usps, ' +
    'service_nav, menu_banners, layout_flags, review_rating',
  schemaFor: (name) =>
    isLayoutDocumentId(name)
      ? (layoutSchemas[name] as z.ZodType<unknown>)
      : `no layout document is called ${name}; known: ${Object.keys(layoutSchemas).join(', ')}`,
  nameOf: (_, fileName) => fileName,
  nameField: null,
  async readAll(db) {
    const rows = await db.select().from(layoutBlocks).orderBy(asc(layoutBlocks.identifier));
    return rows.map((row) => ({ name: row.identifier, document: row.data }));
  },
  async apply(tx, documents) {
    for (const { name, document } of documents) {
      const data = document as Record<string, unknown> | unknown[];
      await tx
        .insert(layoutBlocks)
        .values({ identifier: name, data, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: layoutBlocks.identifier,
          set: { data, updatedAt: sql`now()` },
        });
    }
  },
  announce: (handle) => publishContentChange(handle, { layout: true }),
};
