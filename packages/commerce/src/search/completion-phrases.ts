/**
 * Autocomplete suggestions: popular phrases that start with what the shopper typed. There is no
 * search log yet, so the phrases come from the catalogue itself: the words of product names,
 * brand names, brand plus a name word ('voltana wasmachine') and category names, each as popular
 * as the number of products behind it. Spellings of the same stems ('wasmachine',
 * 'wasmachines') are one suggestion, shown in its most popular spelling.
 */
import { dutchAnalyzer } from './dutch-analyzer.ts';
import type { TextAnalyzer } from './language-analyzer.ts';

export interface PhraseSource {
  name: string;
  brandName: string | null;
}

interface Phrase {
  text: string;
  group: PhraseGroup;
}

interface PhraseGroup {
  best: string;
  bestCount: number;
  words: number;
}

const hasDigit = /\d/;
/** Enough to fill any suggestion list; bounds the work for a one-letter prefix. */
const maxScanned = 20_000;

export class CompletionPhrases {
  private readonly productCounts = new Map<string, number>();
  private categoryPhrases: { text: string; count: number }[] = [];
  private sorted: Phrase[] | null = null;

  /** Names are read in the analyzer's language (the caller gives each its name in that language). */
  constructor(private readonly analyzer: TextAnalyzer = dutchAnalyzer) {}

  add(source: PhraseSource): void {
    for (const phrase of phrasesOf(source, this.analyzer)) {
      this.productCounts.set(phrase, (this.productCounts.get(phrase) ?? 0) + 1);
    }
    this.sorted = null;
  }

  remove(source: PhraseSource): void {
    for (const phrase of phrasesOf(source, this.analyzer)) {
      const count = (this.productCounts.get(phrase) ?? 0) - 1;
      if (count > 0) this.productCounts.set(phrase, count);
      else this.productCounts.delete(phrase);
    }
    this.sorted = null;
  }

  /** Category names with their product counts; empty categories suggest nothing. */
  setCategories(categories: { name: string; productCount: number }[]): void {
    this.categoryPhrases = categories
      .filter((category) => category.productCount > 0)
      .map((category) => ({
        text: phraseText(category.name, this.analyzer),
        count: category.productCount,
      }))
      .filter((phrase) => phrase.text.length > 0);
    this.sorted = null;
  }

  complete(typed: string, limit: number): string[] {
    const words = this.analyzer.splitWords(typed);
    if (words.length === 0 || limit <= 0) return [];
    // A trailing space means the last word is finished: complete with a next word instead.
    const open = /[\p{L}\p{N}]$/u.test(typed);
    const prefix = words.join(' ') + (open ? '' : ' ');
    const phrases = this.sortedPhrases();
    let low = 0;
    let high = phrases.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (phrases[middle]!.text < prefix) low = middle + 1;
      else high = middle;
    }
    const groups = new Set<PhraseGroup>();
    for (let i = low; i < phrases.length && i < low + maxScanned; i++) {
      if (!phrases[i]!.text.startsWith(prefix)) break;
      groups.add(phrases[i]!.group);
    }
    return [...groups]
      .sort(
        (a, b) =>
          b.bestCount - a.bestCount ||
          a.words - b.words ||
          (a.best < b.best ? -1 : a.best > b.best ? 1 : 0),
      )
      .slice(0, limit)
      .map((group) => group.best);
  }

  private sortedPhrases(): Phrase[] {
    if (this.sorted) return this.sorted;
    const counts = new Map(this.productCounts);
    for (const { text, count } of this.categoryPhrases) {
      counts.set(text, Math.max(counts.get(text) ?? 0, count));
    }
    const groups = new Map<string, PhraseGroup>();
    const phrases: Phrase[] = [];
    for (const [text, count] of counts) {
      const key = text
        .split(' ')
        .map((word) => this.analyzer.stemWord(word))
        .join(' ');
      let group = groups.get(key);
      if (!group) {
        group = { best: text, bestCount: count, words: text.split(' ').length };
        groups.set(key, group);
      } else if (count > group.bestCount || (count === group.bestCount && text < group.best)) {
        group.best = text;
        group.bestCount = count;
      }
      phrases.push({ text, group });
    }
    this.sorted = phrases.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    return this.sorted;
  }
}

function phraseText(text: string, analyzer: TextAnalyzer): string {
  return analyzer
    .splitWords(text)
    .filter((word) => !analyzer.isStopWord(word))
    .join(' ');
}

/** Name words worth suggesting (no model codes or sizes), the brand, and brand plus each word. */
function phrasesOf(source: PhraseSource, analyzer: TextAnalyzer): string[] {
  const phrases = new Set<string>();
  const brand = source.brandName ? phraseText(source.brandName, analyzer) : '';
  const brandWords = new Set(brand.split(' '));
  if (brand) phrases.add(brand);
  for (const word of analyzer.splitWords(source.name)) {
    if (word.length < 3 || hasDigit.test(word) || analyzer.isStopWord(word)) continue;
    phrases.add(word);
    if (brand && !brandWords.has(word)) phrases.add(`${brand} ${word}`);
  }
  return [...phrases];
}
