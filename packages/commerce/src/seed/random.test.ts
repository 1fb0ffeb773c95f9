import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRandom, Random } from './random.ts';

describe('Random', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 20 },
        (() => {
          const r = createRandom(seed);
          return () => r.next();
        })(),
      );
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        (seed, min, span) => {
          const r = new Random(seed);
          const seen = new Set<number>();
          for (let i = 0; i < 400; i++) {
            const value = r.int(min, min + span);
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(min + span);
            seen.add(value);
          }
          if (span <= 5) expect(seen.size).toBe(span + 1);
        },
      ),
    );
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRandom(3).shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(input);
  });

  it('forks independent streams that do not depend on later draws of the parent', () => {
    const a = createRandom(9);
    const b = createRandom(9);
    const forkA = a.fork('deals');
    const forkB = b.fork('deals');
    b.next();
    expect(forkA.next()).toBe(forkB.next());
    expect(createRandom(9).fork('deals').next()).not.toBe(createRandom(9).fork('stock').next());
  });

  it('weighted() respects zero weights', () => {
    const r = createRandom(5);
    for (let i = 0; i < 200; i++)
      expect(
        r.weighted([
          ['a', 1],
          ['b', 0],
        ]),
      ).toBe('a');
  });
});
