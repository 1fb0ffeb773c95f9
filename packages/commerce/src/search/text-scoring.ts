/**
 * BM25+ scoring over posting lists into reused typed arrays: one pass per expanded term, no
 * object per hit. Combines words with AND and falls back to OR when AND finds nothing, scoring
 * OR hits by how many words they matched (as MiniSearch does).
 */
import { fieldBoosts, fieldCount } from './text-fields.ts';
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
  /** Result buffers, grow-only: results are views into them, valid until the next query. */
  resultSlots: Int32Array;
  resultScores: Float64Array;
}

export interface ScoringContext {
  scratch: ScoringScratch;
  docSlot: Int32Array;
  averageLengths: Float64Array;
  documentCount: number;
  shortFieldsOnly: boolean;
  isLive: (doc: number) => boolean;
}

/** MiniSearch's BM25+ parameters. */
const k = 1.2;
const b = 0.7;
const d = 0.5;
const wordMask = 0xffff;
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

export function scoreQuery(
  expansions: WordExpansion[][],
  context: ScoringContext,
): { slots: Int32Array; scores: Float64Array; combinedWith: 'AND' | 'OR' } {
  const scratch = context.scratch;
  if (++scratch.generation > 0x7fff) {
    scratch.state.fill(0);
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
  let touchedCount = 0;
  for (let word = 0; word < expansions.length; word++) {
    for (const { entry, weight } of expansions[word]!) {
      const df = entry.documentFrequency;
      const idf = Math.log(1 + (context.documentCount - df + 0.5) / (df + 0.5));
      const termWeight = weight * idf;
      const bit = 1 << word;
      touchedCount = accumulate(entry.short, termWeight, bit, touchedCount, unitFactors, context);
      if (!context.shortFieldsOnly && entry.long) {
        touchedCount = accumulate(entry.long, termWeight, bit, touchedCount, unitFactors, context);
      }
    }
  }
  const { state, score, touched } = scratch;
  const all = (1 << expansions.length) - 1;
  let matchedAll = expansions.length === 1 ? touchedCount : 0;
  if (expansions.length > 1) {
    for (let i = 0; i < touchedCount; i++)
      if ((state[touched[i]!]! & wordMask) === all) matchedAll++;
  }
  const combinedWith = matchedAll > 0 || expansions.length <= 1 ? 'AND' : 'OR';
  const count = combinedWith === 'AND' ? matchedAll : touchedCount;
  if (scratch.resultSlots.length < count) {
    scratch.resultSlots = new Int32Array(Math.max(count, scratch.resultSlots.length * 2));
    scratch.resultScores = new Float64Array(scratch.resultSlots.length);
  }
  const slots = scratch.resultSlots.subarray(0, count);
  const scores = scratch.resultScores.subarray(0, count);
  const docSlot = context.docSlot;
  let out = 0;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i]!;
    const words = state[doc]! & wordMask;
    if (combinedWith === 'AND' && words !== all) continue;
    slots[out] = docSlot[doc]!;
    scores[out] = score[doc]! * bitCount(words);
    out++;
  }
  return { slots, scores, combinedWith };
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
  const { state, score, touched } = context.scratch;
  const fresh = context.scratch.generation << 16;
  const entries = list.entries;
  const end = list.length * 2;
  // Only lists that lost documents need the liveness lookup.
  const checkLive = list.dead > 0;
  for (let i = 0; i < end; i += 2) {
    const doc = entries[i]!;
    if (checkLive && docSlot[doc]! < 0) continue;
    const packed = entries[i + 1]!;
    const field = fieldOf(packed);
    const frequency = frequencyOf(packed);
    const length = lengthOf(packed);
    const factor =
      frequency === 1 && length < tabledLengths
        ? unitFactors[field * tabledLengths + length]!
        : fieldFactor(field, frequency, length, averageLengths);
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

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}
