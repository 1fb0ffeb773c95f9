'use client';

import { useEffect } from 'react';

/**
 * Reports menu and filter link clicks (spec §3, lib/analytics/track-selection.ts). Rendered
 * only when tracking is configured; the event code loads with the first such click, and `track`
 * still sends nothing without consent.
 */
export function SelectionTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(
        '[data-track-menu],[data-track-filter]',
      );
      if (link)
        import('@/lib/analytics/track-selection')
          .then((module) => module.trackSelection(link))
          .catch(() => undefined);
    };
    // Capture: a link's own handler (client navigation) must not hide the click.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
