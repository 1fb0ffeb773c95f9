/** The tracking form's bounds (ADR 0009: every input is bounded before the engine sees it). */
export const trackingLimits = { numberMax: 20, postcodeMax: 8 } as const;

/**
 * The order number and postcode a tracking request asks for, or null when either is missing or
 * cannot be one (then the engine is not asked at all).
 */
export function trackingQuery(
  search: Record<string, string | string[] | undefined>,
): { number: string; postcode: string } | null {
  const number = typeof search.number === 'string' ? search.number.trim() : '';
  const postcode = typeof search.postcode === 'string' ? search.postcode.trim() : '';
  if (!number || !postcode) return null;
  if (number.length > trackingLimits.numberMax || postcode.length > trackingLimits.postcodeMax) {
    return null;
  }
  if (!/^[A-Za-z0-9-]+$/.test(number) || !/^[A-Za-z0-9 ]+$/.test(postcode)) return null;
  return { number, postcode: postcode.replace(/\s+/g, '').toUpperCase() };
}
