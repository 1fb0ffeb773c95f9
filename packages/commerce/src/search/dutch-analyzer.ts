/**
 * The Dutch text analyzer shared by indexing and querying: normalise (lower case, no accents),
 * split into words, drop stop words, stem with the Snowball Dutch stemmer and, at index time only,
 * add the parts of known compounds so `machine` finds a `wasmachine`.
 */
import { stemmer as snowballDutch } from '@orama/stemmers/dutch';

/** Common Dutch function words; they would make AND queries fail on words nobody searches for. */
const stopWords = new Set(
  (
    'de het een en of van voor met in op aan bij tot uit om te door naar over als dat die dit is ' +
    'zijn er je u uw ook niet wel maar dan s'
  ).split(' '),
);

/**
 * Heads of compounds common in this shop's catalogue (appliances, electronics, sports goods).
 * Dutch writes compounds as one word; indexing the head and the modifier as extra terms lets
 * `machine` or `was droger` find `wasmachine` and `wasdroger` without a dictionary decompounder.
 */
const compoundHeads = (
  'machine droger kast wasser zuiger oven plaat kap vriezer koeler combinatie handschoen zak ' +
  'apparaat scherm speaker telefoon kabel houder beugel bril ketel rooster mixer blender pan lamp ' +
  'horloge band fiets bal schoen tas beschermer bidon box radio camera lader set stang ' +
  'trainer wekker kussen deken ventilator kachel strijkijzer boiler hoes filter bank klok'
).split(' ');

const accents = /[\u0300-\u036f]/g;
const nonAscii = /[^\t\n\r -~]/;
const alphanumericRuns = /[a-z0-9]+/g;
const hasDigit = /\d/;

/** Lower case without accents: `Café` and `cafe` are the same word to a shopper. */
export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  // Decomposing is the slow part of analysis; printable ASCII has no accents to strip.
  return nonAscii.test(lower) ? lower.normalize('NFD').replace(accents, '') : lower;
}

/** Normalised words in order, stop words kept (suggestions and phrases need them). */
export function splitWords(text: string): string[] {
  return normalizeText(text).match(alphanumericRuns) ?? [];
}

export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

const stemCache = new Map<string, string>();
const stemCacheLimit = 200_000;
/**
 * Search words reach the stem cache too, and a client chooses them: besides the entries, the
 * characters kept are bounded (a 200-character word costs as much as fifty short ones).
 */
export const stemCacheCharLimit = 4_000_000;
let stemCacheChars = 0;

/** Characters the stem cache holds now (keys and stems). */
export function stemCacheSize(): number {
  return stemCacheChars;
}

/**
 * Snowball Dutch keeps the `-s` of plurals after an `e` (`wasmachines` stays whole while
 * `wasmachine` becomes `wasmachin`), so that plural is stripped first. Words with digits are
 * model codes and sizes; they are kept verbatim.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || hasDigit.test(word)) return word;
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const singular = word.length >= 6 && word.endsWith('es') ? word.slice(0, -1) : word;
  const stem = snowballDutch(singular);
  if (stemCache.size >= stemCacheLimit || stemCacheChars >= stemCacheCharLimit) {
    stemCache.clear();
    stemCacheChars = 0;
  }
  stemCache.set(word, stem);
  stemCacheChars += word.length + stem.length;
  return stem;
}

const stemmedHeads = [...new Set(compoundHeads.map((head) => stemWord(head)))].sort(
  (a, b) => b.length - a.length,
);

/** The head and modifier of a known compound stem, or nothing when it is not one. */
export function compoundParts(stem: string): string[] {
  if (hasDigit.test(stem)) return [];
  for (const head of stemmedHeads) {
    if (stem.length - head.length >= 3 && stem.endsWith(head)) {
      return [head, stemWord(stem.slice(0, stem.length - head.length))];
    }
  }
  return [];
}

/** Query side: one stem per meaningful word, in order. */
export function queryTerms(text: string): string[] {
  return splitWords(text)
    .filter((word) => !stopWords.has(word))
    .map((word) => stemWord(word));
}

const wordTermsCache = new Map<string, readonly string[]>();

/** Index side, one word: its stem plus the parts of a known compound (cached; words repeat a lot). */
export function wordIndexTerms(word: string): readonly string[] {
  let terms = wordTermsCache.get(word);
  if (terms === undefined) {
    const stem = stemWord(word);
    terms = [stem, ...compoundParts(stem)];
    if (wordTermsCache.size >= stemCacheLimit) wordTermsCache.clear();
    wordTermsCache.set(word, terms);
  }
  return terms;
}

/** Index side: the stems plus the parts of known compounds. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(text)) {
    if (!stopWords.has(word)) terms.push(...wordIndexTerms(word));
  }
  return terms;
}
