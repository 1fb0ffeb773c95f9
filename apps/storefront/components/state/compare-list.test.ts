import { describe, expect, it } from 'vitest';
import { stubBrowserStorageInEachTest } from './browser-storage-stub';
import { compareList, removeFromCompare, toggleCompare, toggleStoredCompare } from './compare-list';

describe('compare list (spec §4, §9)', () => {
  it('toggles: adds, removes when present, keeps when forced', () => {
    expect(toggleCompare([], 'a')).toEqual({ list: ['a'], action: 'added' });
    expect(toggleCompare(['a', 'b'], 'a')).toEqual({ list: ['b'], action: 'removed' });
    expect(toggleCompare(['a'], 'a', true)).toEqual({ list: ['a'], action: 'unchanged' });
  });

  it('refuses a fifth product rather than dropping one', () => {
    expect(toggleCompare(['a', 'b', 'c', 'd'], 'e')).toEqual({
      list: ['a', 'b', 'c', 'd'],
      action: 'full',
    });
  });

  describe('in browser storage', () => {
    const values = stubBrowserStorageInEachTest().values;

    it('keeps the SKUs under compare_skus, at most 4, de-duplicated', () => {
      values.set('compare_skus', '["a","a","b","c","d","e"]');
      expect(compareList.read()).toEqual(['a', 'b', 'c', 'd']);
      expect(toggleStoredCompare('e')).toBe('full');
      expect(toggleStoredCompare('b')).toBe('removed');
      expect(toggleStoredCompare('e')).toBe('added');
      removeFromCompare('a');
      expect(JSON.parse(values.get('compare_skus')!)).toEqual(['c', 'd', 'e']);
    });
  });
});
