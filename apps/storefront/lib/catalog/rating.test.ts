import { describe, expect, it } from 'vitest';
import { formatDecimal } from '@/lib/format/numbers';
import { iconFills } from './rating';

describe('rating icons (spec §9: 5 icons, shown out of 10)', () => {
  it('fills five icons to the nearest half', () => {
    expect(iconFills(9.2)).toEqual([1, 1, 1, 1, 0.5]);
    expect(iconFills(10)).toEqual([1, 1, 1, 1, 1]);
    expect(iconFills(6)).toEqual([1, 1, 1, 0, 0]);
    expect(iconFills(0.4)).toEqual([0, 0, 0, 0, 0]);
    expect(iconFills(12)).toEqual([1, 1, 1, 1, 1]);
  });

  it('writes the rating with the decimal separator of the locale', () => {
    expect(formatDecimal(9.2, 'nl')).toBe('9,2');
    expect(formatDecimal(9.2, 'fr')).toBe('9,2');
    expect(formatDecimal(9.2, 'de')).toBe('9,2');
    expect(formatDecimal(9.2, 'en')).toBe('9.2');
  });
});
