/**
 * BM25+ scoring over posting lists into reused typed arrays: one pass per expanded term, no
 * object per hit. Combines words with AND and falls back to OR when AND finds nothing, scoring
 * OR hits by how many words they matched (as MiniSearch does).
 */
import { fieldBoosts, fieldCount } from './text-fields.ts';
import { fieldOf, frequencyOf, type PostingList, type TermEntry } from './term-postings.ts';

export interface WordExpansion {
  entry: TermEntry;
  /** 1 for the exact term, lower for prefix and fuzzy matches. */
  weight: number;
}

/** Per-document accumulators, indexed by text-document number and reused between queries. */
export interface ScoringScratch {
  stamp: Uint32Array;
  score: Float64Array;
  mask: Int32Array;
  touched: Int32Array;
  current: number;
}

export interface ScoringContext {
  scratch: ScoringScratch;
  docSlot: Int32Array;
  fieldLengths: Uint16Array;
  averageLengths: Float64Array;
  documentCount: number;
  shortFieldsOnly: boolean;
  isLive: (doc: number) => boolean;
}

/** MiniSearch's BM25+ parameters. */
const k = 1.2;
const b = 0.7;
const d = 0.5;

export function scoreQuery(
  expansions: WordExpansion[][],
  context: ScoringContext,
): { slots: Int32Array; scores: Float64Array; combinedWith: 'AND' | 'OR' } {
  const scratch = context.scratch;
  if (++scratch.current >= 0xffffffff) {
    scratch.stamp.fill(0);
    scratch.current = 1;
  }
  let touchedCount = 0;
  for (let word = 0; word < expansions.length; word++) {
    for (const { entry, weight } of expansions[word]!) {
      const df = entry.documentFrequency;
      const idf = Math.log(1 + (context.documentCount - df + 0.5) / (df + 0.5));
      touchedCount = accumulate(entry.short, weight * idf, 1 << word, touchedCount, context);
      if (!context.shortFieldsOnly && entry.long) {
        touchedCount = accumulate(entry.long, weight * idf, 1 << word, touchedCount, context);
      }
    }
  }
  const { mask, score, touched } = scratch;
  const all = (1 << expansions.length) - 1;
  let matchedAll = 0;
  for (let i = 0; i < touchedCount; i++) if (mask[touched[i]!] === all) matchedAll++;
  const combinedWith = matchedAll > 0 || expansions.length <= 1 ? 'AND' : 'OR';
  const count = combinedWith === 'AND' ? matchedAll : touchedCount;
  const slots = new Int32Array(count);
  const scores = new Float64Array(count);
  let out = 0;
  for (let i = 0; i < touchedCount; i++) {
    const doc = touched[i]!;
    const words = mask[doc]!;
    if (combinedWith === 'AND' && words !== all) continue;
    slots[out] = context.docSlot[doc]!;
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
  context: ScoringContext,
): number {
  list.compactIfWorthIt(context.isLive);
  const { docSlot, fieldLengths, averageLengths } = context;
  const { stamp, score, mask, touched, current } = context.scratch;
  const entries = list.entries;
  const end = list.length * 2;
  for (let i = 0; i < end; i += 2) {
    const doc = entries[i]!;
    if (docSlot[doc]! < 0) continue;
    const field = fieldOf(entries[i + 1]!);
    const frequency = frequencyOf(entries[i + 1]!);
    const relativeLength = fieldLengths[doc * fieldCount + field]! / averageLengths[field]!;
    const saturation = (frequency * (k + 1)) / (frequency + k * (1 - b + b * relativeLength));
    if (stamp[doc] !== current) {
      stamp[doc] = current;
      score[doc] = 0;
      mask[doc] = 0;
      touched[touchedCount++] = doc;
    }
    score[doc]! += termWeight * fieldBoosts[field]! * (d + saturation);
    mask[doc]! |= bit;
  }
  return touchedCount;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}
