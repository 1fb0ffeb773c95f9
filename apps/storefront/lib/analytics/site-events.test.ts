import { describe, expect, it } from 'vitest';
import {
  accountEvent,
  filterSelectionEvent,
  menuSelectionEvent,
  searchEvent,
  selectItemEvent,
} from './site-events';

describe('site events', () => {
  it('builds the search event with the trimmed term, at most 100 characters', () => {
    expect(searchEvent(' wasmachine ')).toEqual({ event: 'search', search_term: 'wasmachine' });
    expect(searchEvent('x'.repeat(300)).search_term).toHaveLength(100);
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

  it('describes a menu link by GA4 select_content with the path of names', () => {
    expect(
      menuSelectionEvent(
        'mobile_menu',
        ['Huishouden', ' Wassen & drogen ', '', 'Wasmachines'],
        '/w',
      ),
    ).toEqual({
      event: 'select_content',
      content_type: 'menu_item',
      content_id: '/w',
      menu_type: 'mobile_menu',
      menu_path: 'Huishouden > Wassen & drogen > Wasmachines',
    });
  });

  it('describes a filter click with its group, value and direction', () => {
    expect(filterSelectionEvent('Merk', 'Voltana', false)).toEqual({
      event: 'filter_selection',
      filter_group: 'Merk',
      filter_value: 'Voltana',
      filter_action: 'deselect',
    });
  });

  it('names the account events as GA4 does', () => {
    expect(accountEvent('login')).toEqual({ event: 'login', method: 'email' });
    expect(accountEvent('sign_up')).toEqual({ event: 'sign_up', method: 'email' });
  });
});
