import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-rows';

describe('compare table rows', () => {
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
