import { useSyncExternalStore } from 'react';

/**
 * A list kept in the browser's storage under one key: de-duplicated, at most `limit` entries,
 * shared by every component that reads it and by the shop's other tabs. Components read it with
 * `useStoredList`; the module that creates it is the only provider, so no context wraps the page
 * and its code loads only with the parts that use it (ADR 0005).
 */
export interface StoredList<Item> {
  /** The list as stored; unreadable or malformed storage counts as empty. */
  read(): readonly Item[];
  /** Stores the list, de-duplicated (the first of equals stays) and cut to the limit. */
  write(list: readonly Item[]): void;
  /** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface StoredListItems<Item> {
  /** Whether a stored value is an item: anything else is dropped when read. */
  isItem(value: unknown): value is Item;
  /** What makes two items the same one (a SKU). */
  identify(item: Item): string;
}

const nothing: readonly never[] = [];

export function createStoredList<Item>(
  key: string,
  limit: number,
  items: StoredListItems<Item>,
): StoredList<Item> {
  const listeners = new Set<() => void>();
  // The same array while the stored text is unchanged, as useSyncExternalStore needs.
  let cache: { raw: string | null; list: readonly Item[] } = { raw: null, list: nothing };

  const normalise = (values: readonly unknown[]): Item[] => {
    const seen = new Set<string>();
    const list: Item[] = [];
    for (const value of values) {
      if (!items.isItem(value) || seen.has(items.identify(value))) continue;
      seen.add(items.identify(value));
      list.push(value);
    }
    return list.slice(0, limit);
  };

  return {
    read() {
      let raw: string | null = null;
      let list: readonly Item[] = nothing;
      try {
        raw = window.localStorage.getItem(key);
        if (raw === cache.raw) return cache.list;
        const value: unknown = JSON.parse(raw ?? '[]');
        if (Array.isArray(value)) list = normalise(value);
      } catch {
        // Blocked storage, or text that is not JSON: an empty list.
      }
      cache = { raw, list };
      return list;
    },
    write(list) {
      window.localStorage.setItem(key, JSON.stringify(normalise(list)));
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      // Another tab's change arrives as a storage event; `read` sees whether this list changed.
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
}

/**
 * The stored list in a component, kept up to date. Empty on the server and while hydrating, so a
 * cached page is the same for every shopper; the stored list follows at once.
 */
export function useStoredList<Item>(list: StoredList<Item>): readonly Item[] {
  return useSyncExternalStore(list.subscribe, list.read, () => nothing);
}
