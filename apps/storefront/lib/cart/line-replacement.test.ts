import { describe, expect, it } from 'vitest';
import { lineReplacement } from './line-replacement';

describe('lineReplacement', () => {
  it('changes nothing for the same variant and quantity', () => {
    expect(
      lineReplacement({ variantSku: 'A-M', quantity: 2 }, { variantSku: 'A-M', quantity: 2 }),
    ).toEqual({ kind: 'none' });
  });

  it('adds the other variant with the chosen quantity, then removes the old line', () => {
    expect(
      lineReplacement({ variantSku: 'A-M', quantity: 2 }, { variantSku: 'A-L', quantity: 3 }),
    ).toEqual({ kind: 'replace', variantSku: 'A-L', quantity: 3 });
    expect(
      lineReplacement({ variantSku: 'A-M', quantity: 2 }, { variantSku: 'A-L', quantity: 2 }),
    ).toEqual({ kind: 'replace', variantSku: 'A-L', quantity: 2 });
  });

  it('only updates the quantity when the variant stays', () => {
    expect(
      lineReplacement({ variantSku: 'A-M', quantity: 2 }, { variantSku: 'A-M', quantity: 5 }),
    ).toEqual({ kind: 'quantity', quantity: 5 });
  });
});
