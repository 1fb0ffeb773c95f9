import { describe, expect, it } from 'vitest';
import type { GetAutocompleteResultsQuery } from '../generated/graphql';
import type { AutocompleteSettings } from '../types';
import { autocompleteSettings } from './autocomplete-client';
import { reshapeAutocomplete } from './reshape-autocomplete';

const limits: AutocompleteSettings = {
  categories: 5,
  products: 8,
  suggestions: 12,
  cmsPages: 0,
  ean: 1,
  order: ['categories', 'products', 'cmsPages'],
};

type ProductItem = NonNullable<
  NonNullable<NonNullable<GetAutocompleteResultsQuery['products']>['items']>[number]
>;

const product = (id: number, ean: string): ProductItem => ({
  id,
  sku: `SKU${id}`,
  ean,
  name: `Wasmachine ${id}`,
  url_key: `wasmachine-${id}`,
  url_suffix: null,
  brand_label: null,
  shouldDisplayPrice: true,
  small_image: { url: 'catalog/a.webp', label: null },
  price_range: { minimum_price: { final_price: { value: 499, currency: 'EUR' } } },
});

describe('autocomplete results', () => {
  const raw: GetAutocompleteResultsQuery = {
    categories: {
      total_count: 1,
      items: [
        {
          id: 3,
          name: 'Wasmachines',
          url_path: 'huishouden/wassen-drogen/wasmachines',
          image: null,
          breadcrumbs: [
            { category_name: 'Wassen & drogen', category_url_path: null, category_level: 2 },
            { category_name: 'Huishouden', category_url_path: null, category_level: 1 },
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
    const results = reshapeAutocomplete(raw, 'wasm', limits);
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
    const fewer = { ...limits, products: 1, suggestions: 0 };
    expect(reshapeAutocomplete(raw, 'wasm', fewer).products).toHaveLength(1);
    expect(reshapeAutocomplete(raw, 'wasm', fewer).suggestions).toEqual([]);
    const ean = reshapeAutocomplete(raw, '8712345678906', limits);
    expect(ean.products.map((item) => item.id)).toEqual([1]);
  });
});

describe('autocomplete setting (spec §9, from storeConfig)', () => {
  it('takes the limits and order the engine answers', () => {
    expect(
      autocompleteSettings({
        autocomplete_categories_limit: 3,
        autocomplete_products_limit: 4,
        autocomplete_suggestions_limit: 3,
        autocomplete_cms_pages_limit: 3,
        autocomplete_ean_limit: 1,
        autocomplete_order: ['products', null, 'cmsPages'],
      }),
    ).toEqual({
      categories: 3,
      products: 4,
      suggestions: 3,
      cmsPages: 3,
      ean: 1,
      order: ['products', 'cmsPages'],
    });
  });
});
