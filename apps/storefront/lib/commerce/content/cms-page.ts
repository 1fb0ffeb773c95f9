import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { CmsPageDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { CmsPage } from '../types';
import { reshapeCmsPage } from './reshape-cms-page';

/**
 * A page-builder page by identifier (the home page); null when there is none or it failed to
 * load. Pages reached by their url come with the route's answer instead (`resolveRoute`).
 */
export function getCmsPage(identifier: string, locale: string): Promise<CmsPage | null> {
  return cachedRead(
    'cms-page',
    { locale, key: identifier, tags: [cacheTags.content] },
    async () => {
      const result = await commerceQuery(CmsPageDocument, { identifier });
      if (!result.ok) return result;
      const page = result.data.cmsPage;
      return { ok: true, data: page ? reshapeCmsPage(page) : null };
    },
  );
}
