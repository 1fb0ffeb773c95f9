import { recentlyViewedConfig } from '@/lib/config/recently-viewed';
import { createStoredList } from './stored-list';

export interface RecentProduct {
  sku: string;
  name: string;
  href: string;
  image: string;
  price: { value: number; currency: string } | null;
}

// What this storefront wrote: an entry with a SKU is taken as a product.
const isRecentProduct = (value: unknown): value is RecentProduct =>
  typeof (value as RecentProduct | null)?.sku === 'string';

/** spec §9 recently viewed: the last 5 (or 4) products, newest first. */
export const recentlyViewedList = createStoredList<RecentProduct>(
  recentlyViewedConfig.storageKey,
  recentlyViewedConfig.count,
  { isItem: isRecentProduct, identify: (product) => product.sku },
);

/** Puts the product first; an earlier visit of it drops out, as does the oldest beyond the count. */
export function recordRecentlyViewed(product: RecentProduct): void {
  recentlyViewedList.write([product, ...recentlyViewedList.read()]);
}
