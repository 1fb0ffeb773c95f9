/**
 * CMS pages and layout data as documents of the content workflow (`pages/<identifier>.json`,
 * `layout/<id>.json`): their schemas, export and import. The page schema is also what
 * `saveCmsPage` checks.
 */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import {
  DocumentProblem,
  type DocumentSet,
  type StoredDocument,
} from '../content-workflow/document-set.ts';
import { publishContentChange } from './content-sync.ts';
import { layoutDocumentRules } from './layout-schema.ts';
import {
  cmsPageDocumentSchema,
  pageDocumentRules,
  pageSlug,
  type CmsPageDocument,
} from './page-document-schema.ts';
import { cmsPages, layoutBlocks } from './schema.ts';

export { cmsPageDocumentSchema, pageSlug, type CmsPageDocument };

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

function storedPage(row: typeof cmsPages.$inferSelect): StoredDocument {
  return {
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
    updatedAt: row.updatedAt,
  };
}

export const pageDocuments: DocumentSet<CmsPageDocument> = {
  ...pageDocumentRules,
  async readAll(db) {
    const rows = await db.select().from(cmsPages).orderBy(asc(cmsPages.identifier));
    return rows.map(storedPage);
  },
  async readOne(db, name) {
    const [row] = await db.select().from(cmsPages).where(eq(cmsPages.identifier, name));
    return row ? storedPage(row) : null;
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

const storedLayout = (row: typeof layoutBlocks.$inferSelect): StoredDocument => ({
  name: row.identifier,
  document: row.data,
  updatedAt: row.updatedAt,
});

export const layoutDocuments: DocumentSet<unknown> = {
  ...layoutDocumentRules,
  async readAll(db) {
    const rows = await db.select().from(layoutBlocks).orderBy(asc(layoutBlocks.identifier));
    return rows.map(storedLayout);
  },
  async readOne(db, name) {
    const [row] = await db.select().from(layoutBlocks).where(eq(layoutBlocks.identifier, name));
    return row ? storedLayout(row) : null;
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
