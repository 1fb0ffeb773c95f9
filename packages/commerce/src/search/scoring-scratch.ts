/**
 * The buffers a search scores into, reused between searches, and the bit arithmetic on them:
 * a document's entry holds the search's generation in its high bits and its words in its low ones.
 */
import type { PresenceScratch } from './word-presence.ts';

/**
 * Per-document accumulators, indexed by text-document number and reused between queries. `state`
 * holds the query generation in its high 16 bits and the matched-words mask in its low 16, so a
 * document's entry is valid only for the query that wrote it; no clearing between queries.
 */
export interface ScoringScratch {
  state: Int32Array;
  score: Float64Array;
  touched: Int32Array;
  generation: number;
  /** Per document, the last query (generation) whose unfinished word reached it only by prefix. */
  prefixOnly: Int32Array;
  /**
   * Per document, like `state`: the generation and the words that reached it in a field of its
   * own (anything but the description).
   */
  strong: Int32Array;
  /** Result buffers, grow-only: results are views into them, valid until the next query. */
  resultSlots: Int32Array;
  resultScores: Float64Array;
  /** Per result position of a completion, its document (its score is computed when asked). */
  resultDocs: Int32Array;
  /** Best-term buffers for words with several expansions; created and grown here. */
  best?: BestTermScratch;
  /** Per-word document bits of word-presence.ts; created and grown there. */
  presence?: PresenceScratch;
}

/**
 * Per document, its score for the term being read and the best over the word's terms so far,
 * each valid only while its stamp matches (no clearing between terms or words).
 */
export interface BestTermScratch {
  termScore: Float64Array;
  termStamp: Int32Array;
  termTouched: Int32Array;
  wordScore: Float64Array;
  wordStamp: Int32Array;
  wordTouched: Int32Array;
  stamp: number;
}

export interface ScoringContext {
  scratch: ScoringScratch;
  /**
   * With several words, a bit per document the results can come from (word-presence.ts); the
   * scoring reads no other document's entries. Set by `scoreQuery`.
   */
  kept?: Int32Array | null;
  docSlot: Int32Array;
  averageLengths: Float64Array;
  documentCount: number;
  isLive: (doc: number) => boolean;
}

export const wordMask = 0xffff;

/** The best-term buffers, as long as the per-document accumulators. */
export function bestScratch(scratch: ScoringScratch): BestTermScratch {
  const size = scratch.state.length;
  if (!scratch.best || scratch.best.termStamp.length < size) {
    scratch.best = {
      termScore: new Float64Array(size),
      termStamp: new Int32Array(size),
      termTouched: new Int32Array(size),
      wordScore: new Float64Array(size),
      wordStamp: new Int32Array(size),
      wordTouched: new Int32Array(size),
      stamp: 0,
    };
  }
  return scratch.best;
}

export function nextStamp(best: BestTermScratch): number {
  if (best.stamp === 0x7fffffff) {
    best.termStamp.fill(0);
    best.wordStamp.fill(0);
    best.stamp = 0;
  }
  return ++best.stamp;
}

/** Notes that the word `bit` reached the document in a field other than the description. */
export function markStrong(scratch: ScoringScratch, doc: number, bit: number): void {
  const fresh = scratch.generation << 16;
  const current = scratch.strong[doc]!;
  scratch.strong[doc] = ((current & ~wordMask) === fresh ? current : fresh) | bit;
}

export function bitCount(value: number): number {
  const pairs = value - ((value >>> 1) & 0x5555);
  const nibbles = (pairs & 0x3333) + ((pairs >>> 2) & 0x3333);
  const bytes = (nibbles + (nibbles >>> 4)) & 0x0f0f;
  return (bytes + (bytes >>> 8)) & 0x1f;
}
