import { cachedRead } from './cached';
import { cacheTags } from './cache-tags';
import { layoutQuery } from './queries/layout';
import { commerceQuery } from './transport';
import type { LayoutData } from './types';

/**
 * Header and footer data (menu from the category tree, footer, usps, opening hours, review
 * rating). Null when the engine answered with an error; throws EngineUnavailableError when it
 * could not be reached.
 */
export function getLayoutData(locale: string): Promise<LayoutData | null> {
  return cachedRead('layout', { locale, tags: [cacheTags.layout, cacheTags.catalog, cacheTags.content] }, async () => {
    const result = await commerceQuery<{ layoutData: LayoutData }>(layoutQuery);
    return result.ok ? { ok: true, data: result.data.layoutData } : result;
  });
}
