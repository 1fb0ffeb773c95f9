import { describe, expect, it } from 'vitest';
import { defaultAutocompleteSettings, reshapeAutocomplete } from './search-client';

const product = (id: number, ean: string) => ({
  id,
  sku: `SKU${id}`,
  ean,
  name: `Wasmachine ${id}`,
  url_key: `wasmachine-${id}`,
  url_suffix: null,
  small_image: { url: 'catalog/a.webp' },
  price_range: { minimum_price: { final_price: { value: 499, currency: 'EUR' } } },
});

describe('autocomplete results', () => {
  const raw = {
    categories: {
      items: [
        {
          id: 3,
          name: 'Wasmachines',
          url_path: 'huishouden/wassen-drogen/wasmachines',
          image: null,
          breadcrumbs: [
            { category_name: 'Wassen & drogen', category_level: 2 },
            { category_name: 'Huishouden', category_level: 1 },
          ],
        },
      ],
    },
    products: {
      total_count: 2,
      items: [product(1, '8712345678906'), product(2, '8712345678913')],
      suggestions: [{ search: 'wasmachine' }],
    },
  };

  it('shapes categories with their path, products with price and image, and suggestions', () => {
    const results = reshapeAutocomplete(raw, 'wasm', defaultAutocompleteSettings);
    expect(results.categories[0]).toEqual({
      id: 3,
      name: 'Wasmachines',
      href: '/huishouden/wassen-drogen/wasmachines',
      image: null,
      path: ['Huishouden', 'Wassen & drogen'],
    });
    expect(results.products[1]).toMatchObject({
      href: '/wasmachine-2',
      image: '/media/catalog/a.webp',
      price: { value: 499, currency: 'EUR' },
    });
    expect(results.suggestions).toEqual(['wasmachine']);
    expect(results.cmsPages).toEqual([]);
  });

  it('applies the limits, and shows only the EAN limit for an exact EAN', () => {
    const limits = { ...defaultAutocompleteSettings, products: 1, suggestions: 0 };
    expect(reshapeAutocomplete(raw, 'wasm', limits).products).toHaveLength(1);
    expect(reshapeAutocomplete(raw, 'wasm', limits).suggestions).toEqual([]);
    const ean = reshapeAutocomplete(raw, '8712345678906', defaultAutocompleteSettings);
    expect(ean.products.map((item) => item.id)).toEqual([1]);
  });
});
