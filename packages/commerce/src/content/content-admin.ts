import { z } from 'zod';
import type { DatabaseHandle } from '../db/connection.ts';
import { cmsPageDocumentSchema, layoutDocuments, upsertCmsPages } from './content-documents.ts';
import { publishContentChange } from './content-sync.ts';
import { LAYOUT_BLOCK_IDS } from './content-service.ts';

/** A page as `saveCmsPage` takes it: the page document (`active` defaults to true). */
export const cmsPageInput = cmsPageDocumentSchema;
export type CmsPageInput = z.input<typeof cmsPageInput>;

/**
 * Creates or replaces a CMS page (by identifier) and tells every engine, so cached pages that
 * show it are refreshed. Every block is checked against its type (`block-schema.ts`); invalid
 * input throws a ZodError naming the fields and changes nothing.
 */
export async function saveCmsPage(handle: DatabaseHandle, input: CmsPageInput): Promise<void> {
  const page = cmsPageInput.parse(input);
  await upsertCmsPages(handle.db, [page]);
  await publishContentChange(handle, { pages: [page.identifier] });
}

const layoutBlockId = z.enum(Object.values(LAYOUT_BLOCK_IDS) as [string, ...string[]]);

/**
 * Replaces one piece of layout data (menu banners, footer, usps, ...), checked against its
 * schema (`layout-schema.ts`), and tells every engine.
 */
export async function saveLayoutBlock(
  handle: DatabaseHandle,
  identifier: string,
  data: unknown,
): Promise<void> {
  const id = layoutBlockId.parse(identifier);
  const schema = layoutDocuments.schemaFor(id) as z.ZodType<unknown>;
  const value = schema.parse(data);
  await layoutDocuments.apply(handle.db, [{ name: id, document: value }]);
  await publishContentChange(handle, { layout: true });
}
