import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { BrandDocument, BrandsDocument, type BrandFieldsFragment } from '../generated/graphql';
import { commerceQuery } from '../transport';
import type { BrandData } from '../types';

const reshapeBrand = (raw: BrandFieldsFragment): BrandData => ({
  code: raw.code,
  name: raw.name,
  urlKey: raw.url_key,
  productCount: raw.product_count,
});

/** All brands with listed products (spec §2 /merken); empty on failure. */
export async function getBrands(locale: string): Promise<BrandData[]> {
  const brands = await cachedRead('brands', { locale, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery(BrandsDocument);
    return result.ok ? { ok: true, data: result.data.brands.map(reshapeBrand) } : result;
  });
  return brands ?? [];
}

/** One brand by its url key; null when there is none or it failed to load. */
export function getBrand(urlKey: string, locale: string): Promise<BrandData | null> {
  return cachedRead('brand', { locale, key: urlKey, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery(BrandDocument, { urlKey });
    if (!result.ok) return result;
    return { ok: true, data: result.data.brand ? reshapeBrand(result.data.brand) : null };
  });
}
