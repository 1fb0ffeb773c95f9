/** spec §4/§9 compare list: SKUs in browser storage under compare_skus, at most 4. */
export const COMPARE_KEY = 'compare_skus';
export const COMPARE_LIMIT = 4;

export function parseCompare(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [
      ...new Set(value.filter((item): item is string => typeof item === 'string' && !!item)),
    ].slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

export type CompareAction = 'added' | 'removed' | 'full' | 'unchanged';

/**
 * Toggle semantics: removes the SKU when present and not forced, adds it otherwise
 * (de-duplicated). A full list refuses a new SKU ('full') rather than dropping an old one.
 */
export function toggleCompare(
  list: readonly string[],
  sku: string,
  force = false,
): { list: string[]; action: CompareAction } {
  if (list.includes(sku))
    return force
      ? { list: [...list], action: 'unchanged' }
      : { list: list.filter((item) => item !== sku), action: 'removed' };
  if (list.length >= COMPARE_LIMIT) return { list: [...list], action: 'full' };
  return { list: [...list, sku], action: 'added' };
}

export function removeCompare(list: readonly string[], sku: string): string[] {
  return list.filter((item) => item !== sku);
}
