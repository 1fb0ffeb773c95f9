import { compareConfig } from '@/lib/config/compare';
import { createStoredList } from './stored-list';

/** spec §4, §9 compare list: SKUs under `compare_skus`, de-duplicated, at most 4. */
export const compareList = createStoredList<string>(compareConfig.storageKey, compareConfig.limit, {
  isItem: (value): value is string => typeof value === 'string' && value !== '',
  identify: (sku) => sku,
});

export type CompareAction = 'added' | 'removed' | 'full' | 'unchanged';

/**
 * spec §4 toggle semantics: removes the SKU when present and not forced, adds it otherwise. A
 * full list refuses a new SKU ('full') rather than dropping an old one.
 */
export function toggleCompare(
  list: readonly string[],
  sku: string,
  force = false,
  limit: number = compareConfig.limit,
): { list: string[]; action: CompareAction } {
  if (list.includes(sku))
    return force
      ? { list: [...list], action: 'unchanged' }
      : { list: list.filter((item) => item !== sku), action: 'removed' };
  if (list.length >= limit) return { list: [...list], action: 'full' };
  return { list: [...list, sku], action: 'added' };
}

/** Toggles the SKU in the stored list; what happened decides the toast. */
export function toggleStoredCompare(sku: string): CompareAction {
  const result = toggleCompare(compareList.read(), sku);
  if (result.action === 'added' || result.action === 'removed') compareList.write(result.list);
  return result.action;
}

export function removeFromCompare(sku: string): void {
  compareList.write(compareList.read().filter((item) => item !== sku));
}
