/**
 * Product names in Dutch collation order (`Intl.Collator('nl')`), quickly. Sorting 100,000 names
 * asks the collator about 1.7 million times, the largest part of building the sort orders.
 *
 * Most comparisons are settled by the first character where the names differ at the primary
 * level (letters regardless of case, digits, spaces, punctuation). While both names are
 * printable ASCII up to that character, each character has exactly one primary weight, so the
 * order of those two characters decides, as it does for the collator. Their order is read from
 * the collator itself when this module loads. Anything else (other characters on the way, or
 * names equal at the primary level) is left to the collator.
 */
export const nameCollator = new Intl.Collator('nl');

/** Primary rank per printable ASCII character (32 to 126); equal for upper and lower case. */
const primaryRank = new Int32Array(127).fill(-1);
{
  const primary = new Intl.Collator('nl', { sensitivity: 'base' });
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).sort(
    primary.compare,
  );
  let rank = 0;
  printable.forEach((char, i) => {
    if (i > 0 && primary.compare(printable[i - 1]!, char) !== 0) rank++;
    primaryRank[char.charCodeAt(0)] = rank;
  });
}

/** The sign of `nameCollator.compare(a, b)`, and the same value when the collator is asked. */
export function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x < 32 || x > 126 || y < 32 || y > 126) break;
    if (x === y) continue;
    const difference = primaryRank[x]! - primaryRank[y]!;
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return nameCollator.compare(a, b);
}
