'use client';

import { deferred } from '@/components/ui/deferred';

// Category and product pages share one route: these load in chunks of their own, so a category
// page carries none of their code. The home page shows the list; a product page records itself
// and shows the list, both in the recorder's chunk.
export const RecentlyViewed = deferred(() =>
  import('./recently-viewed').then((module) => module.RecentlyViewed),
);
export const RecentlyViewedRecorder = deferred(() =>
  import('./recently-viewed-recorder').then((module) => module.RecentlyViewedRecorder),
);
