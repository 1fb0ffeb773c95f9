'use client';

import { useEffect } from 'react';
import { CloseIcon } from '@/components/ui/icons';

const storageKey = (id: string) => `notification-dismissed:${id}`;

/**
 * Closes a notification (found by its id: the server rendered it) for the rest of the visit;
 * a closed one stays closed on the next page view of this tab.
 */
export function DismissButton({ targetId, label }: { targetId: string; label: string }) {
  useEffect(() => {
    if (sessionStorage.getItem(storageKey(targetId)))
      document.getElementById(targetId)?.setAttribute('hidden', '');
  }, [targetId]);
  return (
    <button
      type="button"
      onClick={() => {
        document.getElementById(targetId)?.setAttribute('hidden', '');
        try {
          sessionStorage.setItem(storageKey(targetId), '1');
        } catch {
          // Storage may be refused (private mode): it is closed for this page view then.
        }
      }}
      className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
      aria-label={label}
    >
      <CloseIcon />
    </button>
  );
}
