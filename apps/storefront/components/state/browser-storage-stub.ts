import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For tests: every test of the calling suite runs in a browser window whose localStorage is an
 * empty in-memory map, and which can announce a change made in another tab.
 */
export function stubBrowserStorageInEachTest() {
  const values = new Map<string, string>();
  const browser = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
  });
  beforeEach(() => {
    values.clear();
    vi.stubGlobal('window', browser);
  });
  afterEach(() => vi.unstubAllGlobals());
  return {
    values,
    /** Another tab changed `key` (null: cleared the storage). */
    changeInOtherTab: (key: string | null) =>
      browser.dispatchEvent(Object.assign(new Event('storage'), { key })),
  };
}
