import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/connection.ts';
import { BLOCK_TYPES } from './blocks.ts';
import { publishContentChange } from './content-sync.ts';
import { LAYOUT_BLOCK_IDS } from './content-service.ts';
import { cmsPages, layoutBlocks } from './schema.ts';

const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'lowercase words joined by - and /');

// Blocks are checked for the shape every block shares; the storefront skips a block it cannot
// convert (spec §8), so one odd field never takes a page down.
const block: z.ZodType<unknown> = z.lazy(() =>
  z.looseObject({
    type: z.enum(BLOCK_TYPES),
    children: z.array(block).optional(),
  }),
);

export const cmsPageInput = z.object({
  identifier: slug,
  urlKey: slug,
  title: z.string().trim().min(1).max(255),
  content: z.array(block),
  metaTitle: z.string().trim().max(255).nullish(),
  metaDescription: z.string().trim().max(1000).nullish(),
  active: z.boolean().default(true),
});
export type CmsPageInput = z.input<typeof cmsPageInput>;

/**
 * Creates or replaces a CMS page (by identifier) and tells every engine, so cached pages that
 * show it are refreshed. Invalid input throws a ZodError naming the fields and changes nothing.
 */
export async function saveCmsPage(handle: DatabaseHandle, input: CmsPageInput): Promise<void> {
  const page = cmsPageInput.parse(input);
  await handle.db
    .insert(cmsPages)
    .values({ ...page, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: cmsPages.identifier,
      set: { ...page, updatedAt: sql`now()` },
    });
  await publishContentChange(handle, { pages: [page.identifier] });
}

const layoutBlockId = z.enum(Object.values(LAYOUT_BLOCK_IDS) as [string, ...string[]]);

/**
 * Replaces one piece of layout data (menu banners, footer, usps, ...) and tells every engine.
 * The data is stored as given; its readers fall back to defaults for fields they do not find.
 */
export async function saveLayoutBlock(
  handle: DatabaseHandle,
  identifier: string,
  data: unknown,
): Promise<void> {
  const id = layoutBlockId.parse(identifier);
  const value = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).parse(data);
  await handle.db
    .insert(layoutBlocks)
    .values({ identifier: id, data: value, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: layoutBlocks.identifier,
      set: { data: value, updatedAt: sql`now()` },
    });
  await publishContentChange(handle, { layout: true });
}
