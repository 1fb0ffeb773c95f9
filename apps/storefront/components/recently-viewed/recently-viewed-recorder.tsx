'use client';

import { useEffect } from 'react';
import type { RecentProduct } from '@/lib/catalog/recently-viewed';
import { RecentlyViewed } from './deferred-parts';
import { recordRecent } from './recent-store';

/**
 * Records the product page's product as soon as the page hydrates (a shopper who moves on
 * quickly is still remembered) and shows the others viewed before it; the list's code loads
 * on its own.
 */
export function RecentlyViewedRecorder({ product }: { product: RecentProduct }) {
  useEffect(() => recordRecent(product), [product]);
  return <RecentlyViewed exclude={product.sku} />;
}
