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
import { fieldFactor, idfOf, tabledLengths, unitFactorTable } from './bm25-factors.ts';
import { addBestTerms, completionsOnly, everywhere } from './best-terms.ts';
import { completer, markCompletions, scoreCompletions } from './completion-scores.ts';
import { bitCount, markStrong, wordMask, type ScoringContext } from './scoring-scratch.ts';
import { descriptionField } from './text-fields.ts';
import { fieldOf, frequencyOf, lengthOf, type PostingList } from './term-postings.ts';
import { isKept, keptDocuments } from './word-presence.ts';
import type { WordExpansion, WordTerms } from './word-terms.ts';

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

/** Words a query may have: one bit each in `wordMask`. */
const maxWordCount = 16;

export function scoreQuery(expansions: WordTerms[], context: ScoringContext): ScoredQuery {
  const scratch = context.scratch;
  if (++scratch.generation > 0x7fff) {
    scratch.state.fill(0);
    scratch.prefixOnly.fill(0);
    scratch.strong.fill(0);
    scratch.generation = 1;
  }
  // Most entries are a word once in a short field: their factor is a table lookup.
  const unitFactors = unitFactorTable(context.averageLengths);
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
  const scratch = context.scratch;
  const { state, score, touched } = scratch;
  const fresh = scratch.generation << 16;
  const entries = list.entries;
  const end = list.length * 2;
  // Only lists that lost documents need the liveness lookup.
  const checkLive = list.dead > 0;
  // A document's entries in a list sit together (one per field it has the term in): they are
  // summed in a local and the document's accumulators written once per run, in the same order
  // of additions as one entry at a time.
  let runDoc = -1;
  let runScore = 0;
  let runStrong = false;
  for (let i = 0; i < end; i += 2) {
    const doc = entries[i]!;
    if (doc !== runDoc) {
      if (kept !== null ? !isKept(kept, doc) : checkLive && docSlot[doc]! < 0) continue;
      if (runDoc >= 0) {
        score[runDoc] = runScore;
        if (runStrong) markStrong(scratch, runDoc, bit);
      }
      runDoc = doc;
      runStrong = false;
      const current = state[doc]!;
      if ((current & ~wordMask) !== fresh) {
        state[doc] = fresh | bit;
        touched[touchedCount++] = doc;
        runScore = termWeight * factorOf(entries[i + 1]!, unitFactors, averageLengths);
      } else {
        state[doc] = current | bit;
        runScore =
          score[doc]! + termWeight * factorOf(entries[i + 1]!, unitFactors, averageLengths);
      }
    } else {
      runScore += termWeight * factorOf(entries[i + 1]!, unitFactors, averageLengths);
    }
    if (fieldOf(entries[i + 1]!) !== descriptionField) runStrong = true;
  }
  if (runDoc >= 0) {
    score[runDoc] = runScore;
    if (runStrong) markStrong(scratch, runDoc, bit);
  }
  return touchedCount;
}

/** The BM25 factor of one posting entry; most are a word once in a short field: a lookup. */
function factorOf(packed: number, unitFactors: Float64Array, averageLengths: Float64Array): number {
  const field = fieldOf(packed);
  const frequency = frequencyOf(packed);
  const length = lengthOf(packed);
  return frequency === 1 && length < tabledLengths
    ? unitFactors[field * tabledLengths + length]!
    : fieldFactor(field, frequency, length, averageLengths);
}
