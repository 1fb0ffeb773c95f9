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

/** Specification rows for the compare table: de-duplicated by code, in first-seen order. */
export function compareRows(
  products: { specs: { code: string; label: string; value: string }[] }[],
): { code: string; label: string; values: (string | null)[]; differs: boolean }[] {
  const rows = new Map<string, string>();
  for (const product of products)
    for (const spec of product.specs) if (!rows.has(spec.code)) rows.set(spec.code, spec.label);
  return [...rows].map(([code, label]) => {
    const values = products.map(
      (product) => product.specs.find((spec) => spec.code === code)?.value ?? null,
    );
    return { code, label, values, differs: new Set(values).size > 1 };
  });
}

/** spec §9 recently viewed: the last 5 (or 4) products, newest first. */
export const RECENT_KEY = 'recently_viewed';
export const recentlyViewedCount = Number(process.env.NEXT_PUBLIC_RECENTLY_VIEWED_COUNT) || 5;

export interface RecentProduct {
  sku: string;
  name: string;
  href: string;
  image: string;
  price: { value: number; currency: string } | null;
}

export function pushRecent(
  list: readonly RecentProduct[],
  product: RecentProduct,
  limit = recentlyViewedCount,
): RecentProduct[] {
  return [product, ...list.filter((item) => item.sku !== product.sku)].slice(0, limit);
}
