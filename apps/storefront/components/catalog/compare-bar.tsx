'use client';

import { lazy, Suspense } from 'react';
import { useCompareList } from './compare-store';

const CompareToast = lazy(() => import('./compare-toast'));

/** spec §2: the compare toast once more than one product is listed; its code loads then. */
export function CompareBar() {
  const list = useCompareList();
  if (list.length < 2) return null;
  return (
    <Suspense>
      <CompareToast count={list.length} />
    </Suspense>
  );
}
