import { ProductInStoresDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import { present, productPath } from '../values';

/** SKUs are short codes; a longer one cannot be a product and is not asked for. */
export const maxSkuChars = 64;

/** A product and its stock per store code (spec §2 store finder from a product page). */
export interface ProductInStores {
  sku: string;
  name: string;
  href: string;
  qtyByStore: Record<string, number>;
}

/**
 * The product with this sku and its stock in each store, read fresh (stock is never cached).
 * Null for an unknown sku, an over-long one, or when the engine answered with an error.
 */
export async function getProductInStores(
  sku: string,
  locale: string,
): Promise<ProductInStores | null> {
  if (!sku || sku.length > maxSkuChars) return null;
  // The product's name is shown above the stores, in the page's language.
  const result = await commerceQuery(ProductInStoresDocument, { sku }, { locale });
  if (!result.ok) {
    console.error('[commerce] product in stores failed:', result.error.message);
    return null;
  }
  const item = present(result.data.products?.items).find((entry) => entry.sku === sku);
  if (!item?.name || !item.url_key) return null;
  const qtyByStore: Record<string, number> = {};
  for (const line of present(item.stock)) qtyByStore[line.store_code] = line.qty;
  return { sku, name: item.name, href: productPath(item.url_key, item.url_suffix), qtyByStore };
}
