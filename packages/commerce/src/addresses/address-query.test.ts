import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseDutchAddressQuery, writtenPostcode } from './address-query.ts';

function badInputMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    return (error as GraphQLError).message;
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('dutchAddress arguments', () => {
  it('normalises postcode, house number and addition', () => {
    expect(parseDutchAddressQuery(' 1017 gb ', '10', null)).toEqual({
      postcode: '1017GB',
      houseNumber: '10',
      addition: null,
    });
    expect(parseDutchAddressQuery('3511AB', '12', ' a ')).toEqual({
      postcode: '3511AB',
      houseNumber: '12',
      addition: 'A',
    });
    expect(parseDutchAddressQuery('3511AB', '99999', '')).toMatchObject({ addition: null });
    expect(parseDutchAddressQuery('3511AB', '1', '1-hoog')).toMatchObject({ addition: '1-HOOG' });
  });

  it.each([
    '0123AB',
    '123AB',
    '12345AB',
    '1234 SA',
    '1234SD',
    '1234ss',
    '1234  AB',
    '1234-AB',
    'ABCD12',
    '',
  ])('refuses the postcode %j', (postcode) => {
    expect(badInputMessage(() => parseDutchAddressQuery(postcode, '1', null))).toMatch(
      /postcode looks invalid/,
    );
  });

  it.each(['', '0', '012', '100000', '10a', '1.5', '-1', '１'])(
    'refuses the house number %j',
    (number) => {
      expect(badInputMessage(() => parseDutchAddressQuery('1017GB', number, null))).toMatch(
        /house number must be/,
      );
    },
  );

  it.each(['A'.repeat(11), '<b>', 'a/b', '-A', 'ä'])('refuses the addition %j', (addition) => {
    expect(badInputMessage(() => parseDutchAddressQuery('1017GB', '1', addition))).toMatch(
      /addition may have/,
    );
  });

  it('writes a postcode as the Dutch do', () => {
    expect(writtenPostcode('1017GB')).toBe('1017 GB');
  });
});
