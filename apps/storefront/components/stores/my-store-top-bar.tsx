'use client';

import { useEffect, useState } from 'react';
import { layoutConfig } from '@/lib/config/layout';
import { deferred } from '@/components/ui/deferred';

const MyStoreToggle = deferred(() =>
  import('./my-store-toggle').then((module) => module.MyStoreToggle),
);

const desktopQuery = `(min-width: ${layoutConfig.breakpoints.lg + 1}px)`;

/**
 * The my-store picker in the desktop top bar. On mobile the picker lives in the menu drawer,
 * so phones never load the top bar's copy: its code comes in a chunk of its own, asked for only
 * at desktop widths (the category page's first-load budget is measured on a phone, ADR 0005).
 */
export function MyStoreTopBar() {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(desktopQuery);
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop ? <MyStoreToggle dropdownId="my-store" /> : null;
}
