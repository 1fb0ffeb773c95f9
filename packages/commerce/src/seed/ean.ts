/** GS1 prefix for numbers issued in the Netherlands (spec: Dutch retailer). */
export const DUTCH_GS1_PREFIX = '87';

/** The EAN-13 check digit for the first twelve digits (weights 1,3,1,3...). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(ean: string): boolean {
  return /^\d{13}$/.test(ean) && ean13CheckDigit(ean.slice(0, 12)) === Number(ean[12]);
}

const BODY_SPACE = 10_000_000_000; // the ten digits after the prefix
// Odd and not a multiple of 5, so multiplying modulo 10^10 is a bijection: distinct serials
// give distinct, random-looking EANs.
const SCRAMBLE = 7_654_321_017;

/**
 * A Dutch EAN-13 for the n-th article of a catalogue. Unique for every `serial` below 10^10;
 * `offset` (from the seed) makes different seeds give different numbers.
 */
export function dutchEan13(serial: number, offset = 0): string {
  if (!Number.isSafeInteger(serial) || serial < 0 || serial >= BODY_SPACE) {
    throw new Error(`EAN serial out of range: ${serial}`);
  }
  const scrambled = (BigInt(serial) * BigInt(SCRAMBLE) + BigInt(offset)) % BigInt(BODY_SPACE);
  const body = DUTCH_GS1_PREFIX + scrambled.toString().padStart(10, '0');
  return body + String(ean13CheckDigit(body));
}
