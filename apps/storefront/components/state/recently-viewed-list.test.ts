import { describe, expect, it } from 'vitest';
import { stubBrowserStorageInEachTest } from './browser-storage-stub';
import { recentlyViewedList, recordRecentlyViewed } from './recently-viewed-list';

describe('recently viewed (spec §9)', () => {
  const values = stubBrowserStorageInEachTest().values;

  it('keeps the last 5, newest first, without duplicates', () => {
    for (const sku of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) recordRecentlyViewed(sku);
    expect(recentlyViewedList.read().map((item) => item.sku)).toEqual(['c', 'f', 'e', 'd', 'b']);
    expect(values.has('recently_viewed')).toBe(true);
  });

  it('keeps only the SKU, also of snapshots stored before, so nothing shown can go stale', () => {
    values.set('recently_viewed', '[{"sku":"a","name":"Oud","href":"/a","price":{"value":1}}]');
    recordRecentlyViewed('b');
    expect(JSON.parse(values.get('recently_viewed')!)).toEqual([{ sku: 'b' }, { sku: 'a' }]);
  });

  it('leaves out stored entries that are not products', () => {
    values.set('recently_viewed', '[{"sku":"a","name":"A","href":"/a"},{"sku":1},"b",null]');
    expect(recentlyViewedList.read().map((item) => item.sku)).toEqual(['a']);
  });
});
