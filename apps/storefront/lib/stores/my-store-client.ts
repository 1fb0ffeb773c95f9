'use client';

import { useSyncExternalStore } from 'react';
import { myStoreCookie, readMyStoreCode } from './my-store-cookie';
import { myStoreChangeEvent, myStoreCityKey, subscribeMyStore } from './my-store-name';

export function currentMyStore(): string | null {
  return readMyStoreCode(document.cookie);
}

/**
 * Keeps (or with null clears) the shopper's store in the cookie, remembers its city for the
 * header's toggle (so no page asks the engine for it), and tells the page.
 */
export function saveMyStore(store: { code: string; city: string } | null): void {
  document.cookie = myStoreCookie(store?.code ?? null, window.location.protocol === 'https:');
  try {
    if (store) window.localStorage.setItem(myStoreCityKey, store.city);
    else window.localStorage.removeItem(myStoreCityKey);
  } catch {
    // Private modes may refuse storage: the toggle then shows its plain label.
  }
  window.dispatchEvent(new Event(myStoreChangeEvent));
}

/** The chosen store's code, kept current; null on the server and before hydration. */
export function useMyStoreCode(): string | null {
  return useSyncExternalStore(subscribeMyStore, currentMyStore, () => null);
}
