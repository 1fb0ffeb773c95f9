/**
 * The product text index: MiniSearch's radix tree (`SearchableMap`) as the term dictionary for
 * exact, prefix and fuzzy term lookup, with our own typed-array posting lists and BM25 scoring.
 *
 * Why not `MiniSearch#search` itself: at 100,000 products one common term ('wasmachine', 13,000
 * hits) took 42 ms and indexing took 5 s on this machine, because every hit becomes several
 * objects. The budget is 5 ms per search and 8 s for the whole catalogue build. The scoring here
 * follows MiniSearch's (BM25+, its prefix and fuzzy weights, AND first and OR as fallback).
 *
 * Documents are addressed by the caller's slot number; internally each indexed version of a
 * document gets a fresh text-document number so stale posting entries can never be mistaken for
 * a later document in the same slot.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { splitWords, isStopWord, stemWord } from './dutch-analyzer.ts';
import { packEntry, TermEntry, type PostingList } from './term-postings.ts';
import {
  analyzeDocument,
  codeKey,
  fieldCount,
  shortFieldCount,
  type SearchableDocument,
} from './text-fields.ts';
import { scoreQuery, type ScoringScratch, type WordExpansion } from './text-scoring.ts';

export interface TextSearchOptions {
  /** Autocomplete reads only the short fields (name, brand, SKU, EAN). */
  shortFieldsOnly: boolean;
  /** The last word may be unfinished: also match terms that start with it. */
  prefixLast: boolean;
}

export interface TextSearchResult {
  /** Matching slots, unordered, with their scores at the same positions. */
  slots: Int32Array;
  scores: Float64Array;
  /** Slots whose SKU or EAN equals the whole text. */
  exactSlots: number[];
  /** The typed words (normalised, stop words dropped). */
  words: string[];
  /** Words the vocabulary did not know and that were matched fuzzily, with proposed words. */
  corrections: { index: number; candidates: string[] }[];
  combinedWith: 'AND' | 'OR';
}

/** At most this many words take part; a bit mask per document tracks which matched. */
const maxWords = 16;

/** Edit distance allowed for a word of this length (spec: typos like `koelkats` must match). */
export function fuzzyDistanceFor(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  return 2;
}

const onlyLetters = /^[a-z]+$/;
const minPrefixLength = 2;

export class ProductTextIndex {
  private readonly terms = new Map<string, TermEntry>();
  private readonly tree = new SearchableMap<TermEntry>();
  private readonly codes = new Map<string, Set<number>>();
  private readonly docs = new Map<number, { doc: number; source: SearchableDocument }>();
  private docSlot = new Int32Array(1024).fill(-1);
  private nextDoc = 0;
  private readonly lengthSums = new Float64Array(fieldCount);
  private readonly scratch: ScoringScratch = {
    state: new Int32Array(1024),
    score: new Float64Array(1024),
    touched: new Int32Array(1024),
    generation: 0,
  };
  private readonly frequencies = Array.from({ length: fieldCount }, () => new Map<string, number>());
  private readonly lengths = new Uint16Array(fieldCount);
  private readonly surfaces: string[] = [];
  private readonly isLive = (doc: number): boolean => this.docSlot[doc]! >= 0;

  get documentCount(): number {
    return this.docs.size;
  }

  add(slot: number, source: SearchableDocument): void {
    if (this.docs.has(slot)) this.remove(slot);
    if (this.nextDoc > 2 * this.docs.size + 4096) this.renumber();
    const doc = this.nextDoc++;
    this.ensureCapacity(doc + 1);
    this.docSlot[doc] = slot;
    this.docs.set(slot, { doc, source });
    analyzeDocument(source, this.frequencies, this.lengths, this.surfaces);
    for (let field = 0; field < fieldCount; field++) {
      const length = this.lengths[field]!;
      this.lengthSums[field]! += length;
      for (const [term, frequency] of this.frequencies[field]!) {
        const entry = this.entryFor(term);
        if (entry.lastDoc !== doc) {
          entry.lastDoc = doc;
          entry.documentFrequency++;
        }
        listFor(entry, field).push(doc, packEntry(field, frequency, length));
      }
    }
    for (let i = 0; i < this.surfaces.length; i += 2) {
      this.terms.get(this.surfaces[i]!)?.addSurface(this.surfaces[i + 1]!, 1);
    }
    for (const code of codesOf(source)) {
      let slots = this.codes.get(code);
      if (!slots) this.codes.set(code, (slots = new Set()));
      slots.add(slot);
    }
  }

  remove(slot: number): void {
    const indexed = this.docs.get(slot);
    if (!indexed) return;
    const { doc, source } = indexed;
    this.docs.delete(slot);
    this.docSlot[doc] = -1;
    analyzeDocument(source, this.frequencies, this.lengths, this.surfaces);
    for (let i = 0; i < this.surfaces.length; i += 2) {
      this.terms.get(this.surfaces[i]!)?.addSurface(this.surfaces[i + 1]!, -1);
    }
    for (let field = 0; field < fieldCount; field++) {
      this.lengthSums[field]! -= this.lengths[field]!;
      for (const term of this.frequencies[field]!.keys()) {
        const entry = this.terms.get(term);
        if (!entry) continue;
        listFor(entry, field).dead++;
        if (entry.lastRemovedDoc !== doc) {
          entry.lastRemovedDoc = doc;
          entry.documentFrequency--;
        }
        if (entry.documentFrequency === 0) {
          this.terms.delete(term);
          this.tree.delete(term);
        }
      }
    }
    for (const code of codesOf(source)) {
      const slots = this.codes.get(code);
      slots?.delete(slot);
      if (slots?.size === 0) this.codes.delete(code);
    }
  }

  /** Slots whose SKU or EAN equals the text (case-insensitive). */
  exactCodeSlots(text: string): number[] {
    return [...(this.codes.get(codeKey(text)) ?? [])];
  }

  search(text: string, options: TextSearchOptions): TextSearchResult {
    const words = splitWords(text)
      .filter((word) => !isStopWord(word))
      .slice(0, maxWords);
    const endsOpen = options.prefixLast && !/[\s\p{P}]$/u.test(text);
    const corrections: TextSearchResult['corrections'] = [];
    const expansions = words.map((word, index) => {
      const isLast = index === words.length - 1;
      const found = this.expand(word, isLast && endsOpen);
      if (found.length > 0) return found;
      const fuzzy = this.expandFuzzy(word);
      if (fuzzy.expansions.length > 0) corrections.push({ index, candidates: fuzzy.candidates });
      return fuzzy.expansions;
    });
    const scored = scoreQuery(expansions, {
      scratch: this.scratch,
      docSlot: this.docSlot,
      averageLengths: this.averageLengths(),
      documentCount: this.docs.size,
      shortFieldsOnly: options.shortFieldsOnly,
      isLive: this.isLive,
    });
    return { ...scored, exactSlots: this.exactCodeSlots(text), words, corrections };
  }

  /** The vocabulary word a stem is shown as, for 'did you mean'. */
  surfaceOf(term: string): string | null {
    return this.terms.get(term)?.bestSurface() ?? null;
  }

  private expand(word: string, asPrefix: boolean): WordExpansion[] {
    const stem = stemWord(word);
    const expansions: WordExpansion[] = [];
    const exact = this.terms.get(stem);
    if (exact) expansions.push({ entry: exact, weight: 1 });
    // One letter would expand to a large part of the dictionary for little meaning.
    if (!asPrefix || word.length < minPrefixLength) return expansions;
    const prefixes = word.startsWith(stem) ? [stem] : [stem, word];
    const seen = new Set<string>([stem]);
    for (const prefix of prefixes) {
      for (const [term, entry] of this.tree.atPrefix(prefix)) {
        if (seen.has(term)) continue;
        seen.add(term);
        const distance = term.length - prefix.length;
        // MiniSearch's prefix weight: close to 0.375, falling slowly with the untyped rest.
        expansions.push({ entry, weight: (0.375 * term.length) / (term.length + 0.3 * distance) });
      }
    }
    return expansions;
  }

  /** Only words made of letters are corrected: model codes and sizes must match as typed. */
  private expandFuzzy(word: string): { expansions: WordExpansion[]; candidates: string[] } {
    const stem = stemWord(word);
    const maxDistance = fuzzyDistanceFor(stem.length);
    if (maxDistance === 0 || !onlyLetters.test(stem)) return { expansions: [], candidates: [] };
    const matches = [...this.tree.fuzzyGet(stem, maxDistance)].map(([term, [entry, distance]]) => ({
      term,
      entry,
      distance,
    }));
    matches.sort(
      (a, b) =>
        a.distance - b.distance ||
        b.entry.documentFrequency - a.entry.documentFrequency ||
        (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    );
    const candidates: string[] = [];
    for (const match of matches) {
      const surface = match.entry.bestSurface();
      if (surface !== null && !candidates.includes(surface)) candidates.push(surface);
    }
    return {
      expansions: matches.map(({ term, entry, distance }) => ({
        entry,
        // MiniSearch's fuzzy weight.
        weight: (0.45 * term.length) / (term.length + distance),
      })),
      candidates,
    };
  }

  private entryFor(term: string): TermEntry {
    let entry = this.terms.get(term);
    if (!entry) {
      entry = new TermEntry();
      this.terms.set(term, entry);
      this.tree.set(term, entry);
    }
    return entry;
  }

  private averageLengths(): Float64Array {
    const averages = new Float64Array(fieldCount);
    const count = this.docs.size;
    for (let field = 0; field < fieldCount; field++) {
      averages[field] = count > 0 && this.lengthSums[field]! > 0 ? this.lengthSums[field]! / count : 1;
    }
    return averages;
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.docSlot.length) return;
    let capacity = this.docSlot.length;
    while (capacity < needed) capacity *= 2;
    const docSlot = new Int32Array(capacity).fill(-1);
    docSlot.set(this.docSlot);
    this.docSlot = docSlot;
    this.scratch.state = new Int32Array(capacity);
    this.scratch.score = new Float64Array(capacity);
    this.scratch.touched = new Int32Array(capacity);
    this.scratch.generation = 0;
  }

  /** After many re-indexed documents, start over with dense document numbers. */
  private renumber(): void {
    const sources = [...this.docs].sort((a, b) => a[1].doc - b[1].doc);
    this.terms.clear();
    this.tree.clear();
    this.codes.clear();
    this.docs.clear();
    this.docSlot.fill(-1);
    this.lengthSums.fill(0);
    this.nextDoc = 0;
    for (const [slot, { source }] of sources) this.add(slot, source);
  }
}

function listFor(entry: TermEntry, field: number): PostingList {
  return field < shortFieldCount ? entry.short : entry.longForWriting();
}

function codesOf(source: SearchableDocument): string[] {
  const codes = [codeKey(source.sku)];
  if (source.ean) codes.push(codeKey(source.ean));
  return codes.filter((code) => code.length > 0);
}
