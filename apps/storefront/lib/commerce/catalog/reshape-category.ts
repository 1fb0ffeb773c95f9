import type { CategoryPageFragment } from '../generated/graphql';
import type { CategoryPageData } from '../types';
import { pageBuilderBlocks } from '../content/page-builder-json';
import { mediaUrl, present, shownText, sitePath } from '../values';

/** spec §3 banner: desktop and mobile image (mobile falls back to desktop), position default 1. */
function banner(raw: CategoryPageFragment['banner']): CategoryPageData['banner'] {
  const desktop = shownText(raw?.desktop_image);
  const mobile = shownText(raw?.mobile_image);
  if (!raw || (!desktop && !mobile)) return null;
  return {
    desktopImage: mediaUrl(desktop),
    mobileImage: mediaUrl(mobile ?? desktop),
    position: raw.position ?? 1,
    link: shownText(raw.link),
  };
}

/** spec §3 Category, as the category page shows it. */
export function reshapeCategory(raw: CategoryPageFragment): CategoryPageData | null {
  if (raw.id === null) return null;
  return {
    id: raw.id,
    name: raw.name ?? '',
    path: sitePath(raw.url_path),
    urlAlternates: Object.fromEntries(
      present(raw.url_alternates).map((alternate) => [alternate.locale, alternate.relative_url]),
    ),
    description: shownText(raw.description_html),
    metaTitle: shownText(raw.meta_title),
    metaDescription: shownText(raw.meta_description),
    banner: banner(raw.banner),
    blocks: pageBuilderBlocks(raw.pagebuilder_content, `category ${raw.id}`),
    breadcrumbs: present(raw.breadcrumbs).map((crumb) => ({
      name: crumb.category_name ?? '',
      href: sitePath(crumb.category_url_path),
    })),
    children: present(raw.children).flatMap((child) =>
      child.id === null
        ? []
        : [
            {
              id: child.id,
              name: child.name ?? '',
              href: sitePath(child.url_path),
              count: child.product_count ?? 0,
            },
          ],
    ),
    // spec §3: longtail children become the category's quick filters.
    quickFilters: present(raw.quick_filters).flatMap((child) =>
      child.id === null
        ? []
        : [{ id: child.id, name: child.name ?? '', href: sitePath(child.url_path) }],
    ),
  };
}
