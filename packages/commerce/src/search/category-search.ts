/**
 * Autocomplete over category names: each typed word must match a name term exactly (by stem),
 * as a prefix (the last word) or, only when neither finds anything, fuzzily. Categories matching
 * every word come first; when none does, those matching most words.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { dutchAnalyzer } from './dutch-analyzer.ts';
import type { TextAnalyzer } from './language-analyzer.ts';
import { fuzzyDistanceFor } from './word-expansion.ts';

export interface NamedCategory {
  name: string;
  level: number;
  position: number;
  id: number;
}

const minPrefixLength = 2;

export class CategorySearch {
  private readonly terms = new SearchableMap<number[]>();
  private readonly termCounts: number[] = [];

  /**
   * `categories[i]` is found as index `i`; nulls are skipped. Names are read in the analyzer's
   * language (the caller gives each category its name in that language).
   */
  constructor(
    private readonly categories: readonly (NamedCategory | null)[],
    private readonly analyzer: TextAnalyzer = dutchAnalyzer,
  ) {
    categories.forEach((category, index) => {
      const terms = category ? analyzer.indexTerms(category.name) : [];
      this.termCounts.push(Math.max(1, terms.length));
      for (const term of new Set(terms)) {
        const list = this.terms.get(term);
        if (list) list.push(index);
        else this.terms.set(term, [index]);
      }
    });
  }

  /** Matching category indices, most relevant first (then most products, broadest, position). */
  search(text: string, productCount: (index: number) => number): number[] {
    const { analyzer } = this;
    const words = analyzer.splitWords(text).filter((word) => !analyzer.isStopWord(word));
    if (words.length === 0) return [];
    const open = /[\p{L}\p{N}]$/u.test(text);
    const scores = new Map<number, { score: number; words: number }>();
    words.forEach((word, position) => {
      const best = this.matchWord(word, open && position === words.length - 1);
      for (const [index, weight] of best) {
        const entry = scores.get(index) ?? { score: 0, words: 0 };
        entry.score += weight;
        entry.words++;
        scores.set(index, entry);
      }
    });
    let matched = [...scores].filter(([, entry]) => entry.words === words.length);
    if (matched.length === 0) matched = [...scores];
    const ranked = matched.map(([index, entry]) => ({
      index,
      score: (entry.score * entry.words) / Math.sqrt(this.termCounts[index]!),
      products: productCount(index),
      category: this.categories[index]!,
    }));
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        b.products - a.products ||
        a.category.level - b.category.level ||
        a.category.position - b.category.position ||
        a.category.id - b.category.id,
    );
    return ranked.map((entry) => entry.index);
  }

  /** Best weight per category for one word. */
  private matchWord(word: string, asPrefix: boolean): Map<number, number> {
    const stem = this.analyzer.stemWord(word);
    const best = new Map<number, number>();
    const offer = (indices: number[], weight: number) => {
      for (const index of indices) if ((best.get(index) ?? 0) < weight) best.set(index, weight);
    };
    offer(this.terms.get(stem) ?? [], 1);
    if (asPrefix && word.length >= minPrefixLength) {
      for (const prefix of new Set([stem, word])) {
        for (const [term, indices] of this.terms.atPrefix(prefix)) {
          offer(
            indices,
            (0.375 * term.length) / (term.length + 0.3 * (term.length - prefix.length)),
          );
        }
      }
    }
    const distance = fuzzyDistanceFor(stem.length);
    if (best.size === 0 && distance > 0) {
      for (const [term, [indices, edits]] of this.terms.fuzzyGet(stem, distance)) {
        offer(indices, (0.45 * term.length) / (term.length + edits));
      }
    }
    return best;
  }
}
