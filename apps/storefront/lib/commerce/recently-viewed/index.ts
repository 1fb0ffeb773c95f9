import { browserQuery } from '../browser-query';
import { reshapeProduct } from '../catalog/reshape-product';
import { RecentlyViewedProductsDocument } from '../generated/graphql';
import type { ProductCardData } from '../types';
import { present } from '../values';

/**
 * The recently viewed products as the engine has them now (names, prices and stock never go
 * stale), in the order they were viewed; a sku the engine no longer lists is left out. Null when
 * the engine could not be asked (spec §8: the section is then not shown).
 */
export async function getRecentlyViewedProducts(
  skus: readonly string[],
  locale: string,
  signal?: AbortSignal,
): Promise<ProductCardData[] | null> {
  if (!skus.length) return [];
  // Names, prices and links in the page's language: only the SKUs are remembered.
  const data = await browserQuery(
    RecentlyViewedProductsDocument,
    { skus: [...skus], size: skus.length },
    signal,
    locale,
  );
  if (!data) return null;
  const items = present(data.products?.items);
  return skus.flatMap((sku) => {
    const card = reshapeProduct(items.find((item) => item.sku === sku));
    return card ? [card] : [];
  });
}
