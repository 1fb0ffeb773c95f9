import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingScratch } from './facets.ts';
import type { ProductStore } from './product-store.ts';
import { relevancePage, type RelevanceInput } from './relevance.ts';

/** Hits with few distinct scores, so ties are common; hit i is slot i. */
const inputArb = fc
  .record({
    rows: fc.array(
      fc.record({
        score: fc.constantFrom(1, 2, 3),
        available: fc.boolean(),
        tie: fc.nat({ max: 50 }),
        exact: fc.boolean(),
        prefixOnly: fc.boolean(),
      }),
      { minLength: 1, maxLength: 200 },
    ),
    direction: fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC'),
    // Mostly small pages of many hits (the heap), sometimes large ones (the full sort).
    offset: fc.oneof(fc.nat({ max: 12 }), fc.nat({ max: 150 })),
    limit: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 100 })),
    viaCandidates: fc.boolean(),
    typing: fc.boolean(),
  })
  .map(({ rows, direction, offset, limit, viaCandidates, typing }) => {
    const count = rows.length;
    const hits = Int32Array.from(rows, (_, i) => i);
    const exactRows = rows.filter((row, i) => row.exact && i % 9 === 0);
    const candidates = viaCandidates ? [...rows].reverse() : rows;
    const input: RelevanceInput = {
      store: { available: Uint8Array.from(rows, (row) => Number(row.available)) } as ProductStore,
      tieRanks: Int32Array.from(rows, (row, i) => row.tie * 1000 + i),
      hits,
      count,
      // Via candidates: scores sit in reverse order and the hits point at them.
      scores: Float64Array.from(candidates, (row) => row.score),
      prefixOnly: typing ? Uint8Array.from(candidates, (row) => Number(row.prefixOnly)) : null,
      hitCandidates: viaCandidates ? Int32Array.from(rows, (_, i) => count - 1 - i) : null,
      exact: new Set(exactRows.map((row) => rows.indexOf(row))),
      direction,
    };
    return { input, rows, offset, limit };
  });

describe('relevance order', () => {
  it('the heap for small pages and the full sort agree with a plain sort', () => {
    fc.assert(
      fc.property(inputArb, ({ input, rows, offset, limit }) => {
        const sign = input.direction === 'ASC' ? -1 : 1;
        // An exact code match comes first whatever else holds of it.
        const exact = (i: number) => input.exact.has(i);
        const key = (i: number) => ({
          exact: Number(exact(i)),
          asTyped: Number(!exact(i) && (input.prefixOnly === null || !rows[i]!.prefixOnly)),
          available: Number(!exact(i) && rows[i]!.available),
          score: sign * rows[i]!.score,
          tie: input.tieRanks[i]!,
        });
        const expected = rows
          .map((_, i) => i)
          .sort((a, b) => {
            const x = key(a);
            const y = key(b);
            return (
              y.exact - x.exact ||
              y.asTyped - x.asTyped ||
              y.available - x.available ||
              y.score - x.score ||
              x.tie - y.tie
            );
          })
          .slice(offset, offset + limit);
        expect(relevancePage(input, offset, limit, new ListingScratch())).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
