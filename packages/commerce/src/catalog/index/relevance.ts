/**
 * Relevance order for search hits: an exact SKU/EAN match first; the products the last word
 * matches as typed before those only a longer word starting with it matches (a product whose code
 * is 'WM8' before the 'WM814' when the shopper typed 'wm8'); then available products before
 * those out of stock or out of assortment, then by score; equal scores (common: names of the same
 * length) go best-selling first, then by id. The last two come as one number, the product's rank
 * in the best-selling order, so the order is total and pages never overlap. ASC only reverses the
 * score.
 */
import type { ListingScratch } from './facets.ts';
import { selectTop } from './page-selection.ts';
import type { ProductStore } from './product-store.ts';
import type { SortDirection } from './types.ts';

export interface RelevanceInput {
  store: ProductStore;
  /** Per slot, its rank in the best-selling order. */
  tieRanks: Int32Array;
  hits: Int32Array;
  count: number;
  /** Search score per candidate. */
  scores: Float64Array;
  /**
   * Candidates before this position matched the words as typed; those after only through a
   * completion of the unfinished last word (the candidate count when there is none).
   */
  asTypedCount: number;
  /** Fills in the completions' scores, left out until needed; null when all are there. */
  completeScores: (() => void) | null;
  /** Per hit, its candidate position in `scores`; null when the hits are the candidates. */
  hitCandidates: Int32Array | null;
  exact: ReadonlySet<number>;
  direction: SortDirection;
}

/** Priority steps: availability adds 1 (store.available), a match as typed 2, a code match wins. */
const asTyped = 2;
const exactCode = 4;

export function relevancePage(
  input: RelevanceInput,
  offset: number,
  limit: number,
  scratch: ListingScratch,
): number[] {
  const { hits, count } = input;
  const end = Math.min(count, offset + limit);
  if (offset >= end) return [];
  if (input.completeScores && !asTypedFill(input, end)) input.completeScores();
  // A small page of many hits keeps a heap of the best; anything bigger sorts them all.
  const order = end * 4 >= count ? sortAll(input, offset, limit, scratch) : bestFirst(input, end);
  return order.slice(end * 4 >= count ? 0 : offset).map((i) => hits[i]!);
}

/**
 * Whether the hits matched as typed fill the first `end` places by themselves: they rank before
 * every completion, so the completions' scores cannot change those places. Exact code matches
 * rank first whatever they matched, but among themselves by score, so one reached only through a
 * completion needs the completions scored.
 */
function asTypedFill(input: RelevanceInput, end: number): boolean {
  const { hits, count, hitCandidates, asTypedCount, exact } = input;
  if (exact.size > 0) {
    for (let hit = 0; hit < count; hit++) {
      const candidate = hitCandidates === null ? hit : hitCandidates[hit]!;
      if (candidate >= asTypedCount && exact.has(hits[hit]!)) return false;
    }
  }
  if (hitCandidates === null) return asTypedCount >= end;
  let above = 0;
  for (let hit = 0; hit < count && above < end; hit++) {
    if (hitCandidates[hit]! < asTypedCount) above++;
  }
  return above >= end;
}

function sortAll(
  input: RelevanceInput,
  offset: number,
  limit: number,
  scratch: ListingScratch,
): number[] {
  const { hits, count, scores, asTypedCount, hitCandidates, exact, tieRanks } = input;
  const available = input.store.available;
  const sign = input.direction === 'ASC' ? -1 : 1;
  scratch.reserve(count);
  const { priority, score, tie } = scratch;
  for (let hit = 0; hit < count; hit++) {
    const slot = hits[hit]!;
    const candidate = hitCandidates === null ? hit : hitCandidates[hit]!;
    priority[hit] = exact.has(slot)
      ? exactCode
      : available[slot]! + (candidate < asTypedCount ? asTyped : 0);
    score[hit] = sign * scores[candidate]!;
    tie[hit] = tieRanks[slot]!;
  }
  return selectTop(
    count,
    offset,
    limit,
    (a, b) => priority[b]! - priority[a]! || score[b]! - score[a]! || tie[a]! - tie[b]!,
  );
}

/**
 * The best `size` hits in order. A max-heap holds them worst first, with their keys beside it;
 * every other hit is computed and rejected in the loop itself, with no call, because this loop
 * runs once per search hit (tens of thousands for a short autocomplete prefix).
 */
function bestFirst(input: RelevanceInput, size: number): number[] {
  const { hits, count, scores, asTypedCount, hitCandidates, exact, tieRanks } = input;
  const available = input.store.available;
  const sign = input.direction === 'ASC' ? -1 : 1;
  const checkExact = exact.size > 0;
  const heap = new Int32Array(size);
  const priority = new Uint8Array(size);
  const score = new Float64Array(size);
  const tie = new Int32Array(size);
  /** Positive when heap place a ranks after place b. */
  const worse = (a: number, b: number) =>
    priority[b]! - priority[a]! || score[b]! - score[a]! || tie[a]! - tie[b]!;
  const swap = (a: number, b: number) => {
    const hit = heap[a]!;
    heap[a] = heap[b]!;
    heap[b] = hit;
    const p = priority[a]!;
    priority[a] = priority[b]!;
    priority[b] = p;
    const s = score[a]!;
    score[a] = score[b]!;
    score[b] = s;
    const t = tie[a]!;
    tie[a] = tie[b]!;
    tie[b] = t;
  };
  let filled = 0;
  for (let hit = 0; hit < count; hit++) {
    const slot = hits[hit]!;
    const candidate = hitCandidates === null ? hit : hitCandidates[hit]!;
    const p =
      checkExact && exact.has(slot)
        ? exactCode
        : available[slot]! + (candidate < asTypedCount ? asTyped : 0);
    const s = sign * scores[candidate]!;
    const t = tieRanks[slot]!;
    let at: number;
    if (filled < size) {
      at = filled++;
    } else {
      const byPriority = p - priority[0]!;
      if (byPriority < 0) continue;
      if (byPriority === 0) {
        const byScore = s - score[0]!;
        if (byScore < 0 || (byScore === 0 && t > tie[0]!)) continue;
      }
      at = 0;
    }
    heap[at] = hit;
    priority[at] = p;
    score[at] = s;
    tie[at] = t;
    if (at > 0) {
      // Sift the new entry up while it is worse than its parent.
      while (at > 0 && worse(at, (at - 1) >> 1) > 0) {
        swap(at, (at - 1) >> 1);
        at = (at - 1) >> 1;
      }
    } else {
      // Sift the replaced top down while a child is worse.
      for (;;) {
        const left = at * 2 + 1;
        let largest = at;
        if (left < filled && worse(left, largest) > 0) largest = left;
        if (left + 1 < filled && worse(left + 1, largest) > 0) largest = left + 1;
        if (largest === at) break;
        swap(at, largest);
        at = largest;
      }
    }
  }
  const places = Array.from({ length: filled }, (_, i) => i).sort(worse);
  return places.map((place) => heap[place]!);
}
