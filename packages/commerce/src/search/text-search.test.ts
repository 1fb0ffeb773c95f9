import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../catalog/index/catalog-index.ts';
import { testCatalogue, testProducts } from '../catalog/index/testing/test-catalogue.ts';
import type { IndexedProduct } from '../catalog/index/types.ts';

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

  it('matches the last word as the start of longer words on the results page too', () => {
    expect(search('vaatw').ids).toEqual([7]);
    expect(search('voltana wasm').ids).toEqual(expect.arrayContaining([1, 2, 9, 10]));
    expect(search('nordkoel kk2').ids).toEqual([5]);
    // A word followed by a space or a mark is complete.
    expect(search('vaatw ').ids).toEqual([]);
    expect(typing('vaatw').ids).toEqual([7]);
  });

  it('answers the results page and the dropdown with the same result set', () => {
    for (const text of ['was', 'wasm', 'voltana w', 'koelkast']) {
      expect(search(text, 100), text).toEqual(typing(text, 100));
    }
  });

  it('lists the products the typed word matches before its completions', () => {
    // 'was' is a word of its own (wasmachine splits into was + machine) and the start of others.
    const asTyped = search('was ', 100).ids;
    const withCompletions = search('was', 100).ids;
    expect(asTyped.length).toBeGreaterThan(0);
    expect(withCompletions.length).toBeGreaterThan(asTyped.length);
    expect(withCompletions.slice(0, asTyped.length)).toEqual(asTyped);
  });

  it('ranks a product whose word is the last word as typed above one it only starts', () => {
    // 'WM8' is this washer's whole code and the start of 'WM814' (product 1), the best seller.
    // Out of stock, it would rank below every available product on score and availability.
    const exact: IndexedProduct = {
      ...testProducts[0]!,
      id: 20,
      sku: 'VOL-WM8',
      ean: null,
      name: 'Voltana WM8 Wasmachine 8 kg',
      salesCount: 1,
      inStock: false,
    };
    const withExact = CatalogIndex.build({
      ...testCatalogue,
      products: [...testCatalogue.products, exact],
    });
    const found = withExact.query({ search: 'voltana wm8', currentPage: 1, pageSize: 10 });
    expect(found.ids).toEqual([20, 1]);
  });

  it('ranks the closest completion first, however rare the longer ones are', () => {
    // 'wm81' completes to 'wm814' (product 1 and two other brands' washers) and to 'wm814b', a
    // revision only one product has: rarer, yet further from what was typed.
    const washer = testProducts[0]!;
    const sameCode = (id: number, brandName: string): IndexedProduct => ({
      ...washer,
      id,
      sku: `${brandName.slice(0, 3).toUpperCase()}-WM814`,
      ean: null,
      brandName,
      name: `${brandName} WM814 Wasmachine 8 kg`,
    });
    const revision: IndexedProduct = {
      ...washer,
      id: 23,
      sku: 'VOL-WM814B',
      ean: null,
      name: 'Voltana WM814B Wasmachine 8 kg',
      salesCount: 1000,
    };
    const withRevision = CatalogIndex.build({
      ...testCatalogue,
      products: [
        ...testCatalogue.products,
        sameCode(21, 'Kouda'),
        sameCode(22, 'Frisko'),
        revision,
      ],
    });
    const found = withRevision.query({ search: 'voltana wm81', currentPage: 1, pageSize: 10 });
    expect(found.ids).toEqual([1, 23]);
  });

  it('counts and facets the completions of a word cut short', () => {
    const result = search('wasm');
    expect(result.ids.sort((a, b) => a - b)).toEqual(washers);
    expect(result.totalCount).toBe(washers.length);
    expect(result.categoryFacet).toEqual([
      { value: '1', label: 'Huishouden', count: washers.length, swatch: null },
    ]);
  });

  it('proposes no correction for a word cut short, and still one for a typo', () => {
    const cutShort = search('koelk');
    expect(cutShort.ids.sort((a, b) => a - b)).toEqual([5, 6]);
    expect(cutShort.suggestions).toEqual([]);
    expect(search('vaatwaser').suggestions).toContain('vaatwasser');
    expect(search('qqzx').totalCount).toBe(0);
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
