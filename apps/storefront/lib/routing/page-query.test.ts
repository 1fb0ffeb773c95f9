import { describe, expect, it } from 'vitest';
import { canonicalPageQuery, pathWithPageQuery, splitPageQuery } from './page-query';

const locales = ['nl', 'fr', 'de', 'en'];
const params = (query: string) => new URLSearchParams(query);

describe('page query in the path', () => {
  it('moves page, view and variant behind the marker, in a fixed order', () => {
    expect(
      pathWithPageQuery('/nl/huishouden/wasmachines', params('view=list&page=2'), locales),
    ).toBe('/nl/huishouden/wasmachines/_query/page/2/view/list');
    expect(pathWithPageQuery('/fr/product-x', params('variant=A%2FB&utm=1'), locales)).toBe(
      '/fr/product-x/_query/variant/A%2FB',
    );
  });

  it('gives brand pages the page query too', () => {
    expect(pathWithPageQuery('/nl/merken/voltana', params('page=2'), locales)).toBe(
      '/nl/merken/voltana/_query/page/2',
    );
  });

  it('leaves other paths and queries alone', () => {
    expect(pathWithPageQuery('/nl/huishouden', params('utm_source=x'), locales)).toBeNull();
    expect(pathWithPageQuery('/nl/search/wasmachine', params('page=2'), locales)).toBeNull();
    expect(pathWithPageQuery('/nl/merken', params('page=2'), locales)).toBeNull();
    expect(pathWithPageQuery('/nl', params('page=2'), locales)).toBeNull();
    expect(pathWithPageQuery('/nl/a/_query/page/2', params('page=3'), locales)).toBeNull();
  });

  it('reads back what it wrote, ignoring unknown keys', () => {
    const path = pathWithPageQuery('/nl/x', params('variant=A%2FB&view=list'), locales)!;
    const segments = path.split('/').filter(Boolean).slice(1);
    expect(splitPageQuery(segments)).toEqual({
      segments: ['x'],
      query: { view: 'list', variant: 'A/B' },
    });
    expect(splitPageQuery(['x', '_query', 'evil', '1', 'page'])).toEqual({
      segments: ['x'],
      query: {},
    });
    expect(splitPageQuery(['x', 'q', 'page', '2'])).toEqual({
      segments: ['x', 'q', 'page', '2'],
      query: {},
    });
  });
});

describe('canonical page query', () => {
  const views = ['GRID', 'LIST', 'ORDER_LIST'];
  const canonical = (path: string, query: string) =>
    canonicalPageQuery(path, params(query), locales, views);

  it('drops page 1, the default view and anything that cannot be a page, view or variant', () => {
    expect(canonical('/nl/wasmachines', 'page=1')).toBe('');
    expect(canonical('/nl/wasmachines', 'page=0&utm=x')).toBe('utm=x');
    for (const page of ['-1', 'abc', '1e9', '99999', '2.5', ''])
      expect(canonical('/nl/wasmachines', `page=${page}`)).toBe('');
    for (const view of ['grid', 'LIST', 'tiles', 'list%00'])
      expect(canonical('/nl/wasmachines', `view=${view}`)).toBe('');
    expect(canonical('/nl/product-x', `variant=${'x'.repeat(65)}`)).toBe('');
    expect(canonical('/nl/product-x', 'variant=a%20b')).toBe('');
  });

  it('leaves a canonical query and routes with queries of their own alone', () => {
    expect(canonical('/nl/wasmachines', 'page=2&view=list')).toBeNull();
    expect(canonical('/nl/wasmachines', 'view=order_list')).toBeNull();
    expect(canonical('/nl/product-x', 'variant=A%2FB')).toBeNull();
    expect(canonical('/nl/search/tv', 'page=abc')).toBeNull();
    expect(canonical('/nl', 'page=abc')).toBeNull();
  });
});
