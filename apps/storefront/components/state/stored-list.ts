'use client';

import { useSyncExternalStore } from 'react';
import { COMPARE_KEY, parseCompare } from '@/lib/catalog/compare';

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: string[] } = { raw: null, list: [] };

function read(): string[] {
  const raw = window.localStorage.getItem(COMPARE_KEY);
  if (raw !== cache.raw) cache = { raw, list: parseCompare(raw) };
  return cache.list;
}

export function writeCompare(list: string[]) {
  window.localStorage.setItem(COMPARE_KEY, JSON.stringify(list));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const empty: string[] = [];

/** The compare SKUs, shared by every toggle on the page and other tabs. */
export function useCompareList(): string[] {
  return useSyncExternalStore(subscribe, read, () => empty);
}

export { read as readCompare };
