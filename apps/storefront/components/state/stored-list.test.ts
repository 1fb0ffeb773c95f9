import { describe, expect, it, vi } from 'vitest';
import { stubBrowserStorageInEachTest } from './browser-storage-stub';
import { createStoredList } from './stored-list';

const skus = () =>
  createStoredList<string>('skus', 3, {
    isItem: (value): value is string => typeof value === 'string' && value !== '',
    identify: (sku) => sku,
  });

describe('a list in browser storage', () => {
  const browser = stubBrowserStorageInEachTest();

  it('reads what it wrote, de-duplicated and cut to its limit', () => {
    const list = skus();
    list.write(['a', 'b', 'a', 'c', 'd']);
    expect(list.read()).toEqual(['a', 'b', 'c']);
    expect(browser.values.get('skus')).toBe('["a","b","c"]');
  });

  it('drops what is not an item and counts unreadable storage as empty', () => {
    const list = skus();
    browser.values.set('skus', '["a", 1, "", null, "a", "b"]');
    expect(list.read()).toEqual(['a', 'b']);
    browser.values.set('skus', 'nonsense');
    expect(list.read()).toEqual([]);
    browser.values.set('skus', '{"a": 1}');
    expect(list.read()).toEqual([]);
  });

  it('gives the same array until the stored text changes', () => {
    const list = skus();
    list.write(['a']);
    const first = list.read();
    expect(list.read()).toBe(first);
    list.write(['a', 'b']);
    expect(list.read()).not.toBe(first);
  });

  it('tells its readers about changes here and in other tabs, until they unsubscribe', () => {
    const list = skus();
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.write(['a']);
    browser.changeInOtherTab('skus');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.write(['b']);
    browser.changeInOtherTab('skus');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads as empty when storage is blocked', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    });
    expect(skus().read()).toEqual([]);
  });
});
