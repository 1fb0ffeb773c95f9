import type { MenuBanners, MenuItem } from './layout-types.ts';

export interface MenuCategory {
  id: number;
  parentId: number | null;
  name: string;
  /** The Dutch path: the menu item's identifier and its banner's key, the same in every language. */
  urlPath: string;
  /** The path in the page's language (ADR 0042), which the link names; the Dutch one if absent. */
  localPath?: string;
  level: number;
  position: number;
  includeInMenu: boolean;
  longtail: boolean;
  image: string | null;
}

/** How deep the menu goes below the top level (top = depth 0). */
export const MENU_MAX_DEPTH = 2;

/**
 * Builds the menu tree from the category tree (spec §3 Menu item). Only categories with
 * include_in_menu, sorted by position then name; longtail categories are quick filters, not
 * menu entries. When the tree has a single root (a Magento-style "Default Category"), its
 * children are the top level.
 */
export function buildMenuItems(
  categories: MenuCategory[],
  banners: MenuBanners = {},
  suffix = '',
): MenuItem[] {
  const visible = categories.filter((c) => c.includeInMenu && !c.longtail);
  const byParent = new Map<number | null, MenuCategory[]>();
  const ids = new Set(visible.map((c) => c.id));
  for (const category of visible) {
    // A parent that is hidden or absent makes the category a root candidate.
    const parent =
      category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(category);
    byParent.set(parent, siblings);
  }
  const sortCategories = (list: MenuCategory[]) =>
    [...list].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'nl'));

  let roots = sortCategories(byParent.get(null) ?? []);
  const minLevel = Math.min(...roots.map((c) => c.level));
  roots = roots.filter((c) => c.level === minLevel);
  if (roots.length === 1 && (byParent.get(roots[0]!.id)?.length ?? 0) > 0) {
    roots = sortCategories(byParent.get(roots[0]!.id) ?? []);
  }

  const toItem = (category: MenuCategory, depth: number): MenuItem => {
    const children =
      depth < MENU_MAX_DEPTH
        ? sortCategories(byParent.get(category.id) ?? []).map((child) => toItem(child, depth + 1))
        : [];
    const banner = depth === 0 ? banners[category.urlPath] : undefined;
    return {
      id: String(category.id),
      name: category.name,
      link: {
        link: `/${category.localPath ?? category.urlPath}${suffix}`,
        rel: null,
        target: null,
      },
      children,
      thumbnail: category.image,
      highlight: false,
      bold: depth === 0,
      banner: banner?.image ?? null,
      bannerLink: banner?.link ?? null,
      identifier: category.urlPath,
      depth,
      position: category.position,
    };
  };
  return roots.map((category) => toItem(category, 0));
}
