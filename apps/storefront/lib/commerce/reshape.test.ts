import { describe, expect, it } from 'vitest';
import { mediaUrl, reshapeDeal, reshapeProduct } from './reshape';
import { errorMessage } from './errors';
import { formatPrice } from '@/lib/format/price';
import { localizedPath, stripLocale, toStoreLocale } from '@/lib/i18n/locales';

const product = {
  id: 7,
  sku: 'WM-1',
  name: 'Wasmachine',
  url_key: 'wasmachine',
  url_suffix: '',
  small_image: { url: '/media/catalog/product/wm.webp', label: '' },
  price_range: {
    minimum_price: {
      regular_price: { value: 699, currency: 'EUR' },
      final_price: { value: 599, currency: 'EUR' },
      discount: { percent_off: 14.3 },
    },
  },
  installmentPrice: { value: 199.67, currency: 'EUR' },
  shouldDisplayPrice: true,
  stock_status: 'IN_STOCK',
  rating_summary: 86,
  review_count: 12,
};

describe('reshapeProduct', () => {
  it('maps a product for its card', () => {
    const card = reshapeProduct(product)!;
    expect(card.href).toBe('/wasmachine');
    expect(card.image).toEqual({ url: '/media/catalog/product/wm.webp', alt: 'Wasmachine' });
    expect(card.price?.final.value).toBe(599);
    expect(card.rating).toBe(8.6);
  });
  it('hides the price when the status says so (spec §4)', () => {
    const card = reshapeProduct({
      ...product,
      shouldDisplayPrice: false,
      product_status_label: 'Uit assortiment',
    })!;
    expect(card.price).toBeNull();
    expect(card.installment).toBeNull();
  });
  it('drops entries without the fields a card needs', () => {
    expect(reshapeProduct({ id: 1 })).toBeNull();
  });
});

describe('reshapeDeal (spec §3 Deal)', () => {
  const deal = { name: 'Deal', end_date: '2026-01-11T23:00:00Z', dark_or_light: 0, action_type: 1 };
  it('maps theme, fallback and the button that needs both text and link', () => {
    expect(reshapeDeal(deal)).toMatchObject({
      title: 'Deal',
      theme: 'dark',
      isFallback: false,
      button: null,
    });
    expect(reshapeDeal({ ...deal, dark_or_light: 1, action_type: 3 })).toMatchObject({
      theme: 'light',
      isFallback: true,
    });
    expect(reshapeDeal({ ...deal, button_text: 'Go' })?.button).toBeNull();
    expect(reshapeDeal({ ...deal, button_text: 'Go', content_link: '/deal' })?.button).toEqual({
      label: 'Go',
      href: '/deal',
    });
  });
});

describe('media urls (spec §7)', () => {
  it('turns media placeholders and relative files into /media paths', () => {
    expect(mediaUrl('{{media url=wysiwyg/home/a.svg}}')).toBe('/media/wysiwyg/home/a.svg');
    expect(mediaUrl('catalog/x.webp')).toBe('/media/catalog/x.webp');
    expect(mediaUrl('/images/x.svg')).toBe('/images/x.svg');
  });
});

describe('error messages (spec §8)', () => {
  it('takes the first GraphQL error, then message, nested messages, detail and title', () => {
    expect(
      errorMessage({ errors: [{ message: 'first' }, { message: 'second' }], message: 'm' }),
    ).toBe('first');
    expect(errorMessage({ message: 'plain' })).toBe('plain');
    expect(errorMessage({ message: { message: 'nested' } })).toBe('nested');
    expect(errorMessage({ errors: [{ detail: 'detail' }] })).toBe('detail');
    expect(errorMessage({ error: { message: 'inner' } })).toBe('inner');
    expect(errorMessage({ title: 'Title' })).toBe('Title');
    expect(errorMessage(null)).toBe('Something went wrong');
  });
});

describe('locales and prices (spec §1)', () => {
  it('maps router locales to store locales, en_US by default', () => {
    expect(['nl', 'fr', 'de', 'en', 'xx'].map(toStoreLocale)).toEqual([
      'nl_NL',
      'fr_FR',
      'de_DE',
      'en_US',
      'en_US',
    ]);
  });
  it('gives nl no prefix', () => {
    expect(localizedPath('nl', '/winkels')).toBe('/winkels');
    expect(localizedPath('fr', '/')).toBe('/fr');
    expect(localizedPath('de', '/winkels')).toBe('/de/winkels');
    expect(stripLocale('/en/winkels')).toBe('/winkels');
    expect(stripLocale('/de')).toBe('/');
  });
  it('shows whole euros', () => {
    expect(formatPrice(599.5, 'EUR', 'nl').replace(/\s/g, ' ')).toBe('€ 600');
    expect(formatPrice(1299, 'EUR', 'en')).toBe('€1,299');
  });
});
