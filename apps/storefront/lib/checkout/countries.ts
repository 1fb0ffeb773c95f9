/**
 * The countries the shop delivers to, with what their postcodes and VAT numbers look like.
 * NL VAT: NL + 9 digits + B + 2 digits (14 characters); BE VAT: BE + 0 or 1 + 9 digits
 * (12 characters). The Dutch overlay's too-short / too-long messages use these lengths.
 */
export const checkoutCountries = {
  NL: {
    postcode: /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
    postcodeExample: '1234 AB',
    vatLength: 14,
    vatPattern: /^NL[0-9]{9}B[0-9]{2}$/,
  },
  BE: {
    postcode: /^[1-9][0-9]{3}$/,
    postcodeExample: '1000',
    vatLength: 12,
    vatPattern: /^BE[01][0-9]{9}$/,
  },
} as const;

export type CheckoutCountry = keyof typeof checkoutCountries;
export const checkoutCountryCodes = Object.keys(checkoutCountries) as [
  CheckoutCountry,
  ...CheckoutCountry[],
];

/** A Dutch postcode as PostNL writes it (1234 AB); others unchanged. */
export function normalisePostcode(postcode: string, country: CheckoutCountry): string {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return country === 'NL' && compact.length === 6
    ? `${compact.slice(0, 4)} ${compact.slice(4)}`
    : compact;
}
