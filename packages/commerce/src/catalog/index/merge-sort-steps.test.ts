import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drain } from '../../search/time-slices.ts';
import { mergeSortSteps } from './merge-sort-steps.ts';

describe('mergeSortSteps', () => {
  it('sorts as the native sort does under a total order, whatever the length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 3000 }), (keys) => {
        // Slots are positions in `keys`; ties broken by slot, as the sort orders break them by id.
        const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
        const slots = Int32Array.from(keys.keys()).reverse();
        const expected = Int32Array.from(slots).sort(compare);
        drain(mergeSortSteps(slots, compare));
        expect(slots).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('ends a step every few thousand comparisons', () => {
    const slots = Int32Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 20_000);
    let steps = 0;
    let compared = 0;
    let most = 0;
    const run = mergeSortSteps(slots, (a, b) => (compared++, a - b));
    while (!run.next().done) {
      steps++;
      most = Math.max(most, compared);
      compared = 0;
    }
    expect(steps).toBeGreaterThan(50);
    expect(most).toBeLessThan(10_000);
    expect(slots.every((slot, i) => slot === i)).toBe(true);
  });
});
