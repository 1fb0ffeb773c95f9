import { describe, expect, it } from 'vitest';
import { pushEvent, searchEvent, selectItemEvent } from './tracking';

describe('search analytics', () => {
  it('builds the search event with the trimmed term', () => {
    expect(searchEvent(' wasmachine ')).toEqual({ event: 'search', search_term: 'wasmachine' });
  });

  it('builds select_item with index, brand, price, EUR default and up to five category levels', () => {
    const event = selectItemEvent(
      {
        sku: 'WM1',
        name: 'Voltana WM1',
        brand: 'Voltana',
        price: 499,
        categories: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      2,
      'autocomplete',
    );
    expect(event.ecommerce.items[0]).toEqual({
      index: 2,
      item_id: 'WM1',
      item_name: 'Voltana WM1',
      quantity: 1,
      currency: 'EUR',
      item_brand: 'Voltana',
      price: 499,
      item_category: 'a',
      item_category2: 'b',
      item_category3: 'c',
      item_category4: 'd',
      item_category5: 'e',
    });
    expect(event.ecommerce.item_list_name).toBe('autocomplete');
  });

  it('pushes only when tracking is configured', () => {
    const page: { dataLayer?: unknown[] } = {};
    expect(pushEvent(searchEvent('x'), page, false)).toBe(false);
    expect(page.dataLayer).toBeUndefined();
    expect(pushEvent(searchEvent('x'), page, true)).toBe(true);
    expect(pushEvent(selectItemEvent({ sku: 's', name: 'n' }, 0, 'l'), page, true)).toBe(true);
    expect(page.dataLayer).toEqual([
      { event: 'search', search_term: 'x' },
      { ecommerce: null },
      expect.objectContaining({ event: 'select_item' }),
    ]);
  });
});
