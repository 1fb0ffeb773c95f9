import { describe, expect, it } from 'vitest';
import { locatorQuery } from './locator-query';

const cities = ['Utrecht', 'Den Haag'];

describe('locatorQuery', () => {
  it('keeps a known city and a sku', () => {
    expect(locatorQuery({ city: 'Den Haag', sku: 'TV-123' }, cities)).toEqual({
      city: 'Den Haag',
      sku: 'TV-123',
    });
  });

  it('ignores unknown cities, repeated values past the first and over-long skus', () => {
    expect(locatorQuery({ city: 'Atlantis', sku: 'x'.repeat(65) }, cities)).toEqual({
      city: null,
      sku: null,
    });
    expect(locatorQuery({ city: ['Utrecht', 'Den Haag'], sku: ['', 'a'] }, cities)).toEqual({
      city: 'Utrecht',
      sku: null,
    });
    expect(locatorQuery({}, cities)).toEqual({ city: null, sku: null });
  });
});
