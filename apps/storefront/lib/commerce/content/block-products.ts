import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { productCards } from '../catalog/reshape-product';
import { ProductsByCategoryDocument, ProductsByUrlKeysDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { ProductCardData, ProductsSource } from '../types';

/**
 * Products for a products block: by url key (in the block's order) or by category, named in the
 * page's language. Empty when they failed to load (spec §8: logged, nothing visible).
 */
export async function getBlockProducts(
  source: ProductsSource,
  locale: string,
): Promise<ProductCardData[]> {
  const urlKeys = source.urlKeys?.filter(Boolean) ?? [];
  if (urlKeys.length > 0) {
    const items = await cachedRead(
      'products-by-url-key',
      { locale, key: urlKeys.join('~~'), tags: [cacheTags.catalog] },
      async () => {
        const result = await commerceQuery(
          ProductsByUrlKeysDocument,
          { urlKeys, pageSize: urlKeys.length },
          { locale },
        );
        return result.ok ? { ok: true, data: productCards(result.data.products?.items) } : result;
      },
    );
    const order = new Map(urlKeys.map((key, index) => [key, index]));
    const position = (item: ProductCardData) =>
      order.get(item.href.slice(1)) ?? Number.MAX_SAFE_INTEGER;
    return (items ?? []).sort((a, b) => position(a) - position(b));
  }
  const categoryId = source.categoryId;
  if (categoryId) {
    const pageSize = Math.min(Math.max(source.pageSize ?? 12, 1), 24);
    const items = await cachedRead(
      'products-by-category',
      { locale, key: `${categoryId}:${pageSize}`, tags: [cacheTags.catalog] },
      async () => {
        const result = await commerceQuery(
          ProductsByCategoryDocument,
          { categoryId, pageSize },
          { locale },
        );
        return result.ok ? { ok: true, data: productCards(result.data.products?.items) } : result;
      },
    );
    return items ?? [];
  }
  return [];
}
