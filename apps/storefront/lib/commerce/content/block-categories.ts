import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { BlockCategoriesDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import { mediaUrl, present, sitePath } from '../values';

export interface CategoryTile {
  id: string;
  name: string;
  href: string;
  image: string | null;
  productCount: number | null;
}

/**
 * The categories of a category block, in the block's order; unknown ids are left out. Empty
 * when they failed to load (spec §8: logged, nothing visible).
 */
export async function getBlockCategories(ids: string[], locale: string): Promise<CategoryTile[]> {
  const wanted = ids.slice(0, 24);
  if (wanted.length === 0) return [];
  const tiles = await cachedRead(
    'block-categories',
    { locale, key: wanted.join(','), tags: [cacheTags.catalog] },
    async () => {
      const result = await commerceQuery(
        BlockCategoriesDocument,
        {
          ids: wanted,
          pageSize: wanted.length,
        },
        { locale },
      );
      if (!result.ok) return result;
      const items = present(result.data.categories?.items).flatMap((item) =>
        item.id !== null && item.id !== undefined && item.name
          ? [
              {
                id: String(item.id),
                name: item.name,
                href: sitePath(item.url_path),
                image: mediaUrl(item.image),
                productCount: item.product_count ?? null,
              },
            ]
          : [],
      );
      return { ok: true, data: items };
    },
  );
  const order = new Map(wanted.map((id, index) => [id, index]));
  return [...(tiles ?? [])].sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99));
}
