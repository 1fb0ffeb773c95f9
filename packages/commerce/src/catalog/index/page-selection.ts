/**
 * Picks one page of hits in sort order without sorting all of them: walk the global order and
 * keep members until the page is full (cheap when hits are a large share of the catalogue), or
 * sort the hits' ranks (cheap when they are few). Relevance keeps a small heap of the best.
 */
import type { SortedOrder } from './sorted-order.ts';

/** A reusable per-slot membership mark: a slot is marked when its stamp equals `current`. */
export class SlotMarks {
  stamps = new Uint32Array(0);
  current = 0;

  /** Starts a new marking; every slot is unmarked afterwards. */
  begin(capacity: number): number {
    if (this.stamps.length < capacity) {
      this.stamps = new Uint32Array(Math.max(capacity, this.stamps.length * 2));
      this.current = 0;
    }
    if (++this.current >= 0xffffffff) {
      this.stamps.fill(0);
      this.current = 1;
    }
    return this.current;
  }
}

export function selectPage(
  hits: Int32Array,
  count: number,
  order: SortedOrder,
  offset: number,
  limit: number,
  capacity: number,
  marks: SlotMarks,
): number[] {
  const end = Math.min(count, offset + limit);
  if (offset >= end) return [];
  const expectedWalk = (end * order.length) / count;
  const sortCost = count * Math.log2(count + 1) * 4;
  if (sortCost < expectedWalk) {
    const ranks = order.ranks(capacity);
    const keys = new Int32Array(count);
    for (let i = 0; i < count; i++) keys[i] = ranks[hits[i]!]!;
    keys.sort();
    return Array.from(keys.subarray(offset, end), (rank) => order.slots[rank]!);
  }
  const stamp = marks.begin(capacity);
  const stamps = marks.stamps;
  for (let i = 0; i < count; i++) stamps[hits[i]!] = stamp;
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && seen < end; i++) {
    const slot = order.slots[i]!;
    if (stamps[slot] !== stamp) continue;
    if (seen >= offset) page.push(slot);
    seen++;
  }
  return page;
}

/**
 * Indices 0..count-1 of the first `end` items by `compare`, in order, then cut from `offset`.
 * A bounded max-heap keeps the `end` best seen so far.
 */
export function selectTop(
  count: number,
  offset: number,
  limit: number,
  compare: (a: number, b: number) => number,
): number[] {
  const end = Math.min(count, offset + limit);
  if (offset >= end) return [];
  if (end * 4 >= count) {
    const all = new Int32Array(count);
    for (let i = 0; i < count; i++) all[i] = i;
    all.sort(compare);
    return Array.from(all.subarray(offset, end));
  }
  const heap = new Int32Array(end);
  let size = 0;
  const worse = (a: number, b: number) => compare(heap[a]!, heap[b]!) > 0;
  const swap = (a: number, b: number) => {
    const t = heap[a]!;
    heap[a] = heap[b]!;
    heap[b] = t;
  };
  for (let item = 0; item < count; item++) {
    if (size < end) {
      heap[size] = item;
      for (let at = size++; at > 0;) {
        const parent = (at - 1) >> 1;
        if (!worse(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let at = 0; ;) {
        const left = at * 2 + 1;
        const right = left + 1;
        let largest = at;
        if (left < size && worse(left, largest)) largest = left;
        if (right < size && worse(right, largest)) largest = right;
        if (largest === at) break;
        swap(at, largest);
        at = largest;
      }
    }
  }
  return Array.from(heap.sort(compare).subarray(offset, end));
}
