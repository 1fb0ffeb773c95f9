/**
 * Search on a page in another language than Dutch (ADR 0040): the page language's index and the
 * Dutch one answer the same text, and their hits are merged. Shoppers type brands, codes and
 * Dutch words on every page, so a Dutch word still finds its products; a word one of the two
 * knows is not corrected in the other (a Dutch word on the French page is no French typo).
 *
 * A product both reach scores its better score; a Dutch score counts slightly less, so a
 * product the page's own language matches as well ranks at least as high. Hits the words reach
 * as typed in either language come before those an unfinished last word only completes, as in
 * one index; those are scored only when asked for, in both indexes.
 */
import type { ProductTextIndex, TextSearchOptions, TextSearchResult } from './text-index.ts';
import { endsOpenText } from './word-expansion.ts';

/** A match in Dutch only weighs this much of the same match in the page's language. */
export const dutchWeight = 0.95;

export class LocalisedSearch {
  /** Per slot: the generation that placed it, and its position in the merged result. */
  private mark = new Int32Array(1024);
  private position = new Int32Array(1024);
  private generation = 0;
  private slots = new Int32Array(1024);
  private scores = new Float64Array(1024);
  /** Per merged completion, its position in each side's result (-1: not there). */
  private fromPage = new Int32Array(1024);
  private fromDutch = new Int32Array(1024);

  search(
    page: ProductTextIndex,
    dutch: ProductTextIndex,
    text: string,
    options: TextSearchOptions,
  ): TextSearchResult {
    const inPageOptions = {
      ...options,
      correctable: (word: string, open: boolean) => !dutch.knowsWord(word, open),
    };
    const inDutchOptions = {
      ...options,
      correctable: (word: string, open: boolean) => !page.knowsWord(word, open),
    };
    // A word one index does not know and may not correct leaves that index only products with
    // some of the words, which the other's products with all of them make moot: it is searched
    // only when the other has none (a Dutch word on the French page reads the Dutch index alone).
    let inPage: TextSearchResult;
    let inDutch: TextSearchResult;
    if (someWordMissing(page, text, inPageOptions)) {
      inDutch = dutch.search(text, inDutchOptions);
      inPage = andFound(inDutch) ? nothingFound(page, text) : page.search(text, inPageOptions);
    } else {
      inPage = page.search(text, inPageOptions);
      inDutch =
        andFound(inPage) && someWordMissing(dutch, text, inDutchOptions)
          ? nothingFound(dutch, text)
          : dutch.search(text, inDutchOptions);
    }
    // Products that have every word in one language beat those with some words in the other.
    const pageCounts = !(inPage.combinedWith === 'OR' && andFound(inDutch));
    const dutchCounts = !(inDutch.combinedWith === 'OR' && andFound(inPage));
    const corrections = inPage.corrections.length > 0 ? inPage : inDutch;
    const counted = [pageCounts ? inPage : null, dutchCounts ? inDutch : null] as const;
    const found = counted.filter((result) => result !== null && result.slots.length > 0);
    // Every slot either index holds is below the larger of their limits: no pass over the hits
    // to find the highest.
    const slotLimit = Math.max(page.slotLimit, dutch.slotLimit);
    return {
      ...this.merge(counted[0], counted[1], slotLimit),
      exactSlots: inDutch.exactSlots,
      words: corrections.words,
      corrections: corrections.corrections,
      combinedWith:
        found.length > 0 && found.every((result) => result!.combinedWith === 'OR') ? 'OR' : 'AND',
    };
  }

  private merge(
    page: TextSearchResult | null,
    dutch: TextSearchResult | null,
    slotLimit: number,
  ): Pick<TextSearchResult, 'slots' | 'scores' | 'asTypedCount' | 'completeScores'> {
    // One side alone keeps its own order (the Dutch weight scales every score alike): no copy.
    if (!dutch || dutch.slots.length === 0) return page ?? dutch!;
    if (!page || page.slots.length === 0) return dutch;
    const most = page.slots.length + dutch.slots.length;
    this.ensureCapacity(most, slotLimit);
    const inOrder = this.mergeInOrder(page, dutch);
    if (inOrder >= 0) {
      return {
        slots: this.slots.subarray(0, inOrder),
        scores: this.scores.subarray(0, inOrder),
        asTypedCount: inOrder,
        completeScores: null,
      };
    }
    if (++this.generation > 0x3fffffff) {
      this.mark.fill(0);
      this.generation = 1;
    }
    const { mark, position, slots, scores, fromPage, fromDutch, generation } = this;
    let count = 0;
    const asTyped = (result: TextSearchResult | null, weight: number) => {
      if (!result) return;
      for (let i = 0; i < result.asTypedCount; i++) {
        const slot = result.slots[i]!;
        const score = result.scores[i]! * weight;
        if (mark[slot] === generation) {
          const at = position[slot]!;
          if (scores[at]! < score) scores[at] = score;
          continue;
        }
        mark[slot] = generation;
        position[slot] = count;
        slots[count] = slot;
        scores[count++] = score;
      }
    };
    asTyped(page, 1);
    asTyped(dutch, dutchWeight);
    const asTypedCount = count;
    const completions = (result: TextSearchResult | null, own: Int32Array, other: Int32Array) => {
      if (!result) return;
      for (let i = result.asTypedCount; i < result.slots.length; i++) {
        const slot = result.slots[i]!;
        if (mark[slot] === generation) {
          const at = position[slot]!;
          if (at >= asTypedCount) own[at] = i;
          continue;
        }
        mark[slot] = generation;
        position[slot] = count;
        slots[count] = slot;
        own[count] = i;
        other[count++] = -1;
      }
    };
    completions(page, fromPage, fromDutch);
    completions(dutch, fromDutch, fromPage);
    const fill = (into: Float64Array) => {
      page?.completeScores?.(page.scores);
      dutch?.completeScores?.(dutch.scores);
      for (let at = asTypedCount; at < count; at++) {
        const inPage = fromPage[at]!;
        const inDutch = fromDutch[at]!;
        into[at] = Math.max(
          inPage >= 0 ? page!.scores[inPage]! : 0,
          inDutch >= 0 ? dutch!.scores[inDutch]! * dutchWeight : 0,
        );
      }
    };
    const pending = Boolean(page?.completeScores || dutch?.completeScores);
    const merged = { slots: slots.subarray(0, count), scores: scores.subarray(0, count) };
    if (!pending && count > asTypedCount) fill(merged.scores);
    return {
      ...merged,
      asTypedCount,
      completeScores: pending && count > asTypedCount ? fill : null,
    };
  }

  /**
   * Both sides without completions and each in slot order, as the hits of a bulk-built index
   * are (a brand alone: every product of the brand on both sides): merged in one walk along both,
   * without the per-slot marks, whose reads are scattered over the whole catalogue. Returns the
   * merged count, or -1 when a side is out of order (then the marks merge them).
   */
  private mergeInOrder(page: TextSearchResult, dutch: TextSearchResult): number {
    const pageCount = page.slots.length;
    const dutchCount = dutch.slots.length;
    if (page.asTypedCount !== pageCount || dutch.asTypedCount !== dutchCount) return -1;
    const { slots, scores } = this;
    const pageSlots = page.slots;
    const dutchSlots = dutch.slots;
    let p = 0;
    let d = 0;
    let count = 0;
    let last = -1;
    while (p < pageCount || d < dutchCount) {
      const fromPage = p < pageCount ? pageSlots[p]! : 0x7fffffff;
      const fromDutch = d < dutchCount ? dutchSlots[d]! : 0x7fffffff;
      let slot: number;
      let score: number;
      if (fromPage < fromDutch) {
        slot = fromPage;
        score = page.scores[p++]!;
      } else if (fromDutch < fromPage) {
        slot = fromDutch;
        score = dutch.scores[d++]! * dutchWeight;
      } else {
        // Both: the better score, compared as the marks merge compares it.
        slot = fromPage;
        score = page.scores[p++]!;
        const inDutch = dutch.scores[d++]! * dutchWeight;
        if (score < inDutch) score = inDutch;
      }
      if (slot <= last) return -1;
      last = slot;
      slots[count] = slot;
      scores[count++] = score;
    }
    return count;
  }

  private ensureCapacity(results: number, slotLimit: number): void {
    if (slotLimit > this.mark.length) {
      const size = Math.max(slotLimit, this.mark.length * 2);
      const mark = new Int32Array(size);
      mark.set(this.mark);
      this.mark = mark;
      this.position = new Int32Array(size);
    }
    if (results > this.slots.length) {
      const size = Math.max(results, this.slots.length * 2);
      this.slots = new Int32Array(size);
      this.scores = new Float64Array(size);
      this.fromPage = new Int32Array(size);
      this.fromDutch = new Int32Array(size);
    }
  }
}

/** Whether the index lacks a word of the text that it may not correct. */
function someWordMissing(
  index: ProductTextIndex,
  text: string,
  options: TextSearchOptions & { correctable: (word: string, open: boolean) => boolean },
): boolean {
  const { analyzer } = index;
  const words = analyzer.splitWords(text).filter((word) => !analyzer.isStopWord(word));
  const endsOpen = endsOpenText(text, options.prefixLast);
  return words.some((word, position) => {
    const open = endsOpen && position === words.length - 1;
    return !index.knowsWord(word, open) && !options.correctable(word, open);
  });
}

/** A search of the index that found no products, with its exact code matches. */
function nothingFound(index: ProductTextIndex, text: string): TextSearchResult {
  return {
    slots: new Int32Array(0),
    scores: new Float64Array(0),
    asTypedCount: 0,
    completeScores: null,
    exactSlots: index.exactCodeSlots(text),
    words: [],
    corrections: [],
    combinedWith: 'OR',
  };
}

function andFound(result: TextSearchResult): boolean {
  return result.combinedWith === 'AND' && result.slots.length > 0;
}
