import { describe, expect, it } from 'vitest';
import type { AutocompleteResults } from '@/lib/commerce/types';
import { moveActive } from './active-option';
import { autocompleteSections } from './autocomplete';

const results: AutocompleteResults = {
  categories: [{ id: 7, name: 'Wasmachines', href: '/wasmachines', image: null, path: ['Huis'] }],
  products: [
    {
      id: 1,
      sku: 'WM1',
      ean: null,
      name: 'Voltana WM1',
      brand: 'Voltana',
      href: '/wm1',
      image: null,
      price: null,
    },
  ],
  cmsPages: [{ identifier: 'service', title: 'Service', href: '/service' }],
  suggestions: ['wasmachine'],
  total: 1,
};

describe('autocomplete sections', () => {
  it('puts suggestions first, then the configured order', () => {
    const order = ['categories', 'products', 'cmsPages'];
    const sections = autocompleteSections(results, (term) => `/search/${term}`, order);
    expect(sections.map((section) => section.kind)).toEqual([
      'suggestions',
      'categories',
      'products',
      'cmsPages',
    ]);
    expect(sections[0]!.options[0]).toMatchObject({ href: '/search/wasmachine' });
    const reversed = autocompleteSections(results, (term) => term, ['products', 'categories']);
    expect(reversed.map((section) => section.kind)).toEqual([
      'suggestions',
      'products',
      'categories',
    ]);
  });

  it('leaves empty sections out', () => {
    const sections = autocompleteSections(
      { ...results, suggestions: [], categories: [], cmsPages: [] },
      (t) => t,
      ['categories', 'products', 'cmsPages'],
    );
    expect(sections.map((section) => section.kind)).toEqual(['products']);
  });
});

describe('arrow keys', () => {
  it('moves through the options and back to the input, wrapping', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(2, 3, 1)).toBe(-1);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
