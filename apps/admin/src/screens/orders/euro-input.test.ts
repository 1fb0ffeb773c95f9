import { describe, expect, it } from 'vitest';
import { centsFromEuros } from './euro-input';

describe('centsFromEuros', () => {
  it('reads a comma or a point, with none, one or two decimals', () => {
    expect(centsFromEuros('12,50')).toBe(1250);
    expect(centsFromEuros('12.5')).toBe(1250);
    expect(centsFromEuros(' 7 ')).toBe(700);
    expect(centsFromEuros('0.29')).toBe(29);
  });
  it('is null when empty and NaN for what is not an amount', () => {
    expect(centsFromEuros('')).toBeNull();
    for (const text of ['1.234', '-5', '1,2,3', 'ten', '1e3', '12345678']) {
      expect(centsFromEuros(text)).toBeNaN();
    }
  });
});
