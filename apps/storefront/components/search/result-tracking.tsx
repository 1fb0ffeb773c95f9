'use client';

import type { ReactNode } from 'react';
import { analyticsConfig } from '@/lib/config/analytics';
import { selectItemEvent, type TrackedItem } from '@/lib/analytics/site-events';
import { track } from '@/lib/analytics/track';

/**
 * spec §3 select_item for a product chosen from the search results: one listener on the list
 * (the product cards stay server components). Without tracking configured it adds nothing.
 */
export function ResultTracking({
  items,
  list,
  children,
}: {
  items: (TrackedItem & { href: string })[];
  list: string;
  children: ReactNode;
}) {
  if (!analyticsConfig.tag) return children;
  return (
    <div
      onClickCapture={(event) => {
        const link = (event.target as Element).closest('a');
        const href = link?.getAttribute('href');
        if (!href) return;
        const index = items.findIndex((item) => href.endsWith(item.href));
        if (index !== -1) track(selectItemEvent(items[index]!, index, list));
      }}
    >
      {children}
    </div>
  );
}
