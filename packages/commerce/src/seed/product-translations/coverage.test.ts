import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from '../generate/catalog.ts';
import { SEED_BASE_DATE } from '../dates.ts';
import { nameTranslations } from '../catalog-translations/translate.ts';
import { ProductTranslator } from './translate.ts';

// One generation for the three languages: the translator records every language's gaps.
const translator = new ProductTranslator();
const data = generateCatalog({ products: DEFAULT_PRODUCT_COUNT, now: SEED_BASE_DATE, translator });

describe('the demo catalogue in fr, de and en', () => {
  it.each(['fr', 'de', 'en'] as const)(
    'has a %s text for every Dutch product text it composes',
    (locale) => {
      expect([...translator.gaps[locale]].slice(0, 40)).toEqual([]);
    },
  );

  it.each(['fr', 'de', 'en'] as const)('%s texts differ from the Dutch ones', (locale) => {
    const washer = data.products.find((row) => row.name.includes(' Wasmachine '));
    const texts = washer?.translations?.[locale];
    expect(texts?.name).not.toBe(washer?.name);
    expect(texts?.description).not.toBe(washer?.description);
    expect(texts?.usps?.map((usp) => usp.label)).not.toEqual(washer?.usps?.map((usp) => usp.label));
  });

  it('writes a carried-over decimal as each language does: a point in English', () => {
    const laptop = data.products.find((row) => row.name.includes(' 13,3 inch '));
    expect(laptop?.translations?.en?.name).toContain(' 13.3 inch ');
    expect(laptop?.translations?.en?.name).not.toContain('13,3');
    expect(laptop?.translations?.fr?.name).toContain('13,3');
    expect(laptop?.translations?.de?.name).toContain('13,3');
    expect(nameTranslations('15,6 inch')).toEqual({
      fr: '15,6 pouces',
      de: '15,6 Zoll',
      en: '15.6 inch',
    });
    expect(nameTranslations('Laptops 15,6 inch').en).toBe('15.6 inch laptops');
  });
});
