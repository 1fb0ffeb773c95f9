import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  buildListingHref,
  parseListingSegments,
  sortInput,
  toggleFilter,
  withPage,
  withSort,
} from './listing-url';

describe('listing URL shape (spec §2)', () => {
  it('parses page, filter groups joined by ~~, sort and previousPage', () => {
    const { base, state } = parseListingSegments([
      'huishouden',
      'wasmachines',
      'q',
      'page',
      '3',
      'brand',
      'voltana~~frisko',
      'sort',
      'price_asc',
      'previousPage',
      '1',
    ]);
    expect(base).toEqual(['huishouden', 'wasmachines']);
    expect(state).toEqual({
      page: 3,
      filters: { brand: ['voltana', 'frisko'] },
      sort: 'price_asc',
      previousPage: true,
    });
  });

  it('accepts ?page=n and ignores a broken page number', () => {
    expect(parseListingSegments(['a'], { page: '2' }).state.page).toBe(2);
    expect(parseListingSegments(['a', 'q', 'page', 'x']).state.page).toBe(1);
    expect(parseListingSegments(['a'], {}).state.page).toBe(1);
  });

  it('round-trips through buildListingHref', () => {
    const url = '/keuken/q/page/2/brand/a~~b/energy_class/a/sort/price_desc';
    const { base, state } = parseListingSegments(url.slice(1).split('/'));
    expect(buildListingHref(`/${base.join('/')}`, state)).toBe(url);
  });

  it('leaves page 1 and an empty state out', () => {
    expect(buildListingHref('/keuken', withPage(parseListingSegments([]).state, 1))).toBe(
      '/keuken',
    );
  });

  it('toggles values and resets the page', () => {
    let { state } = parseListingSegments(['x', 'q', 'page', '4']);
    state = toggleFilter(state, 'brand', 'voltana');
    expect(state.page).toBe(1);
    expect(state.filters).toEqual({ brand: ['voltana'] });
    state = toggleFilter(state, 'brand', 'voltana');
    expect(state.filters).toEqual({});
    expect(withSort(state, 'name_asc').sort).toBe('name_asc');
  });

  it('counts active filters without page, post, sort and previousPage (spec §5)', () => {
    const { state } = parseListingSegments(
      'q/page/2/post/5/brand/a~~b/color_group/wit/sort/name_asc/previousPage/1'.split('/'),
    );
    expect(activeFilterCount(state)).toBe(3);
  });

  it('turns sort keys into one engine sort field', () => {
    expect(sortInput('price_desc')).toEqual({ price: 'DESC' });
    expect(sortInput(null)).toEqual({ position: 'ASC' });
    expect(sortInput('evil_asc')).toEqual({ position: 'ASC' });
  });
});
