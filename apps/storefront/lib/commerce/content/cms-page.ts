import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { CmsPageDocument, CmsPagePreviewDocument } from '../generated/graphql';
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
      const result = await commerceQuery(CmsPageDocument, { identifier }, { locale });
      if (!result.ok) return result;
      const page = result.data.cmsPage;
      return { ok: true, data: page ? reshapeCmsPage(page, locale) : null };
    },
  );
}

/**
 * A page by url key, published or not, for the preview (draft mode): asked with the staff key
 * (ADMIN_API_KEY) and never cached, so no visitor is ever shown what the staff previewed. Null
 * when there is no such page, no key is configured or the engine refused.
 */
export async function getCmsPagePreview(urlKey: string, locale: string): Promise<CmsPage | null> {
  const adminKey = process.env.ADMIN_API_KEY;
  if (!adminKey) return null;
  const result = await commerceQuery(
    CmsPagePreviewDocument,
    { identifier: urlKey },
    { adminKey, locale },
  );
  if (!result.ok) {
    console.error('[commerce] cms-page-preview failed:', result.error.message);
    return null;
  }
  const page = result.data.cmsPagePreview;
  return page ? reshapeCmsPage(page, locale) : null;
}
