import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { SiteMapDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';

export interface SiteMapCategory {
  id: number;
  name: string;
  urlPath: string;
  /** Quick-filter categories (spec §3 longtail) under their parent. */
  children: SiteMapCategory[];
}

export interface SiteMapData {
  /** The top-level categories with their subcategories. */
  categories: SiteMapCategory[];
  cmsPages: { title: string; urlKey: string }[];
  stores: { code: string; name: string; city: string }[];
}

/** The human-readable sitemap's data (spec §2 /sitemap); null when the engine failed. */
export function getSiteMap(locale: string): Promise<SiteMapData | null> {
  return cachedRead(
    'siteMap',
    { locale, tags: [cacheTags.catalog, cacheTags.content] },
    async () => {
      const result = await commerceQuery(SiteMapDocument, {}, { locale });
      if (!result.ok) return result;
      const { categories, cms_pages, stores } = result.data.siteMap;
      return {
        ok: true,
        data: {
          categories: categoryTree(categories),
          cmsPages: cms_pages.map((page) => ({ title: page.title, urlKey: page.url_key })),
          stores: stores.map((store) => ({ ...store })),
        },
      };
    },
  );
}

/** The engine lists parents before children; this nests them. */
export function categoryTree(
  flat: readonly { id: number; parent_id?: number | null; name: string; url_path: string }[],
): SiteMapCategory[] {
  const byId = new Map<number, SiteMapCategory>();
  const roots: SiteMapCategory[] = [];
  for (const row of flat) {
    const node: SiteMapCategory = {
      id: row.id,
      name: row.name,
      urlPath: row.url_path,
      children: [],
    };
    byId.set(row.id, node);
    const parent = row.parent_id == null ? undefined : byId.get(row.parent_id);
    if (parent) parent.children.push(node);
    else if (row.parent_id == null) roots.push(node);
  }
  return roots;
}
