'use client';

import { deferred } from '@/components/ui/deferred';
import { useCompareList } from './compare-store';

const CompareToast = deferred(() =>
  import('./compare-toast').then((module) => module.CompareToast),
);

/** spec §2: the compare toast once more than one product is listed; its code loads then. */
export function CompareBar() {
  const list = useCompareList();
  if (list.length < 2) return null;
  return <CompareToast count={list.length} />;
}
