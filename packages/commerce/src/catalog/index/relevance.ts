/**
 * Relevance order for search hits: an exact SKU/EAN match first, then available products before
 * those out of stock or out of assortment, then by score, then by id so paging is stable.
 */
import { selectTop } from './page-selection.ts';
import type { ProductStore } from './product-store.ts';
import type { SortDirection } from './types.ts';

/**
 * @param scores search score per candidate
 * @param hitCandidates per hit, its candidate position in `scores`; null when hits are the candidates
 */
export function relevancePage(
  store: ProductStore,
  hits: Int32Array,
  count: number,
  scores: Float64Array,
  hitCandidates: Int32Array | null,
  exact: ReadonlySet<number>,
  direction: SortDirection,
  offset: number,
  limit: number,
): number[] {
  const available = store.available;
  const priority = new Uint8Array(count);
  const score = new Float64Array(count);
  const sign = direction === 'ASC' ? -1 : 1;
  for (let i = 0; i < count; i++) {
    priority[i] = available[hits[i]!]!;
    score[i] = sign * scores[hitCandidates ? hitCandidates[i]! : i]!;
  }
  if (exact.size > 0) {
    for (let i = 0; i < count; i++) if (exact.has(hits[i]!)) priority[i] = 2;
  }
  const ids = store.ids;
  const order = selectTop(
    count,
    offset,
    limit,
    (a, b) =>
      priority[b]! - priority[a]! || score[b]! - score[a]! || ids[hits[a]!]! - ids[hits[b]!]!,
  );
  return order.map((i) => hits[i]!);
}
