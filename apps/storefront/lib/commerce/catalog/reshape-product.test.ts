import { describe, expect, it } from 'vitest';
import { cardAnswer } from '../testing/fixtures';
import { reshapeProduct } from './reshape-product';

describe('reshapeProduct', () => {
  it('maps a product for its card', () => {
    const card = reshapeProduct(cardAnswer())!;
    expect(card.href).toBe('/wasmachine');
    expect(card.image).toEqual({ url: '/media/catalog/product/wm.webp', alt: 'Wasmachine' });
    expect(card.price?.final.value).toBe(599);
    expect(card.rating).toBe(8.6);
    expect(card.outOfAssortment).toBe(false);
  });
  it('hides the price when the status says so (spec §4)', () => {
    const card = reshapeProduct(
      cardAnswer({
        shouldDisplayPrice: false,
        product_status_label: 'Uit assortiment',
        out_of_assortment: true,
      }),
    )!;
    expect(card.price).toBeNull();
    expect(card.installment).toBeNull();
    expect(card.outOfAssortment).toBe(true);
  });
  it('drops entries without the fields a card needs, and labels without code or text', () => {
    expect(reshapeProduct(cardAnswer({ sku: null }))).toBeNull();
    const card = reshapeProduct(
      cardAnswer({
        product_labels: [
          { code: 'sale', label: 'Sale', color: null },
          { code: 'empty', label: null, color: null },
          null,
        ],
      }),
    )!;
    expect(card.labels).toEqual([{ code: 'sale', label: 'Sale', color: null }]);
  });
});
