import { describe, expect, it } from 'vitest';
import { ecommerceEvent, ecommerceItem } from './ecommerce';

const product = {
  sku: 'WM-1',
  name: 'Wasmachine',
  brand: 'Voltana',
  variant: 'Kleur: Wit',
  categories: ['Huishouden', 'Wassen', 'Wasmachines', 'Voorlader', '8 kg', 'Extra'],
  quantity: 2,
  priceCents: 59900,
  discountCents: 10000,
};

describe('GA4 e-commerce items (spec §3)', () => {
  it('maps every field, five category levels at most, euros from cents', () => {
    expect(ecommerceItem(product, 0)).toEqual({
      index: 0,
      item_id: 'WM-1',
      item_name: 'Wasmachine',
      item_brand: 'Voltana',
      item_variant: 'Kleur: Wit',
      item_category: 'Huishouden',
      item_category2: 'Wassen',
      item_category3: 'Wasmachines',
      item_category4: 'Voorlader',
      item_category5: '8 kg',
      quantity: 2,
      price: 599,
      discount: 100,
      currency: 'EUR',
    });
  });

  it('reports a kept favourite as add_to_wishlist', () => {
    const event = ecommerceEvent('add_to_wishlist', [{ ...product, quantity: 1 }]);
    expect(event.event).toBe('add_to_wishlist');
    expect(event.ecommerce.value).toBe(599);
    expect(event.ecommerce.items[0]).toMatchObject({ item_id: 'WM-1', quantity: 1 });
  });

  it('values an event at price times quantity', () => {
    const event = ecommerceEvent('add_to_cart', [product]);
    expect(event.ecommerce.value).toBe(1198);
    expect(event.ecommerce.currency).toBe('EUR');
  });
});
