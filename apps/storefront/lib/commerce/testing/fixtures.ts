import type { ProductCardFragment, ProductPageFragment } from '../generated/graphql';

/**
 * One object type for a fragment the generator writes per product type (the types are alike):
 * Pick over the union's keys is not distributed, so overrides and spreads type-check.
 */
type Fields<T> = Pick<T, keyof T>;

/** A product card as the engine answers it, every field present; tests override what they test. */
export function cardAnswer(
  overrides: Partial<Fields<ProductCardFragment>> = {},
): Fields<ProductCardFragment> {
  return {
    id: 7,
    sku: 'WM-1',
    name: 'Wasmachine',
    url_key: 'wasmachine',
    url_suffix: '',
    brand_label: 'Voltana',
    small_image: { url: '/media/catalog/product/wm.webp', label: '' },
    price_range: {
      minimum_price: {
        regular_price: { value: 699, currency: 'EUR' },
        final_price: { value: 599, currency: 'EUR' },
        discount: { percent_off: 14.3 },
      },
    },
    installmentPrice: { value: 199.67, currency: 'EUR' },
    product_status_label: 'Actief',
    shouldDisplayPrice: true,
    out_of_assortment: false,
    stock_status: 'IN_STOCK',
    energy_class_label: 'A',
    energyIcon: 'energy-a',
    energy_label: null,
    product_labels: [],
    rating_summary: 86,
    review_count: 12,
    ...overrides,
  };
}

/** A product page answer (a simple product) built on `cardAnswer`. */
export function pageAnswer(
  overrides: Partial<Fields<ProductPageFragment>> = {},
): Fields<ProductPageFragment> {
  return {
    ...cardAnswer(),
    product_labels: [],
    media_gallery_entries: [],
    product_specifications: [],
    type_id: 'simple',
    url_alternates: [],
    ean: '8712345678906',
    description: { html: '<p>Wast.</p>' },
    short_description: null,
    meta_title: null,
    meta_description: '',
    productgroup_label: 'Wasmachine',
    shipment_type_akeneo_label: null,
    energyIcon: null,
    product_sheet_url: null,
    special_to_date: null,
    price_in_store: null,
    categories: [],
    product_usps: [],
    product_variations: [],
    variant_label: null,
    price_tiers: [],
    productCashBack: null,
    bundle_combination: [],
    related_products: [],
    upsell_products: [],
    ...overrides,
  };
}
