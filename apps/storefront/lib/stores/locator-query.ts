import { maxSkuChars } from '@/lib/commerce/stores/product-in-stores';

type SearchParams = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/**
 * The store finder's query: `city` only when it is one of the stores' cities (anything else
 * shows all stores), `sku` only when it could be a sku (an over-long one is ignored).
 */
export function locatorQuery(
  params: SearchParams,
  cities: readonly string[],
): { city: string | null; sku: string | null } {
  const city = single(params.city);
  const sku = single(params.sku);
  return {
    city: city && cities.includes(city) ? city : null,
    sku: sku && sku.length <= maxSkuChars ? sku : null,
  };
}
