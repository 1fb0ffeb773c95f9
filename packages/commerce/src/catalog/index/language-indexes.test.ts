import { describe, expect, it } from 'vitest';
import { multilingualCatalogue } from './testing/multilingual-catalogue.ts';

const { index, products, categories } = multilingualCatalogue();
const byId = new Map(products.map((product) => [product.id, product]));
const limits = { categories: 3, suggestions: 5 };
const search = (text: string, locale: 'nl' | 'fr' | 'de' | 'en') =>
  index.query({ search: text, locale, currentPage: 1, pageSize: 20 });
const categoryName = (id: number) => categories.find((category) => category.id === id)?.name;

describe('search per page language', () => {
  it('finds products by their texts in the page language only on that page', () => {
    expect(search('lave-linge', 'fr').totalCount).toBeGreaterThan(0);
    expect(
      search('lave-linge', 'fr')
        .ids.slice(0, 3)
        .map((id) => byId.get(id)?.productGroup),
    ).toEqual(['Wasmachine', 'Wasmachine', 'Wasmachine']);
    // Dutch pages read Dutch texts alone: the French word is no word there.
    expect(search('aspirateur', 'nl').totalCount).toBe(0);
  });

  it('finds a Dutch word on every page, and proposes no correction for it', () => {
    for (const locale of ['fr', 'de', 'en'] as const) {
      const result = search('stofzuiger', locale);
      expect(result.ids.slice(0, 3).map((id) => byId.get(id)?.productGroup)).toEqual([
        'Stofzuiger',
        'Stofzuiger',
        'Stofzuiger',
      ]);
      expect(result.suggestions).toEqual([]);
    }
  });

  it('finds every product of a brand on another page, each once', () => {
    const ids = search('polder', 'de').ids;
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(products.filter((p) => p.brandName === 'Polder').length);
  });

  it('proposes corrections in the page language', () => {
    expect(search('aspirrateur', 'fr').suggestions[0]).toBe('aspirateur');
    expect(search('staubsaugre', 'de').suggestions[0]).toBe('staubsauger');
    expect(search('vacuum claener', 'en').suggestions[0]).toBe('vacuum cleaner');
    expect(search('stofzuigr', 'nl').suggestions[0]).toBe('stofzuiger');
  });

  it('suggests completions and categories in the page language', () => {
    const french = index.autocomplete('aspi', limits, 'fr');
    expect(french.suggestions[0]).toBe('aspirateur');
    expect(french.categories.items.map((category) => categoryName(category.id))).toEqual([
      'Stofzuigers',
    ]);
    const german = index.autocomplete('waschm', limits, 'de');
    expect(german.suggestions[0]).toBe('waschmaschine');
    expect(german.categories.items.map((category) => categoryName(category.id))).toEqual([
      'Wasmachines',
    ]);
    const english = index.autocomplete('kett', limits, 'en');
    expect(english.suggestions).toContain('kettle');
    expect(index.autocomplete('aspi', limits, 'nl').suggestions).toEqual([]);
  });

  it('falls back to Dutch suggestions when the page language has none', () => {
    const result = index.autocomplete('stofz', limits, 'en');
    expect(result.suggestions[0]).toBe('stofzuiger');
    expect(result.categories.items.map((category) => categoryName(category.id))).toEqual([
      'Stofzuigers',
    ]);
  });

  it('keeps every language current when a product changes or leaves', () => {
    const kettle = products.find((product) => product.productGroup === 'Waterkoker')!;
    const renamed = {
      ...kettle,
      translations: {
        ...kettle.translations,
        fr: { ...kettle.translations!.fr, name: 'Théière électrique' },
      },
    };
    index.upsertProducts([renamed]);
    expect(search('theiere', 'fr').ids).toEqual([kettle.id]);
    expect(index.autocomplete('thei', limits, 'fr').suggestions).toContain('theiere');
    index.removeProducts([kettle.id]);
    expect(search('theiere', 'fr').ids).toEqual([]);
    expect(search('kettle', 'en').ids).not.toContain(kettle.id);
    expect(index.autocomplete('thei', limits, 'fr').suggestions).not.toContain('theiere');
  });
});
