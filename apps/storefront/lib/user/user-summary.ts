'use client';

import { useSyncExternalStore } from 'react';
import type { UserState } from './user-types';

// What the header shows of the shopper (greeting, wishlist count) on every page, read with one
// plain fetch of /api/user, and only when the `signed_in` hint cookie says a session exists: a
// shopper who never signed in costs no request and no library (ADR 0005). SWR (useUser) loads with
// the account's parts and keeps this current.

export const userUrl = '/api/user';

export const guestUserState: UserState = {
  isLoggedIn: false,
  firstname: null,
  email: null,
  wishlistSkus: [],
  token: null,
};

let current: UserState | null = null;
let preloaded: Promise<UserState | undefined> | null = null;
const listeners = new Set<() => void>();

export function setUserSummary(next: UserState) {
  if (current === next) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Whether the browser holds the hint of a session (the session cookie itself is httpOnly). */
export function mayBeSignedIn(): boolean {
  return typeof document !== 'undefined' && /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);
}

/** GET /api/user; undefined when the answer is not a user state (the engine unreachable). */
export async function fetchUserState(): Promise<UserState | undefined> {
  const response = await fetch(userUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  return (await response.json()) as UserState;
}

/** The visit's first GET /api/user, shared by the header and SWR's first read. */
export function preloadUser(): Promise<UserState | undefined> {
  if (!mayBeSignedIn()) {
    preloaded ??= Promise.resolve(guestUserState);
    return preloaded;
  }
  preloaded ??= fetchUserState()
    .then((user) => {
      if (user && current === null) setUserSummary(user);
      return user;
    })
    .catch(() => undefined);
  return preloaded;
}

/** The preloaded answer no longer tells the shopper (an action was sent). */
export function forgetPreloadedUser() {
  preloaded = Promise.resolve(undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shopper as last read; a guest until then (and on the server). */
export function useUserSummary(): UserState {
  return useSyncExternalStore(
    subscribe,
    () => current ?? guestUserState,
    () => guestUserState,
  );
}
