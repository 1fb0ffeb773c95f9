'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { parseConsent } from '@/lib/consent/consent-cookie';
import { cookieSettingsAttribute } from './cookie-settings';

const ConsentNotice = lazy(() =>
  import('./consent-notice').then((module) => ({ default: module.ConsentNotice })),
);

/**
 * spec §2 cookie notice: all that every page carries is this check. The notice's code loads
 * only when no choice is stored, or when the footer's 'Cookie settings' reopens it.
 */
export function ConsentGate() {
  const [open, setOpen] = useState<'first' | 'settings' | null>(null);
  useEffect(() => {
    if (!parseConsent(document.cookie)) setOpen('first');
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(`[${cookieSettingsAttribute}]`))
        setOpen('settings');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentNotice key={open} reopened={open === 'settings'} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
