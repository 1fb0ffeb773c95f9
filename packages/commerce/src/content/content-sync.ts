import type { DatabaseHandle } from '../db/connection.ts';

/** PostgreSQL NOTIFY channel on which writers announce content changes to every engine. */
export const CONTENT_CHANNEL = 'content_changed';

/** What changed: CMS pages by identifier, and/or the layout data (menu, footer, usps). */
export interface ContentChange {
  pages?: string[];
  layout?: boolean;
}

export async function publishContentChange(
  handle: DatabaseHandle,
  change: ContentChange,
): Promise<void> {
  await handle.notify(CONTENT_CHANNEL, JSON.stringify(change));
}

/**
 * Cache tags for a content change. Pages are cached under `content` (they also list products,
 * but those come from the catalogue); layout data sits under `layout` on every page.
 */
export function contentTagsFor(change: ContentChange): string[] {
  const tags = ['content'];
  if (change.layout) tags.push('layout');
  for (const page of change.pages ?? []) tags.push(`cms:${page}`);
  return tags;
}
