import { describe, expect, it } from 'vitest';
import { parseQuantity, stepQuantity } from './quantity';

describe('quantity stepper (spec §5)', () => {
  it.each([
    ['3', 3],
    [' 7 ', 7],
    ['0', 1],
    ['250', 99],
  ])('takes %j as %i', (raw, expected) => {
    expect(parseQuantity(raw, 2)).toBe(expected);
  });

  it.each(['', 'abc', '2a', '-1', '1.5', '1e3', '٣'])(
    'rejects %j and keeps the previous value',
    (raw) => {
      expect(parseQuantity(raw, 4)).toBe(4);
    },
  );

  it('never steps below the minimum or above the maximum', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(99, 1)).toBe(99);
    expect(stepQuantity(2, 1)).toBe(3);
  });
});
