import { describe, expect, it } from 'vitest';
import { groupBrands } from './brands';

describe('brands index (spec §2)', () => {
  it('groups a to z by first letter, accents folded, others last', () => {
    const groups = groupBrands([
      { name: 'Zwart' },
      { name: 'ábc' },
      { name: 'Anker' },
      { name: '3M' },
    ]);
    expect(groups.map((group) => [group.letter, group.brands.map((b) => b.name)])).toEqual([
      ['a', ['ábc', 'Anker']],
      ['z', ['Zwart']],
      ['#', ['3M']],
    ]);
  });
  it('is empty without brands', () => expect(groupBrands([])).toEqual([]));
});
