import { checkoutCountries } from '@/lib/checkout/countries';

/** The address fields the lookup reads, as the details form holds them. */
export interface LookupAddressInput {
  country?: string;
  postcode?: string;
  houseNumber?: string;
  addition?: string;
}

export interface DutchAddressLookupQuery {
  postcode: string;
  houseNumber: string;
  addition: string | null;
}

/**
 * The lookup to ask for, or null when there is nothing to ask: no lookup configured (the
 * shopper types street and city), not a Dutch address, or postcode and number not yet valid.
 */
export function dutchAddressLookupQuery(
  lookupAvailable: boolean,
  address: LookupAddressInput,
): DutchAddressLookupQuery | null {
  if (!lookupAvailable || address.country !== 'NL') return null;
  const postcode = (address.postcode ?? '').replace(/\s+/g, '');
  const houseNumber = address.houseNumber ?? '';
  if (!checkoutCountries.NL.postcode.test(postcode)) return null;
  if (!/^[0-9]{1,6}$/.test(houseNumber)) return null;
  return { postcode, houseNumber, addition: address.addition || null };
}

/**
 * What the details step does with the engine's answer. 'missing' (the 'combination not found'
 * note) only when a configured lookup answered and found nothing; an engine that could not be
 * asked, or has no lookup, leaves the note away.
 */
export function dutchAddressLookupOutcome(
  lookupAvailable: boolean,
  answer: { dutchAddress: { street: string; city: string } | null } | null,
): { fill: { street: string; city: string } } | 'missing' | 'idle' {
  if (!lookupAvailable || !answer) return 'idle';
  return answer.dutchAddress ? { fill: answer.dutchAddress } : 'missing';
}
