'use client';

import { useSyncExternalStore } from 'react';

// Which cart line the drawer edits: shared by the drawer's title and its body, which live apart.
let editing: string | null = null;
const listeners = new Set<() => void>();

export function setEditingLine(id: string | null) {
  if (editing === id) return;
  editing = id;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The id of the line in the 'Edit Cart Item' view, or null for the 'Shopping Cart' view. */
export function useEditingLine(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => editing,
    () => null,
  );
}
