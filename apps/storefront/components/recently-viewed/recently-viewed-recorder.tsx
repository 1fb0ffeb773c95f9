'use client';

import { useEffect } from 'react';
import { recordRecentlyViewed } from '@/components/state/recently-viewed-list';
import { RecentlyViewed } from './recently-viewed-on-demand';

/**
 * Records the product page's product as soon as the page hydrates (a shopper who moves on
 * quickly is still remembered), so it is not loaded on demand; the list of the others viewed
 * before it is.
 */
export function RecentlyViewedRecorder({ sku }: { sku: string }) {
  useEffect(() => recordRecentlyViewed(sku), [sku]);
  return <RecentlyViewed exclude={sku} />;
}
