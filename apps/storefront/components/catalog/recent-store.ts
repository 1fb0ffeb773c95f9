import { pushRecent, RECENT_KEY, type RecentProduct } from '@/lib/catalog/recently-viewed';

/** The recently viewed products in browser storage; unreadable storage counts as empty. */
export function readRecent(): RecentProduct[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(value) ? (value as RecentProduct[]) : [];
  } catch {
    return [];
  }
}

export function recordRecent(product: RecentProduct): void {
  window.localStorage.setItem(RECENT_KEY, JSON.stringify(pushRecent(readRecent(), product)));
}
