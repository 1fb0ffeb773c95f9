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
