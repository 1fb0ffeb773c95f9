import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type {
  AddressLookup,
  AddressLookupResult,
  DutchAddressQuery,
} from './address-lookup-port.ts';
import { addressLookupFromEnv, createAddressService } from './address-service.ts';

/** A lookup that answers from a script and counts what it was asked. */
function scriptedLookup(answer: (query: DutchAddressQuery) => AddressLookupResult) {
  const asked: DutchAddressQuery[] = [];
  const lookup: AddressLookup = {
    name: 'scripted',
    async find(query) {
      asked.push(query);
      return answer(query);
    },
  };
  return { lookup, asked };
}

const kerkstraat = {
  street: 'Kerkstraat',
  house_number: '10',
  addition: null,
  postcode: '1017 GB',
  city: 'Amsterdam',
};

describe('address service', () => {
  it('answers null without asking anything when no lookup is configured', async () => {
    const service = createAddressService({ lookup: null });
    expect(await service.dutchAddress('1017GB', '10', null)).toBeNull();
  });

  it('refuses invalid arguments even when no lookup is configured', async () => {
    const service = createAddressService({ lookup: null });
    const error = await service
      .dutchAddress('0000XX', '10', null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
  });

  it('remembers found and not-found answers under the normalised query', async () => {
    const { lookup, asked } = scriptedLookup((query) =>
      query.houseNumber === '10'
        ? { status: 'found', address: kerkstraat }
        : { status: 'not-found' },
    );
    const service = createAddressService({ lookup });
    expect(await service.dutchAddress('1017GB', '10', null)).toEqual(kerkstraat);
    expect(await service.dutchAddress('1017 gb', ' 10', '')).toEqual(kerkstraat);
    expect(await service.dutchAddress('1017GB', '11', null)).toBeNull();
    expect(await service.dutchAddress('1017GB', '11', null)).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('asks again after an unavailable lookup instead of remembering it', async () => {
    let available = false;
    const { lookup, asked } = scriptedLookup(() =>
      available ? { status: 'found', address: kerkstraat } : { status: 'unavailable' },
    );
    const service = createAddressService({ lookup });
    expect(await service.dutchAddress('1017GB', '10', null)).toBeNull();
    available = true;
    expect(await service.dutchAddress('1017GB', '10', null)).toEqual(kerkstraat);
    expect(asked).toHaveLength(2);
  });

  it('keeps at most the configured number of answers, dropping the least recently used', async () => {
    const { lookup, asked } = scriptedLookup(() => ({ status: 'not-found' }));
    const service = createAddressService({ lookup, cacheEntries: 2 });
    await service.dutchAddress('1017GB', '1', null);
    await service.dutchAddress('1017GB', '2', null);
    await service.dutchAddress('1017GB', '1', null);
    await service.dutchAddress('1017GB', '3', null);
    expect(asked.map((query) => query.houseNumber)).toEqual(['1', '2', '3']);
    await service.dutchAddress('1017GB', '1', null);
    await service.dutchAddress('1017GB', '2', null);
    expect(asked.map((query) => query.houseNumber)).toEqual(['1', '2', '3', '2']);
  });

  it('chooses the lookup from the environment', () => {
    expect(addressLookupFromEnv({})).toBeNull();
    expect(addressLookupFromEnv({ ADDRESS_LOOKUP: 'none' })).toBeNull();
    expect(addressLookupFromEnv({ ADDRESS_LOOKUP: 'pdok' })?.name).toBe('pdok');
    expect(() => addressLookupFromEnv({ ADDRESS_LOOKUP: 'postcodes-r-us' })).toThrow(
      /not a known address lookup/,
    );
  });
});
