import { describe, expect, it } from 'vitest';
import { listingDecision, type ListingFacts } from './listing-canonical';
import { emptyListingState, parseListingSegments } from './listing-url';

const facts: ListingFacts = {
  totalPages: 4,
  aggregations: [
    { attribute_code: 'price', options: [{ value: '199_599' }] },
    { attribute_code: 'category_id', options: [{ value: '12' }] },
    { attribute_code: 'brand', options: [{ value: 'bosch' }, { value: 'miele' }] },
    { attribute_code: 'color_group', options: [{ value: 'wit' }] },
  ],
  sorts: ['position_asc', 'price_asc', 'price_desc'],
};
const decide = (path: string) => {
  const { state } = parseListingSegments(['huishouden', ...path.split('/').filter(Boolean)]);
  return listingDecision('/huishouden', state, facts);
};

describe('listing decision for an address', () => {
  it('accepts the states the shop links to', () => {
    expect(decide('')).toEqual({ kind: 'ok' });
    expect(decide('q/page/4/brand/bosch~~miele/color_group/wit/sort/price_desc')).toEqual({
      kind: 'ok',
    });
    expect(
      listingDecision('/huishouden', emptyListingState(), { ...facts, totalPages: 1 }),
    ).toEqual({ kind: 'ok' });
  });

  it('answers 404 for a page past the last', () => {
    expect(decide('q/page/5')).toEqual({ kind: 'notFound' });
    expect(decide('q/page/4000')).toEqual({ kind: 'notFound' });
  });

  it('answers 404 for a filter value or group the listing does not offer', () => {
    expect(decide('q/brand/junk-5')).toEqual({ kind: 'notFound' });
    expect(decide('q/brand/bosch~~junk')).toEqual({ kind: 'notFound' });
    expect(decide('q/material/steel')).toEqual({ kind: 'notFound' });
  });

  it('answers 404 for facets the filter panel does not show (price ranges, categories)', () => {
    expect(decide('q/price/199_599')).toEqual({ kind: 'notFound' });
    expect(decide('q/price/4000-5000')).toEqual({ kind: 'notFound' });
    expect(decide('q/category_id/12')).toEqual({ kind: 'notFound' });
  });

  it('redirects an unknown sort key to the same listing without it', () => {
    expect(decide('q/page/2/brand/bosch/sort/cheapest')).toEqual({
      kind: 'redirect',
      href: '/huishouden/q/page/2/brand/bosch',
    });
    expect(decide('q/sort/name_asc')).toEqual({ kind: 'redirect', href: '/huishouden' });
  });
});
