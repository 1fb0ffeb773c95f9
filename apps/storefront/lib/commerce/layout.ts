import { cachedRead } from './cached';
import { cacheTags } from './cache-tags';
import { layoutQuery } from './queries/layout';
import { commerceQuery } from './transport';
import type { LayoutData, MenuItem } from './types';

/**
 * Header and footer data (menu from the category tree, footer, usps, opening hours, review
 * rating). Null when the engine answered with an error; throws EngineUnavailableError when it
 * could not be reached.
 */
export function getLayoutData(locale: string): Promise<LayoutData | null> {
  return cachedRead(
    'layout',
    { locale, tags: [cacheTags.layout, cacheTags.catalog, cacheTags.content] },
    async () => {
      const result = await commerceQuery<{ layoutData: LayoutData }>(layoutQuery);
      if (!result.ok) return result;
      const layout = result.data.layoutData;
      return { ok: true, data: { ...layout, menuItems: withChildren(layout.menuItems) } };
    },
  );
}

/** The query selects three levels; the deepest comes without `children`. */
function withChildren(items: MenuItem[] | undefined): MenuItem[] {
  return (items ?? []).map((item) => ({ ...item, children: withChildren(item.children) }));
}
