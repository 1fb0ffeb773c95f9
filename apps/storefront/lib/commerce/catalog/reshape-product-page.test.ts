import { describe, expect, it } from 'vitest';
import { pageAnswer } from '../testing/fixtures';
import { applyVariant, reshapeProductPage } from './reshape-product-page';

const money = (value: number) => ({ value, currency: 'EUR' as const });

describe('reshapeProductPage (spec §3 Product)', () => {
  it('keeps each language’s address of the page, for its hreflang links', () => {
    expect(page?.urlAlternates).toEqual({ nl: '/wasmachine', fr: '/lave-linge' });
  });

  const page = reshapeProductPage(
    pageAnswer({
      special_to_date: '2026-12-31 23:59:59',
      url_alternates: [
        { locale: 'nl', relative_url: '/wasmachine' },
        { locale: 'fr', relative_url: '/lave-linge' },
      ],
      product_usps: ['a', 'b', 'c', 'd', 'e'].map((code) => ({ code, label: code, value: 'x' })),
      product_variations: [
        { variant_label: 'Wit', sku: 'B', url_key: 'b', url_suffix: null, name: 'Zwart model' },
        { variant_label: null, sku: 'A', url_key: 'a', url_suffix: '.html', name: 'Antraciet' },
      ],
      price_tiers: [
        { quantity: 1, final_price: money(599), discount: null },
        { quantity: 3, final_price: money(549), discount: { percent_off: 8 } },
      ],
      categories: [
        { id: 1, level: 1, name: 'Huishouden', url_path: 'huishouden', breadcrumbs: [] },
        {
          id: 2,
          level: 2,
          name: 'Wasmachines',
          url_path: 'huishouden/wasmachines',
          breadcrumbs: [{ category_name: 'Huishouden', category_url_path: 'huishouden' }],
        },
      ],
      productCashBack: {
        title: null,
        name: '€50 terug',
        description: null,
        button_href: null,
        button_label: 'Lees meer',
        content_link: '/acties/cashback',
      },
      product_labels: [
        { code: 'cheaper_in_store', label: 'Goedkoper in de winkel', color: null, pdp: false },
      ],
    }),
  )!;

  it('keeps the date part of special_to_date and at most 4 usps', () => {
    expect(page.specialToDate).toBe('2026-12-31');
    expect(page.usps.map((usp) => usp.code)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('sorts variations by name and drops tiers of quantity 1', () => {
    expect(page.variations.map((item) => item.href)).toEqual(['/a.html', '/b']);
    expect(page.tierPrices).toEqual([{ quantity: 3, price: money(549), percentOff: 8 }]);
  });
  it('builds breadcrumbs from the deepest category, and the cash-back button from its link', () => {
    expect(page.breadcrumbs).toEqual([
      { name: 'Huishouden', href: '/huishouden' },
      { name: 'Wasmachines', href: '/huishouden/wasmachines' },
    ]);
    expect(page.cashbackAction).toEqual({
      title: '€50 terug',
      description: null,
      button: { label: 'Lees meer', href: '/acties/cashback' },
    });
  });
  it('shows no cheaper_in_store label and treats an empty meta description as none', () => {
    expect(page.labels).toEqual([]);
    expect(page.metaDescription).toBeNull();
  });
  it('lays a variant over its parent, keeping the parent ids and what the variant lacks', () => {
    const variant = applyVariant(page, {
      ...pageAnswer({ id: 8, sku: 'WM-1-W', name: 'Wasmachine wit', ean: '1' }),
    });
    expect(variant).toMatchObject({
      id: page.id,
      parentId: page.id,
      parentSku: 'WM-1',
      sku: 'WM-1-W',
      name: 'Wasmachine wit',
      ean: '1',
      breadcrumbs: page.breadcrumbs,
      productGroup: 'Wasmachine',
    });
  });
});
