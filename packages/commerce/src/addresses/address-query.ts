import { badInput } from '../graphql/bad-input.ts';
import type { DutchAddressQuery } from './address-lookup-port.ts';

/** Dutch postcodes; SA, SD and SS are never issued (validator.js). */
const postcodePattern = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/i;
/** The highest Dutch house number has five digits. */
const houseNumberPattern = /^[1-9][0-9]{0,4}$/;
/** House letter and addition together, e.g. `A`, `2`, `BIS`, `1-HOOG`. */
const additionPattern = /^[A-Z0-9][A-Z0-9 -]{0,9}$/i;

/** Checks and normalises the arguments of `dutchAddress`; anything else is BAD_USER_INPUT. */
export function parseDutchAddressQuery(
  postcode: string,
  houseNumber: string,
  addition: string | null | undefined,
): DutchAddressQuery {
  const trimmedPostcode = postcode.trim();
  if (!postcodePattern.test(trimmedPostcode)) {
    throw badInput('The postcode looks invalid; a Dutch postcode is written like 1234 AB.');
  }
  const trimmedNumber = houseNumber.trim();
  if (!houseNumberPattern.test(trimmedNumber)) {
    throw badInput('The house number must be a number from 1 to 99999, digits only.');
  }
  const trimmedAddition = addition?.trim() ?? '';
  if (trimmedAddition !== '' && !additionPattern.test(trimmedAddition)) {
    throw badInput(
      'The house number addition may have at most 10 letters, digits, spaces or hyphens.',
    );
  }
  return {
    postcode: trimmedPostcode.replace(' ', '').toUpperCase(),
    houseNumber: trimmedNumber,
    addition: trimmedAddition === '' ? null : trimmedAddition.toUpperCase(),
  };
}

/** `1234AB` as the Dutch write it: `1234 AB`. */
export function writtenPostcode(normalised: string): string {
  return `${normalised.slice(0, 4)} ${normalised.slice(4)}`;
}
