import type { Steps } from '../../search/time-slices.ts';

/** The order of two slots: negative, zero or positive, as `Array.prototype.sort` takes. */
export type SlotCompare = (a: number, b: number) => number;

/** Slots sorted at once before merging: a step's worth of comparisons. */
const runLength = 512;
/** Merged slots per step. */
const mergedPerStep = 4096;

/**
 * Sorts `slots` in place by `compare` as steps (see time-slices.ts): runs sorted natively, then
 * merged pairwise. A total order (ties broken by id, as every sort order's are) comes out the
 * same as from `Array.prototype.sort`; the comparisons are the same in number.
 */
export function* mergeSortSteps(slots: Int32Array, compare: SlotCompare): Steps {
  const count = slots.length;
  for (let start = 0; start < count; start += runLength) {
    slots.subarray(start, Math.min(start + runLength, count)).sort(compare);
    yield;
  }
  let from: Int32Array = slots;
  let to: Int32Array = new Int32Array(count);
  let done = 0;
  for (let width = runLength; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      let i = low;
      let j = middle;
      for (let k = low; k < high; k++) {
        to[k] =
          i < middle && (j >= high || compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if (++done % mergedPerStep === 0) yield;
      }
    }
    [from, to] = [to, from];
  }
  if (from !== slots) slots.set(from);
}
