/** A Dutch address as the checkout fills it in. */
export interface DutchAddress {
  street: string;
  house_number: string;
  addition: string | null;
  /** Written as the Dutch write it: `1234 AB`. */
  postcode: string;
  city: string;
}

/** A validated, normalised lookup: postcode `1234AB`, house number digits, addition upper case. */
export interface DutchAddressQuery {
  postcode: string;
  houseNumber: string;
  addition: string | null;
}

/**
 * What a lookup answered. `unavailable` (timeout, error, nonsense) is not an answer about the
 * address, so it is never cached.
 */
export type AddressLookupResult =
  { status: 'found'; address: DutchAddress } | { status: 'not-found' } | { status: 'unavailable' };

/** A source of Dutch addresses by postcode and house number (PDOK, postcode.eu, …). */
export interface AddressLookup {
  readonly name: string;
  find(query: DutchAddressQuery): Promise<AddressLookupResult>;
}
