'use client';

import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { layoutConfig } from '@/lib/config/layout';
import {
  initialUiState,
  isScrollLocked,
  uiReducer,
  type SidebarView,
  type UiState,
} from '@/lib/layout/ui-state';

interface UiContextValue {
  state: UiState;
  openSidebar(view: SidebarView): void;
  closeSidebar(): void;
  toggleDropdown(id: string): void;
  closeDropdown(): void;
  openModal(id: string): void;
  closeModal(): void;
}

const UiContext = createContext<UiContextValue | null>(null);

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(uiReducer, initialUiState);
  const pathname = usePathname();

  // Route changes close drawers and dropdowns (spec §4: the account toggle closes on route change).
  useEffect(() => {
    dispatch({ type: 'closeSidebar' });
    dispatch({ type: 'closeDropdown' });
  }, [pathname]);

  const locked = isScrollLocked(state);
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    // The scrollbar's width keeps the page from shifting; 15 px when it cannot be measured (spec §9).
    const padding =
      Number.isFinite(scrollbar) && scrollbar >= 0
        ? scrollbar
        : layoutConfig.scrollLockPaddingFallback;
    body.style.paddingRight = `${padding}px`;
    body.dataset.scrollLocked = 'true';
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      delete body.dataset.scrollLocked;
    };
  }, [locked]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'closeSidebar' });
      dispatch({ type: 'closeDropdown' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const value = useMemo<UiContextValue>(
    () => ({
      state,
      openSidebar: (view) => dispatch({ type: 'openSidebar', view }),
      closeSidebar: () => dispatch({ type: 'closeSidebar' }),
      toggleDropdown: (id) => dispatch({ type: 'toggleDropdown', id }),
      closeDropdown: () => dispatch({ type: 'closeDropdown' }),
      openModal: (id) => dispatch({ type: 'openModal', id }),
      closeModal: () => dispatch({ type: 'closeModal' }),
    }),
    [state],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUiState(): UiContextValue {
  const value = useContext(UiContext);
  if (!value) throw new Error('useUiState needs UiStateProvider');
  return value;
}

/**
 * What the header's toggles show about the shopper, from /api/cart and /api/user (spec §7;
 * ShopperState in shopper-state.tsx feeds it); a guest with an empty cart until they answer.
 */
export interface ShopperSummary {
  isLoggedIn: boolean;
  firstname: string | null;
  cartQuantity: number;
  wishlistCount: number;
}

export const guestShopper: ShopperSummary = {
  isLoggedIn: false,
  firstname: null,
  cartQuantity: 0,
  wishlistCount: 0,
};

const ShopperContext = createContext<ShopperSummary>(guestShopper);
export const ShopperProvider = ShopperContext.Provider;
export const useShopper = () => useContext(ShopperContext);
