/**
 * The longer words an unfinished last word may become: the documents only they reach are marked
 * first and scored when a page of results gets to them (see text-scoring.ts).
 */
import { completionsOnly, foldBestTerms, wordTarget } from './best-terms.ts';
import {
  bestScratch,
  bitCount,
  markStrong,
  wordMask,
  type ScoringContext,
} from './scoring-scratch.ts';
import { isKept } from './word-presence.ts';
import type { WordExpansion } from './word-terms.ts';

/**
 * Adds the documents the unfinished word's completions reach (short fields) and the word as typed
 * did not, marked in `prefixOnly` with the query's generation, with nothing added to their score
 * yet (see `scoreCompletions`).
 */
export function markCompletions(
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
export function scoreCompletions(
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

/**
 * `completeScores` for the results from `from` to `to`. A function of its own: a closure inside
 * `scoreQuery` would move the variables it captures out of registers for the whole query.
 */
export function completer(
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
