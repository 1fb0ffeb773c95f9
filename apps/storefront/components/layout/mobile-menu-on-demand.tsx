'use client';

import { deferred } from '@/components/ui/deferred';
import { useOnceTrue } from '@/components/ui/use-once-true';
import { useUiState } from '@/components/state/ui-state';
import type { MenuItem, ServiceNavItem } from '@/lib/commerce/types';

const Drawer = deferred(() => import('./mobile-menu').then((module) => module.MobileMenu));

/**
 * The mobile menu drawer, whose code loads the first time a shopper opens the menu: it is
 * rendered only while open, so no page needs it to show or to hydrate.
 */
export function MobileMenu(props: { items: MenuItem[]; serviceItems: ServiceNavItem[] }) {
  const { state } = useUiState();
  const opened = useOnceTrue(state.sidebar.open && state.sidebar.view === 'MENU_VIEW');
  return opened ? <Drawer {...props} /> : null;
}
