import { describe, expect, it } from 'vitest';
import { TimeSlices } from '../../search/time-slices.ts';
import { CatalogIndex } from './catalog-index.ts';
import { demoCatalogueIndex } from './testing/demo-catalogue-index.ts';
import type { ListingQuery } from './types.ts';

const demo = demoCatalogueIndex({ products: 1500, now: new Date('2026-03-02T12:00:00Z') });

describe('CatalogIndex.buildInSlices', () => {
  it('answers exactly as the index built at once, and gives the event loop turns', async () => {
    const slices = new TimeSlices(0);
    const sliced = await CatalogIndex.buildInSlices(demo.input, slices);
    expect(slices.turns).toBeGreaterThan(10);
    const page = { currentPage: 1, pageSize: 24 };
    const queries: ListingQuery[] = [
      page,
      { ...page, categoryId: [...demo.categories.keys()][3] },
      { ...page, search: 'wasmachine' },
      { ...page, search: 'stil', sort: { field: 'price', direction: 'DESC' } },
      ...(['name', 'price', 'position', 'newest', 'best_selling', 'featured'] as const).flatMap(
        (field) =>
          (['ASC', 'DESC'] as const).map((direction) => ({
            ...page,
            currentPage: 2,
            sort: { field, direction },
          })),
      ),
    ];
    for (const query of queries) expect(sliced.query(query)).toEqual(demo.index.query(query));
    expect(sliced.autocomplete('was', { categories: 3, suggestions: 5 })).toEqual(
      demo.index.autocomplete('was', { categories: 3, suggestions: 5 }),
    );
  });

  it('lets a timer run while it builds', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await CatalogIndex.buildInSlices(demo.input, new TimeSlices(1));
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
