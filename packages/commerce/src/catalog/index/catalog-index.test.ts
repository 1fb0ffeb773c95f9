import { describe, expect, it } from 'vitest';
import { CatalogIndex, ListingInputError } from './catalog-index.ts';
import { testCatalogue, testProducts } from './testing/test-catalogue.ts';
import type { AttributeValue, IndexedProduct, ListingQuery } from './types.ts';

const build = () => CatalogIndex.build(testCatalogue);
const page = { currentPage: 1, pageSize: 50 };

describe('CatalogIndex listing', () => {
  const index = build();

  it('lists a category with its descendants', () => {
    expect(index.query({ ...page, categoryId: 3 }).ids).toEqual([1, 2, 3, 9, 10]);
    expect(index.query({ ...page, categoryId: 2 }).ids).toEqual([1, 2, 3, 4, 9, 10]);
    expect(index.query({ ...page, categoryId: 1 }).totalCount).toBe(10);
    expect(index.query({ ...page, categoryId: 999 }).totalCount).toBe(0);
    expect(index.query(page).totalCount).toBe(testProducts.length);
  });

  it('restricts to SKUs or url keys, case-insensitively', () => {
    expect(index.query({ ...page, skus: ['vol-wm814', 'NOR-KK200', 'nope'] }).ids).toEqual([1, 5]);
    expect(index.query({ ...page, skus: [] }).ids).toEqual([]);
  });

  it('rejects unknown filter codes, naming the code', () => {
    const query = { ...page, filters: { energy_klasse: ['a'] } };
    expect(() => index.query(query)).toThrow(ListingInputError);
    expect(() => index.query(query)).toThrow(/energy_klasse/);
  });

  it('matches nothing for unknown values and ignores empty value lists', () => {
    expect(index.query({ ...page, filters: { energy_class: ['z'] } }).totalCount).toBe(0);
    expect(index.query({ ...page, categoryId: 3, filters: { energy_class: [] } }).totalCount).toBe(
      5,
    );
  });

  it('rejects bad paging', () => {
    expect(() => index.query({ currentPage: 0, pageSize: 12 })).toThrow(ListingInputError);
    expect(() => index.query({ currentPage: 1.5, pageSize: 12 })).toThrow(/currentPage/);
    expect(() => index.query({ currentPage: 1, pageSize: -1 })).toThrow(/pageSize/);
  });

  it('pages with a stable order; a page beyond the last is empty but counts all', () => {
    const query = (currentPage: number): ListingQuery => ({
      categoryId: 2,
      currentPage,
      pageSize: 4,
    });
    expect(index.query(query(1)).ids).toEqual([1, 2, 3, 4]);
    expect(index.query(query(2)).ids).toEqual([9, 10]);
    const beyond = index.query(query(3));
    expect(beyond.ids).toEqual([]);
    expect(beyond.totalCount).toBe(6);
    expect(beyond.facets.length).toBeGreaterThan(0);
    expect(index.query({ categoryId: 2, currentPage: 1, pageSize: 0 }).ids).toEqual([]);
  });

  it('knows its size and members', () => {
    expect(index.size).toBe(testProducts.length);
    expect(index.has(1)).toBe(true);
    expect(index.has(99)).toBe(false);
  });
});

describe('CatalogIndex updates', () => {
  const queries: ListingQuery[] = [
    { ...page },
    { ...page, categoryId: 1, filters: { color_group: ['wit'] } },
    { ...page, categoryId: 3, sort: { field: 'price', direction: 'DESC' } },
    { ...page, sort: { field: 'name', direction: 'ASC' } },
    { ...page, search: 'wasmachine' },
    { ...page, search: 'koelkast', sort: { field: 'newest', direction: 'DESC' } },
    { ...page, search: 'was', autocomplete: true },
    { ...page, search: 'voltana w', autocomplete: true, countFacets: false },
  ];
  const expectSameAnswers = (updated: CatalogIndex, fresh: CatalogIndex) => {
    for (const query of queries) expect(updated.query(query)).toEqual(fresh.query(query));
    for (const text of ['was', 'voltana w', 'koelkats']) {
      expect(updated.autocomplete(text, { categories: 5, suggestions: 12 })).toEqual(
        fresh.autocomplete(text, { categories: 5, suggestions: 12 }),
      );
    }
  };

  it('upserts answer like a fresh build', () => {
    const index = build();
    const changed: IndexedProduct[] = [
      {
        ...testProducts[0]!,
        finalPriceCents: 1,
        name: 'Voltana WM814 Wasmachine Eco',
        inStock: false,
      },
      {
        ...testProducts[4]!,
        categoryIds: [3],
        attributes: { brand: 'nordkoel', color_group: 'wit' },
      },
      {
        ...testProducts[7]!,
        id: 50,
        sku: 'RIN-NEW',
        ean: null,
        name: 'Ringmaster Junior Bokshandschoenen',
      },
    ];
    index.upsertProducts(changed);
    const products = testProducts
      .map((p) => changed.find((c) => c.id === p.id) ?? p)
      .concat(changed[2]!);
    expectSameAnswers(index, CatalogIndex.build({ ...testCatalogue, products }));
    expect(index.size).toBe(testProducts.length + 1);
    expect(index.query({ ...page, search: 'eco' }).ids).toEqual([1]);
  });

  it('removals answer like a fresh build', () => {
    const index = build();
    index.removeProducts([2, 5, 404]);
    expect(index.has(2)).toBe(false);
    const products = testProducts.filter((p) => p.id !== 2 && p.id !== 5);
    expectSameAnswers(index, CatalogIndex.build({ ...testCatalogue, products }));
    // A removed product's slot is reused by the next one without leaking its old data.
    const comeback = {
      ...testProducts[1]!,
      id: 60,
      name: 'Nordkoel Wasdroger Nieuw',
      sku: 'NOR-NEW',
    };
    index.upsertProducts([comeback]);
    expectSameAnswers(
      index,
      CatalogIndex.build({ ...testCatalogue, products: [...products, comeback] }),
    );
  });

  it('category and attribute replacements answer like a fresh build', () => {
    const index = build();
    const categories = testCatalogue.categories.map((c) =>
      c.id === 7 ? { ...c, parentId: 2, name: 'Vaatwassers & meer' } : c,
    );
    const attributes = testCatalogue.attributes
      .filter((a) => a.code !== 'brand')
      .map((a) => (a.code === 'color_group' ? { ...a, position: -1 } : a));
    index.replaceCategories(categories);
    index.replaceAttributes(attributes);
    expectSameAnswers(index, CatalogIndex.build({ ...testCatalogue, categories, attributes }));
    expect(() => index.query({ ...page, filters: { brand: ['voltana'] } })).toThrow(/brand/);
  });
});

describe('CatalogIndex with many changing configurable parents', () => {
  // Enough rewrites that the pool of multi-value rows is compacted a few times.
  it('answers like a fresh build after the multi-value rows were rewritten many times', () => {
    const colours = ['wit', 'zwart', 'rvs'];
    const classes = ['a', 'b', 'c', 'd'];
    const gloves = (round: number): IndexedProduct[] =>
      Array.from({ length: 300 }, (_, i) => ({
        ...testProducts[7]!,
        id: 1000 + i,
        sku: `GLOVE-${i}`,
        ean: null,
        // Every round changes which products have several values and which.
        attributes: ((i + round) % 3 === 0
          ? { brand: 'ringmaster', color_group: colours[(i + round) % 3]! }
          : {
              brand: 'ringmaster',
              color_group: colours.slice(0, 1 + ((i + round) % 3)),
              energy_class: classes.slice((i + round) % 4),
            }) as Record<string, AttributeValue>,
      }));
    const index = CatalogIndex.build({ ...testCatalogue, products: gloves(0) });
    for (let round = 1; round <= 12; round++) {
      index.upsertProducts(gloves(round).slice(round * 7, round * 7 + 200));
    }
    index.removeProducts([1000, 1001, 1002]);
    const latest = new Map<number, IndexedProduct>();
    for (const product of gloves(0)) latest.set(product.id, product);
    for (let round = 1; round <= 12; round++) {
      for (const product of gloves(round).slice(round * 7, round * 7 + 200)) {
        latest.set(product.id, product);
      }
    }
    latest.delete(1000);
    latest.delete(1001);
    latest.delete(1002);
    const fresh = CatalogIndex.build({ ...testCatalogue, products: [...latest.values()] });
    const filterSets: Record<string, string[]>[] = [
      {},
      { color_group: ['zwart'] },
      { color_group: ['rvs'], energy_class: ['d'] },
      { energy_class: ['a', 'c'] },
    ];
    for (const filters of filterSets) {
      const query = { ...page, categoryId: 10, filters };
      expect(index.query(query)).toEqual(fresh.query(query));
    }
  });
});
