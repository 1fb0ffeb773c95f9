'use client';

import { deferred } from '@/components/ui/deferred';

// The home and product pages show it; category and product pages share one route, so its code
// loads in a chunk of its own instead of with every category page.
export const RecentlyViewed = deferred(() =>
  import('./recently-viewed').then((module) => module.RecentlyViewed),
);
