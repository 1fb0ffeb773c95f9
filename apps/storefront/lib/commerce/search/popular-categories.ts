import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { TopCategoriesDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { CategoryLink } from '../types';
import { mediaUrl, present, sitePath } from '../values';

/** Top-level categories for the no-results page; empty when they failed to load (spec §8). */
export async function getPopularCategories(locale: string): Promise<CategoryLink[]> {
  const categories = await cachedRead(
    'search-popular-categories',
    { locale, tags: [cacheTags.catalog] },
    async () => {
      const result = await commerceQuery(TopCategoriesDocument, {}, { locale });
      if (!result.ok) return result;
      const links = present(result.data.categories?.items).flatMap((raw) =>
        raw.id !== null && raw.name && raw.url_path && raw.include_in_menu !== 0
          ? [
              {
                id: raw.id,
                name: raw.name,
                href: sitePath(raw.url_path),
                image: mediaUrl(raw.image),
              },
            ]
          : [],
      );
      return { ok: true, data: links };
    },
  );
  return categories ?? [];
}
