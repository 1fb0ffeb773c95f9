import { vi } from 'vitest';

/** For tests: a browser window with an in-memory localStorage that sends storage events. */
export function stubBrowserStorage() {
  const values = new Map<string, string>();
  const browser = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
  });
  vi.stubGlobal('window', browser);
  /** Another tab changed `key`. */
  const changeInOtherTab = (key: string | null) =>
    browser.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { values, changeInOtherTab };
}
