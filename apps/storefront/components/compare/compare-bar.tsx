'use client';

import { deferred } from '@/components/ui/deferred';
import { compareList } from '@/components/state/compare-list';
import { useStoredList } from '@/components/state/stored-list';
import { compareConfig } from '@/lib/config/compare';

const CompareToast = deferred(() =>
  import('./compare-toast').then((module) => module.CompareToast),
);

/** spec §2: the compare toast once more than one product is listed; its code loads then. */
export function CompareBar() {
  const list = useStoredList(compareList);
  if (list.length < compareConfig.toastFrom) return null;
  return <CompareToast count={list.length} />;
}
