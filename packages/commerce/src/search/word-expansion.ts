/**
 * Which dictionary terms a typed word stands for, with weights: its stem exactly (1), terms that
 * start with it when it may be unfinished (the last word), and, only when neither exists, terms
 * within a typo's distance. Weights are MiniSearch's, so ranking feels like the library's.
 */
import { shopConstants } from '../config/constants.ts';
import type { TermDictionary } from './term-dictionary.ts';
import type { WordExpansion } from './word-terms.ts';

const onlyLetters = /^[a-z]+$/;
/** One letter would expand to a large part of the dictionary for little meaning. */
const minPrefixLength = 2;

/**
 * Edit distance allowed for a word of this length (spec: typos like `koelkats` must match). None
 * for very long words: their lookup would cost the square of their length, and no product word is
 * that long.
 */
export function fuzzyDistanceFor(length: number): number {
  if (length <= 3 || length > shopConstants.search.maxFuzzyWordChars) return 0;
  if (length <= 5) return 1;
  return 2;
}

/** The typed word's own term (its stem), when the dictionary has it. */
export function expandWhole(
  dictionary: TermDictionary,
  word: string,
  stemWord: (word: string) => string,
): WordExpansion[] {
  const exact = dictionary.get(stemWord(word));
  return exact ? [{ entry: exact, weight: 1 }] : [];
}

/**
 * The longer terms an unfinished word may become (the last word), without the word's own term:
 * the terms that start with it, weighted lower the more letters are missing.
 */
export function expandPrefix(
  dictionary: TermDictionary,
  word: string,
  stemWord: (word: string) => string,
): WordExpansion[] {
  if (word.length < minPrefixLength) return [];
  const stem = stemWord(word);
  // The stem of a half-typed word is not always a prefix of the whole word's stem; try both.
  const prefixes = word.startsWith(stem) ? [stem] : [stem, word];
  const seen = new Set<string>([stem]);
  const expansions: WordExpansion[] = [];
  for (const prefix of prefixes) {
    for (const [term, entry] of dictionary.startingWith(prefix)) {
      if (seen.has(term)) continue;
      seen.add(term);
      const rest = term.length - prefix.length;
      expansions.push({ entry, weight: (0.375 * term.length) / (term.length + 0.3 * rest) });
    }
  }
  return expansions;
}

/**
 * Terms near the word, closest and most common first, and the vocabulary words they stand for
 * ('did you mean'). Only words of letters are corrected: model codes and sizes must match as typed.
 */
export function expandFuzzy(
  dictionary: TermDictionary,
  word: string,
  stemWord: (word: string) => string,
): { expansions: WordExpansion[]; candidates: string[] } {
  const stem = stemWord(word);
  const maxDistance = fuzzyDistanceFor(stem.length);
  if (maxDistance === 0 || !onlyLetters.test(stem)) return { expansions: [], candidates: [] };
  const matches = dictionary.fuzzy(stem, maxDistance);
  matches.sort(
    (a, b) =>
      a.distance - b.distance ||
      b.entry.documentFrequency - a.entry.documentFrequency ||
      (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
  const candidates: string[] = [];
  for (const match of matches) {
    const surface = match.entry.bestSurface();
    if (surface !== null && !candidates.includes(surface)) candidates.push(surface);
  }
  return {
    expansions: matches.map(({ term, entry, distance }) => ({
      entry,
      weight: (0.45 * term.length) / (term.length + distance),
    })),
    candidates,
  };
}

/** Whether the last word of the text may be unfinished: no space or mark follows it. */
export function endsOpenText(text: string, prefixLast: boolean): boolean {
  return prefixLast && !/[\s\p{P}]$/u.test(text);
}

/** Whether the word has its own term here or, when it may be unfinished, starts one. */
export function isKnown(
  dictionary: TermDictionary,
  word: string,
  open: boolean,
  stemWord: (word: string) => string,
): boolean {
  const stem = stemWord(word);
  if (dictionary.get(stem)) return true;
  if (!open || word.length < minPrefixLength) return false;
  for (const prefix of word.startsWith(stem) ? [stem] : [stem, word]) {
    if (!dictionary.startingWith(prefix).next().done) return true;
  }
  return false;
}
