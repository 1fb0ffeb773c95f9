import { describe, expect, it } from 'vitest';
import { dutchAddressLookupOutcome, dutchAddressLookupQuery } from './address-lookup';

const dutch = { country: 'NL', postcode: '3511 ab', houseNumber: '12', addition: 'a' };

describe('dutchAddressLookupQuery', () => {
  it('asks a configured lookup for a valid Dutch postcode and house number', () => {
    expect(dutchAddressLookupQuery(true, dutch)).toEqual({
      postcode: '3511ab',
      houseNumber: '12',
      addition: 'a',
    });
  });

  it('asks nothing when no lookup is configured, so street and city are typed by hand', () => {
    expect(dutchAddressLookupQuery(false, dutch)).toBeNull();
  });

  it.each([
    { ...dutch, country: 'BE' },
    { ...dutch, postcode: '3511' },
    { ...dutch, houseNumber: '12a' },
    { ...dutch, houseNumber: '' },
  ])('asks nothing for %j', (address) => {
    expect(dutchAddressLookupQuery(true, address)).toBeNull();
  });
});

describe('dutchAddressLookupOutcome', () => {
  const found = { street: 'Oudegracht', city: 'Utrecht' };

  it('fills street and city from a found address', () => {
    expect(dutchAddressLookupOutcome(true, { dutchAddress: found })).toEqual({ fill: found });
  });

  it("notes 'combination not found' only when a configured lookup found nothing", () => {
    expect(dutchAddressLookupOutcome(true, { dutchAddress: null })).toBe('missing');
    expect(dutchAddressLookupOutcome(false, { dutchAddress: null })).toBe('idle');
  });

  it('stays quiet when the engine could not be asked', () => {
    expect(dutchAddressLookupOutcome(true, null)).toBe('idle');
  });
});
