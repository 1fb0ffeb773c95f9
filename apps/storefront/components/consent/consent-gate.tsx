'use client';

import { useEffect, useState } from 'react';
import { deferred } from '@/components/ui/deferred';

const ConsentNotice = deferred(() => import('./consent-notice').then((m) => m.ConsentNotice));

/**
 * How a stored choice of this version begins (`{"v":1,` URI-encoded, see
 * lib/consent/consent-cookie.ts). Every page carries this check, so it only looks; the notice
 * itself reads the value.
 */
const storedChoice = /(?:^|;\s*)cookie_consent=%7B%22v%22%3A1%2C/;

/**
 * All that every page carries of the cookie notice and tracking (ADR 0018), one click listener:
 * - spec §2 cookie notice: its code loads only when no choice is stored, or when the footer's
 *   'Cookie settings' button (server-rendered with `data-cookie-settings`) reopens it; closing
 *   gives that button the focus back;
 * - spec §3 menu and filter selection (`tracking`: a tag is configured): a click on a link
 *   marked by lib/analytics/selection-attributes.ts loads the event code, and `track` sends
 *   nothing without consent.
 */
export function ConsentGate({ tracking }: { tracking: boolean }) {
  // Closed (false), open on a first visit (null) or reopened from the button.
  const [from, setFrom] = useState<HTMLElement | null | false>(false);
  useEffect(() => {
    if (!storedChoice.test(document.cookie)) setFrom(null);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const button = target?.closest?.<HTMLElement>('[data-cookie-settings]');
      if (button) setFrom(button);
      const link =
        tracking && target?.closest?.<HTMLElement>('[data-track-menu],[data-track-filter]');
      if (link)
        import('@/lib/analytics/track-selection')
          .then((module) => module.trackSelection(link))
          .catch(() => undefined);
    };
    // Capture: a link's own handler (client navigation) must not hide the click.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [tracking]);
  return from === false ? null : (
    <ConsentNotice key={from ? 'settings' : 'first'} from={from} onClose={() => setFrom(false)} />
  );
}
