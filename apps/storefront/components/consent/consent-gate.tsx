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
 * spec §2 cookie notice: all that every page carries is this check. The notice's code loads
 * only when no choice is stored, or when the footer's 'Cookie settings' button (server-rendered
 * with `data-cookie-settings`) reopens it; closing gives that button the focus back.
 */
export function ConsentGate() {
  const [open, setOpen] = useState<{ from: HTMLElement | null } | null>(null);
  useEffect(() => {
    if (!storedChoice.test(document.cookie)) setOpen({ from: null });
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(
        '[data-cookie-settings]',
      );
      if (button) setOpen({ from: button });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!open) return null;
  return (
    <ConsentNotice
      key={open.from ? 'settings' : 'first'}
      reopened={open.from !== null}
      onClose={() => {
        setOpen(null);
        open.from?.focus();
      }}
    />
  );
}
