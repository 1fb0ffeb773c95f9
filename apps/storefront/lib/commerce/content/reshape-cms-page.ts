import type { CmsPageContentFragment } from '../generated/graphql';
import type { CmsPage } from '../types';
import { shownText, sitePath } from '../values';
import { pageBuilderBlocks } from './page-builder-json';
import { fillContentPrices, fillOptionalPrices } from '@/lib/format/content-prices';

/**
 * spec §3 page-builder page; `content` is the blocks as a JSON string. The engine answers in the
 * page's language; prices in its texts are written here by that language's formatter.
 */
export function reshapeCmsPage(raw: CmsPageContentFragment, locale: string): CmsPage {
  return {
    identifier: raw.identifier,
    path: sitePath(raw.relative_url ?? raw.identifier),
    title: fillContentPrices(raw.title, locale),
    metaTitle: fillOptionalPrices(shownText(raw.meta_title), locale),
    metaDescription: fillOptionalPrices(shownText(raw.meta_description), locale),
    // A formatted price holds no quote or backslash, so the JSON stays valid.
    blocks: pageBuilderBlocks(fillContentPrices(raw.content, locale), `page ${raw.identifier}`),
  };
}
