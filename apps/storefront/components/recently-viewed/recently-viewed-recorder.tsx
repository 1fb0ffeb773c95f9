'use client';

import { useEffect } from 'react';
import { recordRecentlyViewed, type RecentProduct } from '@/components/state/recently-viewed-list';
import { RecentlyViewed } from './recently-viewed';

/**
 * Records the product page's product as soon as its code is in (a shopper who moves on quickly
 * is still remembered) and shows the others viewed before it.
 */
export function RecentlyViewedRecorder({ product }: { product: RecentProduct }) {
  useEffect(() => recordRecentlyViewed(product), [product]);
  return <RecentlyViewed exclude={product.sku} />;
}
