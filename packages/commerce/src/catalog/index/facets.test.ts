import { describe, expect, it } from 'vitest';
import { CatalogIndex } from './catalog-index.ts';
import { testCatalogue } from './testing/test-catalogue.ts';
import type { ListingQuery } from './types.ts';

const index = CatalogIndex.build(testCatalogue);
const list = (query: Partial<ListingQuery>) =>
  index.query({ currentPage: 1, pageSize: 50, ...query });
const countsOf = (query: Partial<ListingQuery>, code: string) =>
  Object.fromEntries(
    (list(query).facets.find((f) => f.attributeCode === code)?.options ?? []).map((o) => [
      o.value,
      o.count,
    ]),
  );

describe('facet counts', () => {
  it('count every option of the listed category, in attribute and option order', () => {
    const result = list({ categoryId: 2 });
    expect(result.facets.map((f) => f.attributeCode)).toEqual([
      'brand',
      'energy_class',
      'color_group',
    ]);
    expect(countsOf({ categoryId: 2 }, 'energy_class')).toEqual({ a: 3, b: 1, c: 1, d: 1 });
    expect(result.facets[2]!.options).toEqual([
      { value: 'wit', label: 'Wit', count: 5, swatch: '#ffffff' },
      { value: 'zwart', label: 'Zwart', count: 1, swatch: '#000000' },
    ]);
  });

  it("ignore the facet's own selection but respect the others", () => {
    const query = { categoryId: 3, filters: { energy_class: ['a'], color_group: ['wit'] } };
    expect(list(query).ids).toEqual([1]);
    // energy_class counts: white washers of every class.
    expect(countsOf(query, 'energy_class')).toEqual({ a: 1, b: 1, c: 1, d: 1 });
    // color_group counts: class-A washers of every colour.
    expect(countsOf(query, 'color_group')).toEqual({ wit: 1, zwart: 1 });
    // brand has no selection: counts the hits.
    expect(countsOf(query, 'brand')).toEqual({ voltana: 1 });
  });

  it('treat several values of one attribute as OR', () => {
    const result = list({ categoryId: 3, filters: { energy_class: ['a', 'b'] } });
    expect(result.ids).toEqual([1, 2, 3]);
    expect(
      countsOf({ categoryId: 3, filters: { energy_class: ['a', 'b'] } }, 'energy_class'),
    ).toEqual({
      a: 2,
      b: 1,
      c: 1,
      d: 1,
    });
  });

  it('leave out attributes without any hit', () => {
    const codes = list({ categoryId: 10 }).facets.map((f) => f.attributeCode);
    expect(codes).toEqual(['brand', 'color_group']);
  });

  it('count direct children of the listed category, respecting the filters', () => {
    expect(list({ categoryId: 1 }).categoryFacet).toEqual([
      { value: '2', label: 'Wassen & drogen', count: 6, swatch: null },
      { value: '5', label: 'Koelen & vriezen', count: 2, swatch: null },
      { value: '7', label: 'Vaatwassers', count: 1, swatch: null },
    ]);
    expect(list({ categoryId: 1, filters: { color_group: ['rvs'] } }).categoryFacet).toEqual([
      { value: '5', label: 'Koelen & vriezen', count: 1, swatch: null },
      { value: '7', label: 'Vaatwassers', count: 1, swatch: null },
    ]);
  });

  it('ignore the category filter for the category facet only', () => {
    const result = list({ categoryId: 1, categoryFilter: [7] });
    expect(result.ids).toEqual([7]);
    expect(result.categoryFacet.map((c) => c.value)).toEqual(['2', '5', '7']);
    expect(countsOf({ categoryId: 1, categoryFilter: [7] }, 'brand')).toEqual({ nordkoel: 1 });
  });

  it('count top-level categories when no category is listed', () => {
    expect(list({}).categoryFacet.map((c) => [c.label, c.count])).toEqual([
      ['Huishouden', 10],
      ['Sport', 2],
    ]);
  });

  it('give the price range of the hits, ignoring the price filter only', () => {
    const query = { categoryId: 3, price: { fromCents: 30_000, toCents: 50_000 } };
    const result = list(query);
    expect(result.ids).toEqual([1, 3]);
    expect(result.priceRange).toEqual({ minCents: 19_900, maxCents: 59_900 });
    const filtered = list({ ...query, filters: { color_group: ['zwart'] } });
    expect(filtered.priceRange).toEqual({ minCents: 39_900, maxCents: 39_900 });
    expect(list({ categoryId: 3, filters: { color_group: ['rvs'] } }).priceRange).toBeNull();
  });

  it('applies an open-ended price filter to the final price', () => {
    expect(list({ categoryId: 3, price: { fromCents: 59_900 } }).ids).toEqual([2]);
    expect(list({ categoryId: 3, price: { toCents: 19_900 } }).ids).toEqual([10]);
  });
});

describe('facet counts with a configurable parent', () => {
  // Gloves in black and white: the parent offers both colours of its children.
  const gloves = {
    ...testCatalogue.products.find((p) => p.id === 8)!,
    id: 20,
    sku: 'RIN-DUO',
    name: 'Ringmaster Duo Bokshandschoenen',
    ean: null,
    attributes: { brand: 'ringmaster', color_group: ['zwart', 'wit', 'zwart', 'onbekend'] },
  };
  const withGloves = CatalogIndex.build({
    ...testCatalogue,
    products: [...testCatalogue.products, gloves],
  });
  const listGloves = (query: Partial<ListingQuery>) =>
    withGloves.query({ currentPage: 1, pageSize: 50, categoryId: 10, ...query });
  const colours = (query: Partial<ListingQuery>) =>
    Object.fromEntries(
      (listGloves(query).facets.find((f) => f.attributeCode === 'color_group')?.options ?? []).map(
        (o) => [o.value, o.count],
      ),
    );

  it('counts the parent once per distinct value, ignoring unknown values', () => {
    expect(colours({})).toEqual({ wit: 1, zwart: 2 });
  });

  it('matches a filter when any child has the value', () => {
    expect(listGloves({ filters: { color_group: ['wit'] } }).ids).toEqual([20]);
    expect(listGloves({ filters: { color_group: ['zwart'] } }).ids).toEqual([8, 20]);
    expect(listGloves({ filters: { color_group: ['wit', 'zwart'] } }).totalCount).toBe(2);
    expect(listGloves({ filters: { color_group: ['rvs'] } }).totalCount).toBe(0);
  });

  it("still ignores the facet's own selection and respects the others", () => {
    expect(colours({ filters: { color_group: ['wit'] } })).toEqual({ wit: 1, zwart: 2 });
    const query = { filters: { color_group: ['wit'] } };
    expect(
      listGloves(query).facets.find((f) => f.attributeCode === 'brand')?.options,
    ).toMatchObject([{ value: 'ringmaster', count: 1 }]);
  });
});
