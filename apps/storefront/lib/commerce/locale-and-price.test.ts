import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format/price';
import { localizedPath, stripLocale, toStoreLocale } from '@/lib/i18n/locales';

// The store locale and the price format are what the engine's answers are asked in and shown as.
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
