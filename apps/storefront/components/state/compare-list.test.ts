import { describe, expect, it } from 'vitest';
import { parseCompare, toggleCompare } from './compare';
import { compareRows } from './compare-rows';
import { pushRecent } from './recently-viewed';

describe('compare list (spec §4, §9)', () => {
  it('toggles: adds, removes when present, keeps when forced', () => {
    expect(toggleCompare([], 'a')).toEqual({ list: ['a'], action: 'added' });
    expect(toggleCompare(['a', 'b'], 'a')).toEqual({ list: ['b'], action: 'removed' });
    expect(toggleCompare(['a'], 'a', true)).toEqual({ list: ['a'], action: 'unchanged' });
  });
  it('holds at most 4 and de-duplicates what it reads', () => {
    expect(toggleCompare(['a', 'b', 'c', 'd'], 'e').action).toBe('full');
    expect(parseCompare('["a","a","b","c","d","e"]')).toEqual(['a', 'b', 'c', 'd']);
    expect(parseCompare('nonsense')).toEqual([]);
  });
  it('builds de-duplicated rows and marks differences', () => {
    const rows = compareRows([
      { specs: [{ code: 'c', label: 'Kleur', value: 'Wit' }] },
      {
        specs: [
          { code: 'c', label: 'Kleur', value: 'Wit' },
          { code: 'w', label: 'Gewicht', value: '8' },
        ],
      },
    ]);
    expect(rows).toEqual([
      { code: 'c', label: 'Kleur', values: ['Wit', 'Wit'], differs: false },
      { code: 'w', label: 'Gewicht', values: [null, '8'], differs: true },
    ]);
  });
});

describe('recently viewed (spec §9)', () => {
  it('keeps the last 5, newest first, without duplicates', () => {
    let list: ReturnType<typeof pushRecent> = [];
    for (const sku of ['a', 'b', 'c', 'd', 'e', 'f', 'c'])
      list = pushRecent(list, { sku, name: sku, href: `/${sku}`, image: '', price: null }, 5);
    expect(list.map((item) => item.sku)).toEqual(['c', 'f', 'e', 'd', 'b']);
  });
});
