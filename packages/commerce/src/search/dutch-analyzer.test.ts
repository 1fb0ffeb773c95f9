import { describe, expect, it } from 'vitest';
import {
  compoundParts,
  indexTerms,
  normalizeText,
  stemCacheCharLimit,
  stemCacheSize,
  queryTerms,
  stemWord,
} from './dutch-analyzer.ts';

describe('Dutch analyzer', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeText('Élan Café CRÈME')).toBe('elan cafe creme');
  });

  it('gives singular and plural the same stem', () => {
    expect(stemWord('wasmachines')).toBe(stemWord('wasmachine'));
    expect(stemWord('koelkasten')).toBe(stemWord('koelkast'));
    expect(stemWord('televisies')).toBe(stemWord('televisie'));
    expect(stemWord('vaatwassers')).toBe(stemWord('vaatwasser'));
    expect(stemWord('bokshandschoenen')).toBe(stemWord('bokshandschoen'));
  });

  it('keeps model codes and sizes as typed', () => {
    expect(stemWord('wm814')).toBe('wm814');
    expect(indexTerms('WM-814 8kg')).toEqual(['wm', '814', '8kg']);
  });

  it('splits on anything that is not a letter or digit and drops stop words', () => {
    expect(queryTerms('Koelkast met vriesvak, 60 cm!')).toEqual([
      stemWord('koelkast'),
      stemWord('vriesvak'),
      '60',
      'cm',
    ]);
  });

  it('adds head and modifier of known compounds at index time only', () => {
    expect(compoundParts(stemWord('wasmachine'))).toEqual([stemWord('machine'), 'was']);
    expect(indexTerms('Wasdroger')).toEqual([stemWord('wasdroger'), stemWord('droger'), 'was']);
    expect(queryTerms('Wasdroger')).toEqual([stemWord('wasdroger')]);
    // Too short a modifier is not a compound.
    expect(compoundParts(stemWord('kast'))).toEqual([]);
  });
});

describe('stem cache', () => {
  it('holds a bounded number of characters whatever words clients search for', () => {
    // Letters only: words with digits are model codes, kept verbatim and never cached.
    const letters = (n: number) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]);
    const word = (n: number) => `${'lang'.repeat(45)}woord${letters(n).join('')}`;
    for (let n = 0; n < 30_000; n++) stemWord(word(n));
    expect(stemCacheSize()).toBeLessThanOrEqual(stemCacheCharLimit);
    expect(stemWord(word(1))).toBe(stemWord(word(1)));
  });
});
