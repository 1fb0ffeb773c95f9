/**
 * BM25+ scoring over posting lists into reused typed arrays: one pass per expanded term, no
 * object per hit. Combines words with AND and falls back to OR when AND finds nothing; unlike
 * MiniSearch, OR keeps only the products that match the most words (scored, as MiniSearch does,
 * times the number of words they matched).
 *
 * Unlike MiniSearch, a word that expands to several terms (prefix, fuzzy) scores each document
 * by its best term, not the sum over all of them: otherwise 'laptop' ranked laptop bags first,
 * because they match 'laptop', 'laptoptas' and 'laptoprugzak' at once while a laptop matches
 * only 'laptop'.
 *
 * An unfinished last word (every search's last word) is scored in two steps: the word as typed,
 * then the longer words it may become, in the short fields only and only for documents the typed
 * word did not reach. Those come after the others in the results, so a product whose word is the
 * typed word outranks one where it only starts a word. They rank after every product the word as
 * typed reached, so their scores matter only once those no longer fill the page asked for, which
 * a first page of a complete word hardly ever gets to: at first they are only marked (they count,
 * and filters see them), and scored when asked for.
 */
import { descriptionField, fieldBoosts, fieldCount } from './text-fields.ts';
import { isKept, keptDocuments, type PresenceScratch } from './word-presence.ts';
import {
  fieldOf,
  frequencyOf,
  lengthOf,
  type PostingList,
  type TermEntry,
} from './term-postings.ts';

export interface WordExpansion {
  entry: TermEntry;
  /** 1 for the exact term, lower for prefix and fuzzy matches. */
  weight: number;
}

/** The terms one typed word stands for. */
export interface WordTerms {
  /** The word as typed, or its typo corrections when the dictionary lacks it: every field. */
  whole: WordExpansion[];
  /** Longer words an unfinished word may become: the short fields only. */
  prefix: WordExpansion[];
}

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
interface BestTermScratch {
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

export interface ScoredQuery {
  /** Hits the words reach as typed first, then those an unfinished word only completes. */
  slots: Int32Array;
  /** At the same positions; a completion's only after `completeScores`. */
  scores: Float64Array;
  /** How many hits come first: all of them without an unfinished word, or with OR. */
  asTypedCount: number;
  /**
   * Writes the completions' scores into `scores` (the results' own array, or a copy whose first
   * positions hold the same hits); null when every score is there. Valid until the next query.
   */
  completeScores: ((scores: Float64Array) => void) | null;
  combinedWith: 'AND' | 'OR';
}

/** MiniSearch's BM25+ parameters. */
const k = 1.2;
const b = 0.7;
const d = 0.5;
const wordMask = 0xffff;
/** Words a query may have: one bit each in `wordMask`. */
const maxWordCount = 16;
/** Field lengths below this get their once-per-term factor from a table (names, brands, codes). */
const tabledLengths = 64;

/** A term occurring once in a field of this length contributes termWeight × this. */
function unitFactor(field: number, length: number, averageLengths: Float64Array): number {
  return fieldFactor(field, 1, length, averageLengths);
}

function fieldFactor(
  field: number,
  frequency: number,
  length: number,
  averageLengths: Float64Array,
): number {
  const relativeLength = length / averageLengths[field]!;
  const saturation = (frequency * (k + 1)) / (frequency + k * (1 - b + b * relativeLength));
  return fieldBoosts[field]! * (d + saturation);
}

export function scoreQuery(expansions: WordTerms[], context: ScoringContext): ScoredQuery {
  const scratch = context.scratch;
  if (++scratch.generation > 0x7fff) {
    scratch.state.fill(0);
    scratch.prefixOnly.fill(0);
    scratch.strong.fill(0);
    scratch.generation = 1;
  }
  // Most entries are a word once in a short field: their factor is a table lookup.
  const unitFactors = new Float64Array(fieldCount * tabledLengths);
  for (let field = 0; field < fieldCount; field++) {
    for (let length = 0; length < tabledLengths; length++) {
      unitFactors[field * tabledLengths + length] = unitFactor(
        field,
        length,
        context.averageLengths,
      );
    }
  }
  context.kept = keptDocuments(expansions, scratch.state.length, context.docSlot, scratch);
  let touchedCount = 0;
  let completions: WordExpansion[] | null = null;
  for (let word = 0; word < expansions.length; word++) {
    const { whole, prefix } = expansions[word]!;
    const bit = 1 << word;
    if (whole.length === 1) {
      // One term: its sum over fields is the word's score, added straight in.
      const { entry, weight } = whole[0]!;
      const termWeight = weight * idfOf(entry, context.documentCount);
      touchedCount = accumulate(entry.short, termWeight, bit, touchedCount, unitFactors, context);
      if (entry.long) {
        touchedCount = accumulate(entry.long, termWeight, bit, touchedCount, unitFactors, context);
      }
    } else if (whole.length > 1) {
      touchedCount = addBestTerms(whole, word, touchedCount, unitFactors, context, everywhere);
    }
    if (prefix.length === 0) continue;
    if (whole.length === 0) {
      // The word as typed matches nothing: every hit is a completion, nothing to tell apart.
      touchedCount = addBestTerms(
        prefix,
        word,
        touchedCount,
        unitFactors,
        context,
        completionsOnly,
      );
    } else {
      touchedCount = markCompletions(prefix, word, touchedCount, context);
      completions = prefix;
    }
  }
  const { state, score, touched, strong } = scratch;
  const all = (1 << expansions.length) - 1;
  const fresh = scratch.generation << 16;
  // Counted among the products the words reach as typed: completions of an unfinished word come
  // after them whatever happens, so they do not decide which description matches drop out.
  let matchedAll = 0;
  let typedAll = 0;
  let typedStrong = 0;
  // Per number of words matched, the documents and those every word of theirs reached in a field
  // of their own: what OR needs, counted in the same pass.
  const byWords = new Int32Array(maxWordCount + 1);
  const strongByWords = new Int32Array(maxWordCount + 1);
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i]!;
    const words = state[doc]! & wordMask;
    const strongHere = strong[doc] === (fresh | words);
    const matched = bitCount(words);
    byWords[matched]!++;
    if (strongHere) strongByWords[matched]!++;
    if (words !== all) continue;
    matchedAll++;
    if (completions !== null && scratch.prefixOnly[doc] === scratch.generation) continue;
    typedAll++;
    if (strongHere) typedStrong++;
  }
  const combinedWith = matchedAll > 0 || expansions.length <= 1 ? 'AND' : 'OR';
  // With OR, only the products that have the most of the words: a text of many common words
  // would otherwise list most of the catalogue (and count its facets) for the one word each
  // product happens to share with it, and an unknown word would bury the others' matches.
  let orWords = 0;
  if (combinedWith === 'OR') {
    orWords = maxWordCount;
    while (orWords > 0 && byWords[orWords] === 0) orWords--;
    matchedAll = byWords[orWords]!;
    typedAll = matchedAll;
    typedStrong = strongByWords[orWords]!;
  }
  // Products each of their words reaches in their own fields push out those only their
  // descriptions tie to the query; when there are none, the descriptions' matches stand.
  const strongOnly = typedStrong > 0 && typedStrong < typedAll;
  // With OR, a product may miss the unfinished word altogether: no tiers, the score decides.
  if (completions && combinedWith === 'OR') {
    scoreCompletions(completions, unitFactors, context, null);
    completions = null;
  }
  const dropped = strongOnly ? typedAll - typedStrong : 0;
  const count = matchedAll - dropped;
  if (scratch.resultSlots.length < count) {
    scratch.resultSlots = new Int32Array(Math.max(count, scratch.resultSlots.length * 2));
    scratch.resultScores = new Float64Array(scratch.resultSlots.length);
    scratch.resultDocs = new Int32Array(scratch.resultSlots.length);
  }
  const slots = scratch.resultSlots.subarray(0, count);
  const scores = scratch.resultScores.subarray(0, count);
  const { prefixOnly, generation, resultDocs } = scratch;
  const tiered = completions !== null;
  const docSlot = context.docSlot;
  // Matched as typed from the front; completions from the back, scored when asked.
  let front = 0;
  let back = count;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i]!;
    const words = state[doc]! & wordMask;
    if (combinedWith === 'AND' ? words !== all : bitCount(words) !== orWords) continue;
    if (tiered && prefixOnly[doc] === generation) {
      back--;
      slots[back] = docSlot[doc]!;
      scores[back] = 0;
      resultDocs[back] = doc;
      continue;
    }
    if (strongOnly && strong[doc] !== (fresh | words)) continue;
    slots[front] = docSlot[doc]!;
    scores[front] = score[doc]! * bitCount(words);
    front++;
  }
  const completeScores = completions && completer(completions, unitFactors, context, front, count);
  return { slots, scores, asTypedCount: front, completeScores, combinedWith };
}

/**
 * `completeScores` for the results from `from` to `to`. A function of its own: a closure inside
 * `scoreQuery` would move the variables it captures out of registers for the whole query.
 */
function completer(
  terms: WordExpansion[],
  unitFactors: Float64Array,
  context: ScoringContext,
  from: number,
  to: number,
): (scores: Float64Array) => void {
  const generation = context.scratch.generation;
  return (scores) => {
    if (context.scratch.generation !== generation) {
      throw new Error('Completion scores asked for after a new search');
    }
    scoreCompletions(terms, unitFactors, context, { scores, from, to });
  };
}

function idfOf(entry: TermEntry, documentCount: number): number {
  return idfFor(entry.documentFrequency, documentCount);
}

function idfFor(df: number, documentCount: number): number {
  return Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
}

/**
 * The idf the completions of one unfinished word share: that of the most common of them, as
 * Lucene blends a word's expanded terms. The typed letters are what the shopper gave; were each
 * completion weighed by its own rarity, a code's rare revision ('wms912c', one product) would
 * outrank the closer common code ('wms912', four brands), and which of two such products came
 * first would hang on counts of products that have nothing to do with the search.
 */
function sharedIdf(terms: WordExpansion[], documentCount: number): number {
  let df = 0;
  for (const { entry } of terms) df = Math.max(df, entry.documentFrequency);
  return idfFor(df, documentCount);
}

/**
 * Where a word's best score per document goes: for the first word straight into the document
 * scores (nothing else has scored yet, and `state` equal to `stamp` marks documents it has
 * touched), for later words into the best-term buffers, added afterwards.
 */
interface BestTarget {
  stamps: Int32Array;
  stamp: number;
  scores: Float64Array;
  touched: Int32Array;
  count: number;
}

/**
 * How a word's terms are read: the word as typed (or its corrections) in every field, each term
 * by its own idf; completions (longer words) in the short fields, with one idf for all.
 */
interface TermReach {
  shortFieldsOnly: boolean;
  sharesIdf: boolean;
}
const everywhere: TermReach = { shortFieldsOnly: false, sharesIdf: false };
const completionsOnly: TermReach = { shortFieldsOnly: true, sharesIdf: true };

/** Adds, per document, the score of the word's best-scoring term. */
function addBestTerms(
  terms: WordExpansion[],
  word: number,
  touchedCount: number,
  unitFactors: Float64Array,
  context: ScoringContext,
  reach: TermReach,
): number {
  const scratch = context.scratch;
  const best = bestScratch(scratch);
  const bit = 1 << word;
  const fresh = scratch.generation << 16;
  const direct = word === 0;
  const target: BestTarget = direct
    ? {
        stamps: scratch.state,
        stamp: fresh | bit,
        scores: scratch.score,
        touched: scratch.touched,
        count: touchedCount,
      }
    : wordTarget(best);
  foldBestTerms(terms, target, unitFactors, context, reach, bit);
  if (direct) return target.count;
  const { state, score, touched } = scratch;
  for (let i = 0; i < target.count; i++) {
    const doc = target.touched[i]!;
    const current = state[doc]!;
    if ((current & ~wordMask) !== fresh) {
      state[doc] = fresh | bit;
      score[doc] = target.scores[doc]!;
      touched[touchedCount++] = doc;
    } else {
      state[doc] = current | bit;
      score[doc]! += target.scores[doc]!;
    }
  }
  return touchedCount;
}

/** The best-term buffers of a word, emptied (a new stamp). */
function wordTarget(best: BestTermScratch): BestTarget {
  return {
    stamps: best.wordStamp,
    stamp: nextStamp(best),
    scores: best.wordScore,
    touched: best.wordTouched,
    count: 0,
  };
}

/** Per document, the best score among the terms, into the target. */
function foldBestTerms(
  terms: WordExpansion[],
  target: BestTarget,
  unitFactors: Float64Array,
  context: ScoringContext,
  reach: TermReach,
  /** The word's bit, to note which documents it reached in their own fields; 0 for none. */
  bit: number,
): void {
  const best = bestScratch(context.scratch);
  const idf = reach.sharesIdf ? sharedIdf(terms, context.documentCount) : 0;
  for (const { entry, weight } of terms) {
    const termWeight = weight * (reach.sharesIdf ? idf : idfOf(entry, context.documentCount));
    if (reach.shortFieldsOnly || !entry.long) {
      foldRuns(entry.short, termWeight, target, unitFactors, context, bit);
      continue;
    }
    const termStamp = nextStamp(best);
    let termCount = termScores(entry.short, termWeight, termStamp, 0, unitFactors, context, bit);
    termCount = termScores(entry.long, termWeight, termStamp, termCount, unitFactors, context, bit);
    for (let i = 0; i < termCount; i++) {
      const doc = best.termTouched[i]!;
      foldBest(target, doc, best.termScore[doc]!);
    }
  }
}

/**
 * Adds the documents the unfinished word's completions reach (short fields) and the word as typed
 * did not, marked in `prefixOnly` with the query's generation, with nothing added to their score
 * yet (see `scoreCompletions`).
 */
function markCompletions(
  terms: WordExpansion[],
  word: number,
  touchedCount: number,
  context: ScoringContext,
): number {
  const { docSlot, scratch } = context;
  const kept = context.kept ?? null;
  const { state, score, touched, prefixOnly, generation } = scratch;
  const bit = 1 << word;
  const fresh = generation << 16;
  for (const { entry } of terms) {
    const list = entry.short;
    list.compactIfWorthIt(context.isLive);
    const entries = list.entries;
    const end = list.length * 2;
    const checkLive = list.dead > 0;
    let previous = -1;
    for (let i = 0; i < end; i += 2) {
      const doc = entries[i]!;
      // A document's entries sit together: one look per document.
      if (doc === previous) continue;
      previous = doc;
      if (kept !== null ? !isKept(kept, doc) : checkLive && docSlot[doc]! < 0) continue;
      const current = state[doc]!;
      if ((current & ~wordMask) !== fresh) {
        state[doc] = fresh | bit;
        score[doc] = 0;
        touched[touchedCount++] = doc;
        prefixOnly[doc] = generation;
        markStrong(scratch, doc, bit);
      } else if ((current & bit) === 0) {
        state[doc] = current | bit;
        prefixOnly[doc] = generation;
        markStrong(scratch, doc, bit);
      }
      // Otherwise the word as typed reached it (its score stays that of the word as typed), or
      // another completion already marked it.
    }
  }
  return touchedCount;
}

/**
 * The marked documents' scores: their words' score so far plus their best completion, times the
 * number of words they matched, as for every other document. With `into`, written at the result
 * positions `from` to `to` (their documents in `resultDocs`); without, added to the document
 * scores before the results are written.
 */
function scoreCompletions(
  terms: WordExpansion[],
  unitFactors: Float64Array,
  context: ScoringContext,
  into: { scores: Float64Array; from: number; to: number } | null,
): void {
  const scratch = context.scratch;
  const target = wordTarget(bestScratch(scratch));
  foldBestTerms(terms, target, unitFactors, context, completionsOnly, 0);
  const { state, score, prefixOnly, generation, resultDocs } = scratch;
  const best = target.scores;
  if (into === null) {
    for (let i = 0; i < target.count; i++) {
      const doc = target.touched[i]!;
      if (prefixOnly[doc] === generation) score[doc]! += best[doc]!;
    }
    return;
  }
  for (let at = into.from; at < into.to; at++) {
    const doc = resultDocs[at]!;
    into.scores[at] = (score[doc]! + best[doc]!) * bitCount(state[doc]! & wordMask);
  }
}

function foldBest(target: BestTarget, doc: number, value: number): void {
  if (target.stamps[doc] !== target.stamp) {
    target.stamps[doc] = target.stamp;
    target.scores[doc] = value;
    target.touched[target.count++] = doc;
  } else if (value > target.scores[doc]!) {
    target.scores[doc] = value;
  }
}

/**
 * One list holds all of the term's entries (completions read only the short fields): a
 * document's entries sit next to each other (they are added together), so each run is summed
 * and folded into the word's best at once, without a per-term pass.
 */
function foldRuns(
  list: PostingList,
  termWeight: number,
  target: BestTarget,
  unitFactors: Float64Array,
  context: ScoringContext,
  bit: number,
): void {
  list.compactIfWorthIt(context.isLive);
  const { docSlot, averageLengths } = context;
  const kept = context.kept ?? null;
  const entries = list.entries;
  const end = list.length * 2;
  const checkLive = list.dead > 0;
  let runDoc = -1;
  let runLive = false;
  let runScore = 0;
  for (let i = 0; i < end; i += 2) {
    const doc = entries[i]!;
    if (doc !== runDoc) {
      if (runLive) foldBest(target, runDoc, runScore);
      runDoc = doc;
      runLive = kept !== null ? isKept(kept, doc) : !checkLive || docSlot[doc]! >= 0;
      runScore = 0;
    }
    if (!runLive) continue;
    const packed = entries[i + 1]!;
    const field = fieldOf(packed);
    const frequency = frequencyOf(packed);
    const length = lengthOf(packed);
    if (bit !== 0 && field !== descriptionField) markStrong(context.scratch, doc, bit);
    runScore +=
      termWeight *
      (frequency === 1 && length < tabledLengths
        ? unitFactors[field * tabledLengths + length]!
        : fieldFactor(field, frequency, length, averageLengths));
  }
  if (runLive) foldBest(target, runDoc, runScore);
}

/** The term's score per document (summed over fields) into the best-term buffers. */
function termScores(
  list: PostingList,
  termWeight: number,
  stamp: number,
  count: number,
  unitFactors: Float64Array,
  context: ScoringContext,
  bit: number,
): number {
  list.compactIfWorthIt(context.isLive);
  const { docSlot, averageLengths } = context;
  const kept = context.kept ?? null;
  const { termScore, termStamp, termTouched } = context.scratch.best!;
  const entries = list.entries;
  const end = list.length * 2;
  const checkLive = list.dead > 0;
  for (let i = 0; i < end; i += 2) {
    const doc = entries[i]!;
    if (kept !== null ? !isKept(kept, doc) : checkLive && docSlot[doc]! < 0) continue;
    const packed = entries[i + 1]!;
    const field = fieldOf(packed);
    const frequency = frequencyOf(packed);
    const length = lengthOf(packed);
    const factor =
      frequency === 1 && length < tabledLengths
        ? unitFactors[field * tabledLengths + length]!
        : fieldFactor(field, frequency, length, averageLengths);
    if (bit !== 0 && field !== descriptionField) markStrong(context.scratch, doc, bit);
    if (termStamp[doc] !== stamp) {
      termStamp[doc] = stamp;
      termScore[doc] = termWeight * factor;
      termTouched[count++] = doc;
    } else {
      termScore[doc]! += termWeight * factor;
    }
  }
  return count;
}

/** The best-term buffers, as long as the per-document accumulators. */
function bestScratch(scratch: ScoringScratch): BestTermScratch {
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

function nextStamp(best: BestTermScratch): number {
  if (best.stamp === 0x7fffffff) {
    best.termStamp.fill(0);
    best.wordStamp.fill(0);
    best.stamp = 0;
  }
  return ++best.stamp;
}

function accumulate(
  list: PostingList,
  termWeight: number,
  bit: number,
  touchedCount: number,
  unitFactors: Float64Array,
  context: ScoringContext,
): number {
  list.compactIfWorthIt(context.isLive);
  const { docSlot, averageLengths } = context;
  const kept = context.kept ?? null;
  const { state, score, touched } = context.scratch;
  const fresh = context.scratch.generation << 16;
  const entries = list.entries;
  const end = list.length * 2;
  // Only lists that lost documents need the liveness lookup.
  const checkLive = list.dead > 0;
  for (let i = 0; i < end; i += 2) {
    const doc = entries[i]!;
    if (kept !== null ? !isKept(kept, doc) : checkLive && docSlot[doc]! < 0) continue;
    const packed = entries[i + 1]!;
    const field = fieldOf(packed);
    const frequency = frequencyOf(packed);
    const length = lengthOf(packed);
    const factor =
      frequency === 1 && length < tabledLengths
        ? unitFactors[field * tabledLengths + length]!
        : fieldFactor(field, frequency, length, averageLengths);
    if (field !== descriptionField) markStrong(context.scratch, doc, bit);
    const current = state[doc]!;
    if ((current & ~wordMask) !== fresh) {
      state[doc] = fresh | bit;
      score[doc] = termWeight * factor;
      touched[touchedCount++] = doc;
    } else {
      state[doc] = current | bit;
      score[doc]! += termWeight * factor;
    }
  }
  return touchedCount;
}

/** Notes that the word `bit` reached the document in a field other than the description. */
function markStrong(scratch: ScoringScratch, doc: number, bit: number): void {
  const fresh = scratch.generation << 16;
  const current = scratch.strong[doc]!;
  scratch.strong[doc] = ((current & ~wordMask) === fresh ? current : fresh) | bit;
}

function bitCount(value: number): number {
  const pairs = value - ((value >>> 1) & 0x5555);
  const nibbles = (pairs & 0x3333) + ((pairs >>> 2) & 0x3333);
  const bytes = (nibbles + (nibbles >>> 4)) & 0x0f0f;
  return (bytes + (bytes >>> 8)) & 0x1f;
}
