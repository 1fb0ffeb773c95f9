'use client';

import { deferred } from '@/components/ui/deferred';

// Category and product pages share one route, so the store stock loads in a chunk of its own
// instead of with every category page.
export const StoreStock = deferred(() =>
  import('./store-stock').then((module) => module.StoreStock),
);
