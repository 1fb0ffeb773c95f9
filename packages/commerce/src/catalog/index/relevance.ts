/**
 * Relevance order for search hits: an exact SKU/EAN match first, then available products before
 * those out of stock or out of assortment, then by score, then by id so paging is stable.
 */
import { selectTop } from './page-selection.ts';
import type { ProductStore } from './product-store.ts';
import type { SortDirection } from './types.ts';

export function relevancePage(
  store: ProductStore,
  slots: Int32Array,
  scores: Float64Array,
  count: number,
  exact: ReadonlySet<number>,
  direction: SortDirection,
  offset: number,
  limit: number,
): number[] {
  const priority = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    priority[i] = exact.has(slots[i]!) ? 2 : store.available[slots[i]!]!;
  }
  const sign = direction === 'ASC' ? -1 : 1;
  const ids = store.ids;
  const order = selectTop(
    count,
    offset,
    limit,
    (a, b) =>
      priority[b]! - priority[a]! ||
      sign * (scores[b]! - scores[a]!) ||
      ids[slots[a]!]! - ids[slots[b]!]!,
  );
  return order.map((i) => slots[i]!);
}
