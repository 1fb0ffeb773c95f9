import type { CmsPageContentFragment } from '../generated/graphql';
import type { CmsPage } from '../types';
import { shownText, sitePath } from '../values';
import { pageBuilderBlocks } from './page-builder-json';

/** spec §3 page-builder page; `content` is the blocks as a JSON string. */
export function reshapeCmsPage(raw: CmsPageContentFragment): CmsPage {
  return {
    identifier: raw.identifier,
    path: sitePath(raw.relative_url ?? raw.identifier),
    title: raw.title,
    metaTitle: shownText(raw.meta_title),
    metaDescription: shownText(raw.meta_description),
    blocks: pageBuilderBlocks(raw.content, `page ${raw.identifier}`),
  };
}
