'use client';

import { useEffect } from 'react';

/**
 * Reports menu and filter link clicks (spec §3) from the links' data attributes
 * (lib/analytics/selection-attributes.ts). Rendered only when tracking is configured; the event
 * code loads with the first such click, and `track` still sends nothing without consent.
 */
export function SelectionTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>(
        '[data-track-menu],[data-track-filter]',
      );
      if (!link) return;
      const data = { ...link.dataset };
      const href = link.getAttribute('href') ?? '';
      const menu = link.closest('[data-mega-menu]') ? 'mega_menu' : 'mobile_menu';
      Promise.all([import('@/lib/analytics/site-events'), import('@/lib/analytics/track')])
        .then(([events, analytics]) =>
          analytics.track(
            data.trackMenu !== undefined
              ? events.menuSelectionEvent(menu, data.trackMenu.split(events.menuPathSeparator), href)
              : events.filterSelectionEvent(
                  data.trackFilter ?? '',
                  data.filterValue ?? '',
                  data.filterActive !== 'true',
                ),
          ),
        )
        .catch(() => undefined);
    };
    // Capture: a link's own handler (client navigation) must not hide the click.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
