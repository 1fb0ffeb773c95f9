import type { CmsPageContentFragment } from '../generated/graphql';
import type { CmsPage } from '../types';
import { shownText, sitePath } from '../values';

/**
 * spec §3 page-builder page. `content` is the blocks as a JSON string (schema); an unreadable one
 * is logged and the page shows no blocks (spec §8), the content renderer checks each block.
 */
export function reshapeCmsPage(raw: CmsPageContentFragment): CmsPage {
  let blocks: unknown[] = [];
  try {
    const parsed: unknown = JSON.parse(raw.content);
    if (Array.isArray(parsed)) blocks = parsed;
  } catch (error) {
    console.error(`[content] page ${raw.identifier} has unreadable content`, error);
  }
  return {
    identifier: raw.identifier,
    path: sitePath(raw.relative_url ?? raw.identifier),
    title: raw.title,
    metaTitle: shownText(raw.meta_title),
    metaDescription: shownText(raw.meta_description),
    blocks,
  };
}
