'use client';

import { useSyncExternalStore } from 'react';
import type { CartView } from '@/lib/commerce/cart/types';

// The cart's total quantity for the header badge on every page, read with one plain fetch of
// /api/cart (spec §7: preloaded on every page). The cart's cache (cart-cache.ts) and code load
// with the drawer, the cart page and the first add (ADR 0005); they keep this number current.

export const cartUrl = '/api/cart';

/** /api/cart in the page's language (spec §7 ?locale=), from `<html lang>` (nl-NL → nl). */
export function cartUrlInPageLanguage(): string {
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  return lang ? `${cartUrl}?locale=${encodeURIComponent(lang)}` : cartUrl;
}

let quantity: number | null = null;
let preloaded: Promise<CartView | undefined> | null = null;
const listeners = new Set<() => void>();

export function setCartQuantity(next: number | null) {
  if (next === quantity) return;
  quantity = next;
  for (const listener of listeners) listener();
}

export const cartQuantityNow = () => quantity;

/** An update was sent: the preloaded answer no longer tells the cart. */
export function forgetPreloadedCart() {
  preloaded = Promise.resolve(undefined);
}

/** The first GET /api/cart of the visit, shared by the badge and the cart cache's first read. */
export function preloadCart(): Promise<CartView | undefined> {
  preloaded ??= fetch(cartUrlInPageLanguage(), { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<CartView>) : undefined))
    .then((cart) => {
      if (cart && quantity === null) setCartQuantity(cart.total_quantity);
      return cart;
    })
    .catch(() => undefined);
  return preloaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The cart's total quantity, 0 until the first read is in (and on the server). */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribe,
    () => quantity ?? 0,
    () => 0,
  );
}
