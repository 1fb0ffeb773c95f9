'use client';

import { deferred } from '@/components/ui/deferred';

// Product-page and home-page parts. Category and product pages share one route, so these load
// in chunks of their own instead of with every category page.
export const StoreStock = deferred(() =>
  import('./store-stock').then((module) => module.StoreStock),
);
export const RecentlyViewed = deferred(() =>
  import('./recently-viewed').then((module) => module.RecentlyViewed),
);
