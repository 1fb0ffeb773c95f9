/**
 * Scoring a word that expands to several terms (prefix, fuzzy) by each document's best term, not
 * the sum over them: otherwise 'laptop' ranked laptop bags first, because they match 'laptop',
 * 'laptoptas' and 'laptoprugzak' at once while a laptop matches only 'laptop'.
 */
import { fieldFactor, idfOf, sharedIdf, tabledLengths } from './bm25-factors.ts';
import {
  bestScratch,
  markStrong,
  nextStamp,
  wordMask,
  type BestTermScratch,
  type ScoringContext,
} from './scoring-scratch.ts';
import { descriptionField } from './text-fields.ts';
import { fieldOf, frequencyOf, lengthOf, type PostingList } from './term-postings.ts';
import { isKept } from './word-presence.ts';
import type { WordExpansion } from './word-terms.ts';

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
export interface TermReach {
  shortFieldsOnly: boolean;
  sharesIdf: boolean;
}

export const everywhere: TermReach = { shortFieldsOnly: false, sharesIdf: false };

export const completionsOnly: TermReach = { shortFieldsOnly: true, sharesIdf: true };

/** Adds, per document, the score of the word's best-scoring term. */
export function addBestTerms(
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
export function wordTarget(best: BestTermScratch): BestTarget {
  return {
    stamps: best.wordStamp,
    stamp: nextStamp(best),
    scores: best.wordScore,
    touched: best.wordTouched,
    count: 0,
  };
}

/** Per document, the best score among the terms, into the target. */
export function foldBestTerms(
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
