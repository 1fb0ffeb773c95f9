import { describe, expect, it } from 'vitest';
import { CatalogIndex } from './catalog-index.ts';
import { selectPage, selectTop, SlotMarks } from './page-selection.ts';
import { SortedOrder } from './sorted-order.ts';
import { testCatalogue } from './testing/test-catalogue.ts';
import type { SortDirection, SortField } from './types.ts';

const index = CatalogIndex.build(testCatalogue);
const sorted = (field: SortField, direction: SortDirection, categoryId = 3) =>
  index.query({ categoryId, currentPage: 1, pageSize: 20, sort: { field, direction } }).ids;

describe('sort orders', () => {
  it('sort by position by default', () => {
    expect(index.query({ categoryId: 3, currentPage: 1, pageSize: 20 }).ids).toEqual([
      1, 2, 3, 9, 10,
    ]);
  });

  it('sort by final price both ways', () => {
    expect(sorted('price', 'ASC')).toEqual([10, 9, 3, 1, 2]);
    expect(sorted('price', 'DESC')).toEqual([2, 1, 3, 9, 10]);
  });

  it('sort by name with Dutch collation, accents folded', () => {
    // 'Élan' sorts with the E's, before the N's.
    expect(sorted('name', 'ASC', 1)).toEqual([12, 5, 3, 7, 6, 4, 10, 9, 1, 2]);
    expect(sorted('name', 'DESC', 1)).toEqual([2, 1, 9, 10, 4, 6, 7, 3, 5, 12]);
  });

  it('sort by newest, best selling and featured', () => {
    expect(sorted('newest', 'DESC')).toEqual([10, 9, 3, 2, 1]);
    expect(sorted('best_selling', 'DESC')).toEqual([1, 2, 3, 9, 10]);
    expect(sorted('featured', 'ASC', 1)[0]).toBe(2);
    expect(sorted('featured', 'DESC', 1)[0]).toBe(2);
  });

  it('break ties by id ascending in both directions', () => {
    const tied = {
      ...testCatalogue,
      products: testCatalogue.products.map((p) => ({ ...p, finalPriceCents: 100 })),
    };
    const tiedIndex = CatalogIndex.build(tied);
    for (const direction of ['ASC', 'DESC'] as const) {
      expect(
        tiedIndex.query({
          categoryId: 3,
          currentPage: 1,
          pageSize: 9,
          sort: { field: 'price', direction },
        }).ids,
      ).toEqual([1, 2, 3, 9, 10]);
    }
  });

  it('break ties by id for any ids, also ones too large to pack with the slot', () => {
    const relabel = (id: number) => [-7, 2 ** 40, 1.5, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12][id] ?? id;
    for (const ids of [(id: number) => id * 2 ** 34, relabel]) {
      const renamed = CatalogIndex.build({
        ...testCatalogue,
        products: testCatalogue.products.map((p) => ({
          ...p,
          id: ids(p.id),
          finalPriceCents: 100,
        })),
      });
      for (const direction of ['ASC', 'DESC'] as const) {
        expect(
          renamed.query({
            categoryId: 3,
            currentPage: 1,
            pageSize: 9,
            sort: { field: 'price', direction },
          }).ids,
        ).toEqual([1, 2, 3, 9, 10].map(ids).sort((a, b) => a - b));
      }
    }
  });

  it('fall back to position for relevance without search text', () => {
    expect(sorted('relevance', 'DESC')).toEqual([1, 2, 3, 9, 10]);
  });
});

describe('SortedOrder', () => {
  it('stays sorted under inserts and removals', () => {
    const keys = [5, 3, 9, 3, 1, 7];
    const order = new SortedOrder((a, b) => keys[a]! - keys[b]! || a - b);
    order.rebuild(Int32Array.of(0, 1, 2));
    order.insert(4);
    order.insert(3);
    order.remove(2);
    order.insert(5);
    expect(Array.from(order.slots.subarray(0, order.length))).toEqual([4, 1, 3, 0, 5]);
    expect(order.ranks(6)[0]).toBe(3);
  });
});

describe('page selection', () => {
  const orderOf = (size: number) => {
    const order = new SortedOrder((a, b) => ((a * 7919) % 101) - ((b * 7919) % 101) || a - b);
    order.rebuild(Int32Array.from({ length: size }, (_, i) => i));
    return order;
  };

  it('walking the order and sorting ranks give the same page', () => {
    const order = orderOf(1000);
    const marks = new SlotMarks();
    const everyOther = Int32Array.from({ length: 500 }, (_, i) => i * 2);
    const few = Int32Array.of(999, 5, 500, 17);
    const expected = (hits: Int32Array) =>
      Array.from(order.slots.subarray(0, order.length)).filter((slot) => hits.includes(slot));
    // Many hits walk the order; few hits sort their ranks.
    expect(selectPage(everyOther, 500, order, 10, 5, 1000, marks)).toEqual(
      expected(everyOther).slice(10, 15),
    );
    expect(selectPage(few, 4, order, 1, 2, 1000, marks)).toEqual(expected(few).slice(1, 3));
    expect(selectPage(few, 4, order, 4, 2, 1000, marks)).toEqual([]);
  });

  it('the bounded heap picks the same top as a full sort', () => {
    const values = Array.from({ length: 300 }, (_, i) => (i * 37) % 50);
    const compare = (a: number, b: number) => values[b]! - values[a]! || a - b;
    const full = values.map((_, i) => i).sort(compare);
    expect(selectTop(300, 0, 10, compare)).toEqual(full.slice(0, 10));
    expect(selectTop(300, 20, 10, compare)).toEqual(full.slice(20, 30));
    expect(selectTop(300, 290, 50, compare)).toEqual(full.slice(290));
  });
});
