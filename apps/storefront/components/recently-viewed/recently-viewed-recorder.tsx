'use client';

import { useEffect } from 'react';
import { recordRecentlyViewed, type RecentProduct } from '@/components/state/recently-viewed-list';
import { RecentlyViewed } from './recently-viewed-on-demand';

/**
 * Records the product page's product as soon as the page hydrates (a shopper who moves on
 * quickly is still remembered), so it is not loaded on demand; the list of the others viewed
 * before it is.
 */
export function RecentlyViewedRecorder({ product }: { product: RecentProduct }) {
  useEffect(() => recordRecentlyViewed(product), [product]);
  return <RecentlyViewed exclude={product.sku} />;
}
