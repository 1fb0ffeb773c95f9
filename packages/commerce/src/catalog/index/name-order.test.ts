import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames, nameCollator } from './name-order.ts';

const printableAscii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const others = [
  'é',
  'É',
  'e\u0301',
  'ë',
  'ß',
  'ĳ',
  'Ĳ',
  '’',
  '€',
  '\u0000',
  '\t',
  '\u00a0',
  'ø',
  'æ',
  '😀',
  'ä',
];

const nameArb = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...printableAscii) },
      {
        weight: 3,
        arbitrary: fc.constantFrom('ij', 'IJ', 'Ij', 'ch', 'ae', 'AE', 'ss', 'oe', ' ', '-'),
      },
      { weight: 1, arbitrary: fc.constantFrom(...others) },
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** Pairs that share a prefix, so the first difference sits anywhere. */
const pairArb = fc
  .tuple(nameArb, nameArb, nameArb)
  .map(([prefix, a, b]) => [prefix + a, prefix + b]);

describe('name order', () => {
  it('orders every pair of names as the Dutch collator does', () => {
    fc.assert(
      fc.property(pairArb, ([a, b]) => {
        expect(compareNames(a!, b!)).toBe(Math.sign(nameCollator.compare(a!, b!)));
      }),
      { numRuns: 20_000 },
    );
  });

  it('orders every pair of printable ASCII characters, and product-like names, as the collator', () => {
    for (const a of printableAscii)
      for (const b of printableAscii)
        expect(compareNames(`x${a}y`, `x${b}Y`)).toBe(
          Math.sign(nameCollator.compare(`x${a}y`, `x${b}Y`)),
        );
    const names = [
      'Polder KP804O Keramische kookplaat 80 cm',
      'polder kp804o keramische kookplaat 80 cm',
      'Polder KP804O Keramische kookplaat 80cm',
      'Polder KP-804 Keramische kookplaat',
      'Frisko KV90J Koelkast 85 cm',
      'Frisko KV15VJ Koelkast met vriesvak 145 cm',
      'IJskast "de luxe" (wit)',
      'Ijskast de luxe',
      'Café-machine 2.0',
      'Cafe machine 2.0',
      'Élan 10% korting & meer',
      '10 Bokshandschoenen',
      '2 Bokshandschoenen',
      '',
    ];
    const sorted = [...names].sort(compareNames);
    expect(sorted).toEqual([...names].sort(nameCollator.compare));
  });
});
