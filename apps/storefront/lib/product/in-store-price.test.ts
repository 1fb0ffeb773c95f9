import { describe, expect, it } from 'vitest';
import { inStorePrice } from './in-store-price';

const euro = (value: number) => ({ value, currency: 'EUR' });
const product = (final: number, store: number | null, shouldDisplayPrice = true) => ({
  shouldDisplayPrice,
  price: { final: euro(final) },
  priceInStore: store === null ? null : euro(store),
});

describe('cheaper in store on the product page (spec §3 price_in_store)', () => {
  it('gives the store price and the saving to the cent', () => {
    expect(inStorePrice(product(499.99, 474.99))).toEqual({
      price: euro(474.99),
      saving: euro(25),
    });
    expect(inStorePrice(product(0.3, 0.1))?.saving).toEqual(euro(0.2));
  });

  it('says nothing when the store is not cheaper, has no price or the price is hidden', () => {
    expect(inStorePrice(product(499, 499))).toBeNull();
    expect(inStorePrice(product(499, 520))).toBeNull();
    expect(inStorePrice(product(499, null))).toBeNull();
    expect(inStorePrice(product(499, 450, false))).toBeNull();
  });
});
