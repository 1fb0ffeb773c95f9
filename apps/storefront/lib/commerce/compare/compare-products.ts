import { browserQuery } from '../browser-query';
import { reshapeProduct } from '../catalog/reshape-product';
import { CompareProductsDocument } from '../generated/graphql';
import type { ComparedProduct } from '../types';
import { present, shownText } from '../values';

/**
 * The compared products in the order the shopper added them (spec §4 compare list), each with
 * its specifications named in the page's language; a sku the engine no longer knows is left
 * out. Null when the engine could not be asked (spec §8: nothing shown then).
 */
export async function getComparedProducts(
  skus: string[],
  signal?: AbortSignal,
  locale?: string,
): Promise<ComparedProduct[] | null> {
  if (!skus.length) return [];
  const data = await browserQuery(
    CompareProductsDocument,
    { skus, size: skus.length },
    signal,
    locale,
  );
  if (!data) return null;
  const items = present(data.products?.items);
  return skus.flatMap((sku) => {
    const item = items.find((candidate) => candidate.sku === sku);
    const card = reshapeProduct(item);
    if (!item || !card) return [];
    const specs = present(item.product_specifications).flatMap((spec) => {
      const label = shownText(spec.label);
      const value = shownText(spec.value);
      return label && value ? [{ code: shownText(spec.code) ?? label, label, value }] : [];
    });
    return [{ ...card, specs }];
  });
}
