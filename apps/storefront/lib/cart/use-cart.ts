'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { CartView } from '@/lib/commerce/cart/types';
import {
  cartServerSnapshot,
  cartSnapshot,
  mountCartView,
  readCartOnFocus,
  subscribeCart,
} from './cart-cache';
import { cartUrlInPageLanguage, preloadCart, setCartQuantity } from './cart-summary';
import { cartStatus } from './cart-status';

let firstRead = true;

/**
 * GET /api/cart; the visit's first read takes the answer the header already fetched, unless the
 * cart has changed since.
 */
export async function fetchCart(): Promise<CartView> {
  if (firstRead) {
    firstRead = false;
    const preloaded = await preloadCart();
    if (preloaded) return preloaded;
  }
  const response = await fetch(cartUrlInPageLanguage(), {
    headers: { accept: 'application/json' },
  });
  const body = (await response.json()) as CartView;
  return body;
}

// Updates in flight: spec §4 counts the cart as loading while one is pending.
let pending = 0;
const pendingListeners = new Set<() => void>();
export function trackPending<T>(work: Promise<T>): Promise<T> {
  pending += 1;
  pendingListeners.forEach((listener) => listener());
  return work.finally(() => {
    pending -= 1;
    pendingListeners.forEach((listener) => listener());
  });
}
const subscribePending = (listener: () => void) => {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
};

/** Cart and checkout pages re-read the cart when they open, not when the window regains focus. */
export const isCartOrCheckoutPath = (path: string) => /(^|\/)(cart|checkout)(\/|$)/.test(path);

/** The cart (spec §7 GET /api/cart) and its spec §4 status. */
export function useCart() {
  const path = usePathname();
  const onCartPages = isCartOrCheckoutPath(path);
  const {
    cart: data,
    error,
    reading,
  } = useSyncExternalStore(subscribeCart, cartSnapshot, cartServerSnapshot);
  const isLoading = reading > 0 && !data;
  useEffect(() => mountCartView(fetchCart), []);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'hidden') readCartOnFocus();
    };
    // A reconnect reads again everywhere; regaining the focus not on the cart pages.
    window.addEventListener('online', readCartOnFocus);
    if (onCartPages) return () => window.removeEventListener('online', readCartOnFocus);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', readCartOnFocus);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [onCartPages]);
  const updating = useSyncExternalStore(
    subscribePending,
    () => pending > 0,
    () => false,
  );
  useEffect(() => {
    if (data) setCartQuantity(data.total_quantity);
  }, [data]);
  return {
    cart: data,
    status: error && !data ? ('error' as const) : cartStatus(data, isLoading),
    updating,
  };
}
