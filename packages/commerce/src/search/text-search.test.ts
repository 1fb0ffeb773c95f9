import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../catalog/index/catalog-index.ts';
import { testCatalogue, testProducts } from '../catalog/index/testing/test-catalogue.ts';

const index = CatalogIndex.build(testCatalogue);
const search = (text: string, pageSize = 20) =>
  index.query({ search: text, currentPage: 1, pageSize });
/** The dropdown's products: the last word may be unfinished. */
const typing = (text: string, pageSize = 20) =>
  index.query({ search: text, autocomplete: true, currentPage: 1, pageSize });
const limits = { categories: 5, suggestions: 12 };
const washers = [1, 2, 3, 9, 10];

describe('text search', () => {
  it('finds plural and singular alike (stemming)', () => {
    expect(new Set(search('wasmachines').ids)).toEqual(new Set(search('wasmachine').ids));
    expect(search('wasmachine').ids).toEqual(expect.arrayContaining(washers));
    expect(search('koelkasten').ids.sort()).toEqual(search('koelkast').ids.sort());
    expect(search('koelkasten').ids).toEqual(expect.arrayContaining([5, 6]));
  });

  it('forgives typos and proposes the corrected word', () => {
    const washerTypo = search('wasmachien');
    expect(washerTypo.ids).toEqual(expect.arrayContaining(washers));
    expect(washerTypo.suggestions).toContain('wasmachine');
    const fridgeTypo = search('koelkats');
    expect(fridgeTypo.ids.slice(0, 2).sort()).toEqual([5, 6]);
    expect(fridgeTypo.suggestions).toContain('koelkast');
  });

  it('proposes nothing when the words were found as typed', () => {
    expect(search('wasmachine').suggestions).toEqual([]);
  });

  it('matches the last word as a prefix only while typing', () => {
    expect(typing('vaatw').ids).toEqual([7]);
    expect(typing('voltana wasm').ids).toEqual(expect.arrayContaining([1, 2, 9, 10]));
    expect(search('vaatw').ids).toEqual([]);
  });

  it('lists the products the typed word matches before its completions', () => {
    // 'was' is a word of its own (wasmachine splits into was + machine) and the start of others.
    const asTyped = search('was', 100).ids;
    const whileTyping = typing('was', 100).ids;
    expect(asTyped.length).toBeGreaterThan(0);
    expect(whileTyping.length).toBeGreaterThanOrEqual(asTyped.length);
    expect(whileTyping.slice(0, asTyped.length)).toEqual(asTyped);
  });

  it('finds compounds by their head and modifier', () => {
    expect(search('machine').ids).toEqual(expect.arrayContaining(washers));
    expect(search('was droger').ids[0]).toBe(4);
  });

  it('puts the exact EAN or SKU first', () => {
    const fridge = testProducts[4]!;
    expect(search(fridge.ean!).ids[0]).toBe(fridge.id);
    expect(search(fridge.sku.toLowerCase()).ids[0]).toBe(fridge.id);
    expect(typing(fridge.ean!).ids[0]).toBe(fridge.id);
    expect(typing(` ${fridge.sku.toLowerCase()} `).ids[0]).toBe(fridge.id);
  });

  it("ranks the brand's products of that type first", () => {
    const ids = search('Voltana wasmachine').ids;
    expect(ids.slice(0, 2).sort()).toEqual([1, 2]);
    expect(ids).not.toContain(3);
  });

  it('leaves out a product only its description ties to the word, when others match in their own fields', () => {
    // Product 4 is a dryer whose description mentions a washing machine.
    const result = search('wasmachine');
    expect(result.ids).not.toContain(4);
    expect(result.totalCount).toBe(result.ids.length);
    expect(typing('wasmachine').ids).not.toContain(4);
  });

  it('keeps description matches when no product has the word in its own fields', () => {
    expect(search('tussenstuk').ids).toEqual([4]);
  });

  it('ranks out-of-stock and out-of-assortment products below available ones', () => {
    const ids = search('wasmachine').ids;
    expect(ids.slice(-2).sort((a, b) => a - b)).toEqual([9, 10]);
  });

  it('falls back to any word when no product has all of them', () => {
    const ids = search('nordkoel bokshandschoenen').ids;
    expect(ids).toContain(8);
    expect(ids).toContain(5);
  });

  it('falls back to the products that have the most of the words', () => {
    const fridgesOnly = search('nordkoel koelkast bokshandschoenen');
    expect(fridgesOnly.ids).toContain(5);
    expect(fridgesOnly.ids).not.toContain(8);
    expect(fridgesOnly.totalCount).toBe(fridgesOnly.ids.length);
    // A word nothing matches does not turn the others' matches into a match of any word.
    expect(new Set(search('voltana wasmachine zzzqqq').ids)).toEqual(
      new Set(search('voltana wasmachine').ids),
    );
  });

  it('matches accented names without the accents', () => {
    expect(search('elan cafe').ids).toEqual([12]);
    expect(search('Élan').ids).toEqual([12]);
  });

  it('respects filters and category within search', () => {
    const result = index.query({
      search: 'voltana',
      categoryId: 6,
      currentPage: 1,
      pageSize: 10,
    });
    expect(result.ids).toEqual([6]);
    expect(result.categoryFacet).toEqual([]);
    const topLevel = search('voltana').categoryFacet;
    expect(topLevel).toEqual([{ value: '1', label: 'Huishouden', count: 6, swatch: null }]);
  });
});

describe('autocomplete', () => {
  it('suggests popular completions of the typed words', () => {
    expect(index.autocomplete('wasm', limits).suggestions[0]).toBe('wasmachine');
    expect(typing('wasm', 2)).toMatchObject({ totalCount: 5, ids: [1, 2] });
    const brand = index.autocomplete('voltana w', limits).suggestions;
    expect(brand).toContain('voltana wasmachine');
    expect(brand.every((phrase) => phrase.startsWith('voltana w'))).toBe(true);
  });

  it('respects the limits', () => {
    const result = index.autocomplete('wa', { categories: 1, suggestions: 1 });
    expect(result.suggestions).toHaveLength(1);
    expect(result.categories.items).toHaveLength(1);
    expect(result.categories.totalCount).toBeGreaterThan(1);
  });

  it('finds categories by prefix, stem and typo', () => {
    const names = (text: string) =>
      index.autocomplete(text, limits).categories.items.map((c) => c.name);
    expect(names('wasm')).toEqual(['Wasmachines']);
    expect(names('koelkast')[0]).toBe('Koelkasten');
    expect(names('koelkats')[0]).toBe('Koelkasten');
    expect(names('bokshandschoen')).toEqual(['Bokshandschoenen']);
  });

  it('ranks available products first and offers corrections for typos', () => {
    const result = typing('wasmachien');
    expect(result.ids.slice(0, 3).sort()).toEqual([1, 2, 3]);
    expect(result.suggestions).toContain('wasmachine');
  });

  it('returns nothing for blank text and rejects negative limits', () => {
    expect(index.autocomplete('  ', limits)).toEqual({
      categories: { items: [], totalCount: 0 },
      suggestions: [],
    });
    expect(() => index.autocomplete('was', { ...limits, suggestions: -1 })).toThrow(/suggestions/);
  });
});
