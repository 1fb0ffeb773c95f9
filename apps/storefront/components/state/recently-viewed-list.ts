import { recentlyViewedConfig } from '@/lib/config/recently-viewed';
import { createStoredList } from './stored-list';

/**
 * A remembered product: only its SKU. Names, prices and stock are asked from the engine when
 * the list is shown, so they are current and in the page's language (spec §7 recently viewed).
 */
export interface RecentProduct {
  sku: string;
}

// Entries written before kept a whole snapshot; their SKU is what is read from them now.
const isRecentProduct = (value: unknown): value is RecentProduct =>
  typeof (value as RecentProduct | null)?.sku === 'string';

/** spec §9 recently viewed: the last 5 (or 4) products, newest first. */
export const recentlyViewedList = createStoredList<RecentProduct>(
  recentlyViewedConfig.storageKey,
  recentlyViewedConfig.count,
  { isItem: isRecentProduct, identify: (product) => product.sku },
);

/** Puts the product first; an earlier visit of it drops out, as does the oldest beyond the count. */
export function recordRecentlyViewed(sku: string): void {
  recentlyViewedList.write([
    { sku },
    ...recentlyViewedList.read().map((product) => ({ sku: product.sku })),
  ]);
}
