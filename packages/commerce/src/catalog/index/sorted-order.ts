/**
 * All live slots in one sort order, kept sorted under single-product changes (binary search and
 * a memmove), with the rank of every slot derived lazily. Ranks turn sorting any subset into
 * sorting small integers.
 */
import type { Steps } from '../../search/time-slices.ts';
import { mergeSortSteps, type SlotCompare } from './merge-sort-steps.ts';

export class SortedOrder {
  slots: Int32Array = new Int32Array(0);
  length = 0;
  private rankOfSlot = new Int32Array(0);
  private ranksFresh = false;

  constructor(readonly compare: SlotCompare) {}

  rebuild(live: Int32Array): void {
    this.slots = new Int32Array(Math.max(16, live.length + (live.length >> 4)));
    this.slots.set(live);
    this.length = live.length;
    this.slots.subarray(0, this.length).sort(this.compare);
    this.ranksFresh = false;
  }

  /** `rebuild` as steps, for an order nobody reads until they are done (a new index). */
  *rebuildSteps(live: Int32Array): Steps {
    const slots = new Int32Array(Math.max(16, live.length + (live.length >> 4)));
    slots.set(live);
    yield* mergeSortSteps(slots.subarray(0, live.length), this.compare);
    this.slots = slots;
    this.length = live.length;
    this.ranksFresh = false;
  }

  /** Replaces the order with one already sorted by `compare` (derived orders). */
  adopt(sorted: Int32Array): void {
    this.slots = sorted;
    this.length = sorted.length;
    this.ranksFresh = false;
  }

  insert(slot: number): void {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    if (this.length === this.slots.length) {
      const grown = new Int32Array(Math.max(16, this.length * 2));
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots.copyWithin(low + 1, low, this.length);
    this.slots[low] = slot;
    this.length++;
    this.ranksFresh = false;
  }

  /** Must run while the slot's sort key still has the value it was inserted with. */
  remove(slot: number): void {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    const at = this.slots[low] === slot ? low : this.slots.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
    this.ranksFresh = false;
  }

  /** Rank (0 = first) per slot; slots not in the order keep a stale value, never read. */
  ranks(capacity: number): Int32Array {
    if (this.rankOfSlot.length < capacity) {
      this.rankOfSlot = new Int32Array(capacity);
      this.ranksFresh = false;
    }
    if (!this.ranksFresh) {
      for (let rank = 0; rank < this.length; rank++) this.rankOfSlot[this.slots[rank]!] = rank;
      this.ranksFresh = true;
    }
    return this.rankOfSlot;
  }
}
