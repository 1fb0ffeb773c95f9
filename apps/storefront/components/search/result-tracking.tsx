'use client';

import type { ReactNode } from 'react';
import {
  pushEvent,
  selectItemEvent,
  trackingConfigured,
  type TrackedItem,
} from '@/lib/search/tracking';

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
  if (!trackingConfigured()) return children;
  return (
    <div
      onClickCapture={(event) => {
        const link = (event.target as Element).closest('a');
        const href = link?.getAttribute('href');
        if (!href) return;
        const index = items.findIndex((item) => href.endsWith(item.href));
        if (index !== -1) pushEvent(selectItemEvent(items[index]!, index, list));
      }}
    >
      {children}
    </div>
  );
}
