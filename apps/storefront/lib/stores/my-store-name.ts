'use client';

import { useSyncExternalStore } from 'react';
import { physicalStoresConfig } from '@/lib/config/physical-stores';

/**
 * The header's part of my store, kept tiny because every page loads it: the chosen store's
 * remembered name, read from storage, and the page-wide event that announces a new choice.
 */
export const myStoreChangeEvent = 'my-store-change';
export const myStoreNameKey = 'my_store_name';

const cookiePrefix = `${physicalStoresConfig.chosenStoreCookie}=`;

function rememberedName(): string | null {
  try {
    const chosen = document.cookie
      .split('; ')
      .some((part) => part.length > cookiePrefix.length && part.startsWith(cookiePrefix));
    return chosen ? window.localStorage.getItem(myStoreNameKey) : null;
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

/** The chosen store's name; null without a choice, on the server and before hydration. */
export function useMyStoreName(): string | null {
  return useSyncExternalStore(subscribeMyStore, rememberedName, () => null);
}
