'use client';

import type { CartView } from '@/lib/commerce/cart/types';
import type { cartUrl } from './cart-summary';

// The cart as the browser last read it, shared by the cart page, the drawer and the update flow.
// It does for the one cart what SWR did (ADR 0005): the /cart page's first load cannot carry SWR
// (5.8 kB gzip) under its budget. Same rules: a read when a cart view mounts (one per second at
// most), on focus and on reconnect where the view asks for it; a write replaces the cart and
// wins over a read that started before it.

export interface CartCacheState {
  cart: CartView | undefined;
  error: unknown;
  /** Reads in flight. */
  reading: number;
}

let state: CartCacheState = { cart: undefined, error: undefined, reading: 0 };
const listeners = new Set<() => void>();
let reader: (() => Promise<CartView>) | null = null;
let viewsMounted = 0;
let read: { promise: Promise<CartView | undefined>; startedAt: number } | null = null;
// Bumped by every write: a read that started before one is not used.
let writes = 0;
let lastFocusRead = 0;

const dedupeMs = 1000;
const focusThrottleMs = 5000;

function update(patch: Partial<CartCacheState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const cartSnapshot = () => state;

const serverState: CartCacheState = { cart: undefined, error: undefined, reading: 1 };
/** On the server (and while hydrating) the cart is not read yet. */
export const cartServerSnapshot = () => serverState;

/** Reads /api/cart again; `dedupe` reuses a read that started less than a second ago. */
export function readCart({ dedupe }: { dedupe: boolean }): Promise<CartView | undefined> {
  if (!reader) return Promise.resolve(state.cart);
  if (dedupe && read && Date.now() - read.startedAt < dedupeMs) return read.promise;
  const writesBefore = writes;
  update({ reading: state.reading + 1 });
  const promise = reader().then(
    (cart) => {
      const stale = writes !== writesBefore;
      update({
        reading: state.reading - 1,
        ...(stale ? {} : { cart, error: undefined }),
      });
      return stale ? state.cart : cart;
    },
    (error: unknown) => {
      const stale = writes !== writesBefore;
      update({ reading: state.reading - 1, ...(stale ? {} : { error }) });
      return state.cart;
    },
  );
  read = { promise, startedAt: Date.now() };
  return promise;
}

/** A cart view mounted: it reads the cart (SWR's revalidate on mount) and lends its reader. */
export function mountCartView(cartReader: () => Promise<CartView>) {
  reader = cartReader;
  viewsMounted += 1;
  void readCart({ dedupe: true });
  return () => {
    viewsMounted -= 1;
  };
}

/** The window got the focus back or the connection returned: read again, at most every 5 s. */
export function readCartOnFocus() {
  if (Date.now() - lastFocusRead < focusThrottleMs) return;
  lastFocusRead = Date.now();
  void readCart({ dedupe: true });
}

type Next<Data> =
  Data | undefined | Promise<Data | undefined> | ((cart: Data | undefined) => Data | undefined);

/**
 * SWR's `mutate` for the cart: without a value, read again (when a cart view is mounted);
 * with one (a cart, a function of the current cart or a promise of a cart), store it and tell
 * the views. A promise that fails leaves the cart as it was and rejects; one overtaken by a
 * later write only answers.
 */
export async function mutate<Data = CartView>(
  key: typeof cartUrl,
  ...args: [] | [next: Next<Data>, options?: { revalidate?: boolean }]
): Promise<Data | undefined> {
  void key;
  if (args.length === 0) {
    return (viewsMounted ? await readCart({ dedupe: false }) : state.cart) as Data | undefined;
  }
  const [next, options] = args;
  writes += 1;
  const mine = writes;
  let value = (
    typeof next === 'function'
      ? (next as (cart: Data | undefined) => Data | undefined)(state.cart as Data | undefined)
      : next
  ) as Data | undefined | Promise<Data | undefined>;
  if (value instanceof Promise) {
    value = await value;
    if (mine !== writes) return value;
  }
  update({ cart: value as CartView | undefined, error: undefined });
  if (options?.revalidate !== false && viewsMounted) await readCart({ dedupe: false });
  return value;
}
