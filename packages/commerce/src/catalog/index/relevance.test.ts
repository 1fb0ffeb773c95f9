import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingScratch } from './facets.ts';
import type { ProductStore } from './product-store.ts';
import { relevancePage, type RelevanceInput } from './relevance.ts';

/** Hits with few distinct scores, so ties are common; row i is slot i. */
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
    lateCompletions: fc.boolean(),
  })
  .map(({ rows, direction, offset, limit, viaCandidates, typing, lateCompletions }) => {
    const count = rows.length;
    const exactRows = rows.filter((row, i) => row.exact && i % 9 === 0);
    // Candidates: the rows matched as typed first, then the completions (in reverse order via
    // candidates). Via candidates, the hits are the slots in order and point at their candidate;
    // otherwise the hits are the candidates.
    const order = rows.map((_, i) => i);
    if (viaCandidates) order.reverse();
    const typed = typing ? order.filter((i) => !rows[i]!.prefixOnly) : order;
    const candidates = typing ? [...typed, ...order.filter((i) => rows[i]!.prefixOnly)] : order;
    const candidateOf = new Int32Array(count);
    candidates.forEach((slot, at) => (candidateOf[slot] = at));
    const scores = Float64Array.from(candidates, (slot) => rows[slot]!.score);
    const asTypedCount = typed.length;
    // Completions may come without their scores, to be filled in when asked for.
    const late = typing && lateCompletions;
    if (late) scores.fill(Number.NaN, asTypedCount);
    const input: RelevanceInput = {
      store: { available: Uint8Array.from(rows, (row) => Number(row.available)) } as ProductStore,
      tieRanks: Int32Array.from(rows, (row, i) => row.tie * 1000 + i),
      hits: viaCandidates ? Int32Array.from(rows, (_, i) => i) : Int32Array.from(candidates),
      count,
      scores,
      asTypedCount,
      completeScores: late
        ? () => candidates.forEach((slot, at) => (scores[at] = rows[slot]!.score))
        : null,
      hitCandidates: viaCandidates ? candidateOf : null,
      exact: new Set(exactRows.map((row) => rows.indexOf(row))),
      direction,
    };
    return { input, rows, offset, limit, typing };
  });

describe('relevance order', () => {
  it('the heap for small pages and the full sort agree with a plain sort', () => {
    fc.assert(
      fc.property(inputArb, ({ input, rows, offset, limit, typing }) => {
        const sign = input.direction === 'ASC' ? -1 : 1;
        // An exact code match comes first whatever else holds of it.
        const exact = (i: number) => input.exact.has(i);
        const key = (i: number) => ({
          exact: Number(exact(i)),
          asTyped: Number(!exact(i) && (!typing || !rows[i]!.prefixOnly)),
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
