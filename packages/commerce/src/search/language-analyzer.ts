/**
 * A text analyzer for one language, shared by indexing and querying: normalise (lower case,
 * accents folded), split into words, drop stop words, stem with the language's Snowball stemmer
 * and, at index time only, add the parts of known compounds so `machine` finds a `wasmachine`
 * (Dutch) or `Maschine` a `Waschmaschine` (German). Every language cuts a text into the same
 * words (letters and digits, accents folded), so a query's words line up across the languages
 * it is searched in; only stop words, stems and compound parts differ.
 */

export interface TextAnalyzer {
  readonly language: string;
  /** Normalised words in order, stop words kept (suggestions and phrases need them). */
  splitWords(text: string): string[];
  isStopWord(word: string): boolean;
  stemWord(word: string): string;
  /** The head and modifier of a known compound stem, or nothing when it is not one. */
  compoundParts(stem: string): string[];
  /** Index side, one word: its stem plus the parts of a known compound. */
  wordIndexTerms(word: string): readonly string[];
  /** Index side: the stems plus the parts of known compounds. */
  indexTerms(text: string): string[];
  /** Query side: one stem per meaningful word, in order. */
  queryTerms(text: string): string[];
  /** Characters its stem cache holds now (keys and stems). */
  stemCacheSize(): number;
}

export interface AnalyzerDefinition {
  language: string;
  stem: (word: string) => string;
  /** Common function words, in normalised form. */
  stopWords: string;
  /** Heads of compounds written as one word, in normalised form (before stemming). */
  compoundHeads?: string;
  /** A step before the stemmer, for what it handles badly (Dutch `-es` plurals). */
  beforeStem?: (word: string) => string;
}

const accents = /[\u0300-\u036f]/g;
const nonAscii = /[^\t\n\r -~]/;
/** Letters that no decomposition folds; German and French shoppers type them spelt out. */
const ligatures = /[ßœæ]/g;
const spelledOut: Record<string, string> = { ß: 'ss', œ: 'oe', æ: 'ae' };
const alphanumericRuns = /[a-z0-9]+/g;
const hasDigit = /\d/;

/** Lower case without accents: `Café` and `cafe`, `Kühl` and `kuhl` are the same word to a shopper. */
export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  // Decomposing is the slow part of analysis; printable ASCII has no accents to strip.
  if (!nonAscii.test(lower)) return lower;
  return lower
    .replace(ligatures, (letter) => spelledOut[letter]!)
    .normalize('NFD')
    .replace(accents, '');
}

/** Normalised words in order, stop words kept. The same words in every language. */
export function splitWords(text: string): string[] {
  return normalizeText(text).match(alphanumericRuns) ?? [];
}

const stemCacheLimit = 200_000;
/**
 * Search words reach the stem cache too, and a client chooses them: besides the entries, the
 * characters kept are bounded (a 200-character word costs as much as fifty short ones).
 */
export const stemCacheCharLimit = 4_000_000;

export function createAnalyzer(definition: AnalyzerDefinition): TextAnalyzer {
  const stopWords = new Set(definition.stopWords.split(/\s+/).filter(Boolean));
  const beforeStem = definition.beforeStem ?? ((word: string) => word);
  const stemCache = new Map<string, string>();
  let stemCacheChars = 0;

  /** Words with digits are model codes and sizes; they are kept verbatim. */
  function stemWord(word: string): string {
    if (word.length <= 3 || hasDigit.test(word)) return word;
    const cached = stemCache.get(word);
    if (cached !== undefined) return cached;
    const stem = definition.stem(beforeStem(word));
    if (stemCache.size >= stemCacheLimit || stemCacheChars >= stemCacheCharLimit) {
      stemCache.clear();
      stemCacheChars = 0;
    }
    stemCache.set(word, stem);
    stemCacheChars += word.length + stem.length;
    return stem;
  }

  const stemmedHeads = [
    ...new Set(
      (definition.compoundHeads ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((head) => stemWord(head)),
    ),
  ].sort((a, b) => b.length - a.length);

  /** The head and modifier of a known compound stem, or nothing when it is not one. */
  function compoundParts(stem: string): string[] {
    if (hasDigit.test(stem)) return [];
    for (const head of stemmedHeads) {
      if (stem.length - head.length >= 3 && stem.endsWith(head)) {
        return [head, stemWord(stem.slice(0, stem.length - head.length))];
      }
    }
    return [];
  }

  const wordTermsCache = new Map<string, readonly string[]>();
  function wordIndexTerms(word: string): readonly string[] {
    let terms = wordTermsCache.get(word);
    if (terms === undefined) {
      const stem = stemWord(word);
      terms = [stem, ...compoundParts(stem)];
      if (wordTermsCache.size >= stemCacheLimit) wordTermsCache.clear();
      wordTermsCache.set(word, terms);
    }
    return terms;
  }

  return {
    language: definition.language,
    splitWords,
    isStopWord: (word) => stopWords.has(word),
    stemWord,
    compoundParts,
    wordIndexTerms,
    indexTerms(text) {
      const terms: string[] = [];
      for (const word of splitWords(text)) {
        if (!stopWords.has(word)) terms.push(...wordIndexTerms(word));
      }
      return terms;
    },
    queryTerms(text) {
      return splitWords(text)
        .filter((word) => !stopWords.has(word))
        .map((word) => stemWord(word));
    },
    stemCacheSize: () => stemCacheChars,
  };
}
