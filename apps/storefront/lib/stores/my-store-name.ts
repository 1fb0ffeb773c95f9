'use client';

import { useSyncExternalStore } from 'react';
import { physicalStoresConfig } from '@/lib/config/physical-stores';

/**
 * The header's part of my store, kept tiny because every page loads it: the chosen store's
 * remembered city (short enough for the top bar), read from storage, and the page-wide event
 * that announces a new choice.
 */
export const myStoreChangeEvent = 'my-store-change';
export const myStoreCityKey = 'my_store_city';

const cookiePrefix = `${physicalStoresConfig.chosenStoreCookie}=`;

function rememberedCity(): string | null {
  try {
    const chosen = document.cookie
      .split('; ')
      .some((part) => part.length > cookiePrefix.length && part.startsWith(cookiePrefix));
    return chosen ? window.localStorage.getItem(myStoreCityKey) : null;
  } catch {
    return null;
  }
}

export function subscribeMyStore(onChange: () => void): () => void {
  window.addEventListener(myStoreChangeEvent, onChange);
  // Another tab may have chosen meanwhile.
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(myStoreChangeEvent, onChange);
    window.removeEventListener('focus', onChange);
  };
}

/** The chosen store's city; null without a choice, on the server and before hydration. */
export function useMyStoreCity(): string | null {
  return useSyncExternalStore(subscribeMyStore, rememberedCity, () => null);
}
