/**
 * Which documents a multi-word query can return, found before anything is scored: per word a
 * bit per document it reaches, then the documents every word reaches (AND) or, when there are
 * none, those that have the most of the words (OR). Setting a bit costs a fraction of scoring an
 * entry, so the scoring pass that follows skips every other document's entries: ten common words
 * read about 300,000 entries, and scoring them all took most of a search.
 */
import type { PostingList } from './term-postings.ts';
import type { WordTerms } from './word-terms.ts';

/** Reused bit arrays, grown to the document capacity. */
export interface PresenceScratch {
  words: Int32Array;
  /** Bit-sliced per-document counts of the words matched, one plane per count bit. */
  planes: Int32Array;
  kept: Int32Array;
}

/** Bits for counts up to 16 words. */
const planeCount = 5;

/**
 * A bit per document the query's results come from, or null when every reached document may be
 * one (a single word). `docSlot` tells live documents (-1 for removed ones).
 */
export function keptDocuments(
  expansions: WordTerms[],
  capacity: number,
  docSlot: Int32Array,
  scratch: { presence?: PresenceScratch },
): Int32Array | null {
  if (expansions.length <= 1) return null;
  const blocks = (capacity + 31) >>> 5;
  const presence = presenceScratch(scratch, blocks);
  const { words, planes, kept } = presence;
  planes.fill(0, 0, planeCount * blocks);
  kept.fill(-1, 0, blocks);
  for (const { whole, prefix } of expansions) {
    words.fill(0, 0, blocks);
    for (const { entry } of whole) {
      setBits(entry.short, words, docSlot);
      if (entry.long) setBits(entry.long, words, docSlot);
    }
    for (const { entry } of prefix) setBits(entry.short, words, docSlot);
    for (let block = 0; block < blocks; block++) {
      const bits = words[block]!;
      kept[block]! &= bits;
      // Adds one to the count of every document in `bits`, plane by plane with carries.
      let carry = bits;
      for (let plane = 0; plane < planeCount && carry !== 0; plane++) {
        const at = plane * blocks + block;
        const next = planes[at]! & carry;
        planes[at]! ^= carry;
        carry = next;
      }
    }
  }
  if (anySet(kept, blocks)) return kept;
  // No document has every word: those with the most of them.
  for (let count = expansions.length - 1; count > 0; count--) {
    for (let block = 0; block < blocks; block++) {
      let equal = -1;
      for (let plane = 0; plane < planeCount; plane++) {
        const bits = planes[plane * blocks + block]!;
        equal &= (count >>> plane) & 1 ? bits : ~bits;
      }
      kept[block] = equal;
    }
    if (anySet(kept, blocks)) return kept;
  }
  return kept;
}

export function isKept(kept: Int32Array, doc: number): boolean {
  return (kept[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

/**
 * A list is in document order within each field group, so consecutive entries mostly fall in the
 * same block: its bits are gathered in a local and written once per block, not once per entry
 * (each write waited for the one before it).
 */
function setBits(list: PostingList, bits: Int32Array, docSlot: Int32Array): void {
  const entries = list.entries;
  const end = list.length * 2;
  const checkLive = list.dead > 0;
  let block = -1;
  let gathered = 0;
  for (let i = 0; i < end; i += 2) {
    const doc = entries[i]!;
    if (checkLive && docSlot[doc]! < 0) continue;
    const at = doc >>> 5;
    if (at !== block) {
      if (block >= 0) bits[block]! |= gathered;
      block = at;
      gathered = 0;
    }
    gathered |= 1 << (doc & 31);
  }
  if (block >= 0) bits[block]! |= gathered;
}

function anySet(bits: Int32Array, blocks: number): boolean {
  for (let block = 0; block < blocks; block++) if (bits[block] !== 0) return true;
  return false;
}

function presenceScratch(scratch: { presence?: PresenceScratch }, blocks: number) {
  if (!scratch.presence || scratch.presence.words.length < blocks) {
    scratch.presence = {
      words: new Int32Array(blocks),
      planes: new Int32Array(planeCount * blocks),
      kept: new Int32Array(blocks),
    };
  }
  return scratch.presence;
}
