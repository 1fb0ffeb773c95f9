import { describe, expect, it } from 'vitest';
import { purchaseBlock } from './purchasable';

const simple = {
  typeId: 'simple',
  inStock: true,
  outOfAssortment: false,
  shouldDisplayPrice: true,
};

describe('what can go into the cart', () => {
  it('lets a simple product in stock in', () => {
    expect(purchaseBlock(simple)).toBeNull();
  });
  it('asks for a variant of a configurable product until one is chosen', () => {
    expect(purchaseBlock({ ...simple, typeId: 'configurable' })).toBe('chooseVariant');
    expect(purchaseBlock({ ...simple, typeId: 'configurable', parentSku: 'TV' })).toBeNull();
  });
  it('says why the others cannot be bought', () => {
    expect(purchaseBlock({ ...simple, inStock: false })).toBe('notInStock');
    expect(purchaseBlock({ ...simple, shouldDisplayPrice: false })).toBe('priceOnRequest');
    expect(purchaseBlock({ ...simple, outOfAssortment: true, shouldDisplayPrice: false })).toBe(
      'outOfAssortment',
    );
  });
});
