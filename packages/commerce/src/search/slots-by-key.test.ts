import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlotsByKey } from './slots-by-key.ts';

describe('slots by key', () => {
  it('answers like a Set per key under any adds and deletes', () => {
    const operation = fc.record({
      add: fc.boolean(),
      key: fc.constantFrom('a', 'b', 'c'),
      slot: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const slots = new SlotsByKey();
        const reference = new Map<string, Set<number>>();
        for (const { add, key, slot } of operations) {
          if (add) {
            slots.add(key, slot);
            if (!reference.has(key)) reference.set(key, new Set());
            reference.get(key)!.add(slot);
          } else {
            slots.delete(key, slot);
            reference.get(key)?.delete(slot);
          }
          for (const known of ['a', 'b', 'c', 'd']) {
            expect(slots.get(known)).toEqual([...(reference.get(known) ?? [])]);
          }
        }
        slots.clear();
        expect(slots.get('a')).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
