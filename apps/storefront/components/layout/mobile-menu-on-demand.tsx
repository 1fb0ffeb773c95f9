'use client';

import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useUiState } from '@/components/state/ui-state';

const Drawer = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
);

/**
 * The mobile menu drawer, whose code loads the first time a shopper opens the menu: it is
 * rendered only while open, so no page needs it to show or to hydrate.
 */
export function MobileMenu(props: ComponentProps<typeof Drawer>) {
  const { state } = useUiState();
  const [wanted, setWanted] = useState(false);
  if (!wanted && state.sidebar.open && state.sidebar.view === 'MENU_VIEW') setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense>
      <Drawer {...props} />
    </Suspense>
  );
}
