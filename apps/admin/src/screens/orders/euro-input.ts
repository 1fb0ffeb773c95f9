/**
 * Euros as staff type them (12,50 or 12.50, at most two decimals) in whole cents; null for an
 * empty field, NaN for anything that is not an amount. Never through floating point, so 0.29
 * is 29 cents and not 28.999….
 */
export function centsFromEuros(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', part = ''] = trimmed.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
