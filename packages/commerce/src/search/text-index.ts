/**
 * The product text index: MiniSearch's radix tree (`SearchableMap`) as the term dictionary for
 * prefix and fuzzy term lookup (term-dictionary.ts), with our own typed-array posting lists and
 * BM25 scoring (text-scoring.ts).
 *
 * Why not `MiniSearch#search` itself: at 100,000 products one common term ('wasmachine', 13,000
 * hits) took 42 ms and indexing took 5 s on this machine, because every hit becomes several
 * objects. The budget is 5 ms per search and 8 s for the whole catalogue build. The scoring here
 * follows MiniSearch's (BM25+, its prefix and fuzzy weights, AND first and OR as fallback), except
 * that a word expanded to several terms counts its best term per document, not their sum (see
 * text-scoring.ts).
 *
 * Documents are addressed by the caller's slot number; internally each indexed version of a
 * document gets a fresh text-document number so stale posting entries can never be mistaken for
 * a later document in the same slot.
 */
import { shopConstants } from '../config/constants.ts';
import { dutchAnalyzer } from './dutch-analyzer.ts';
import type { TextAnalyzer } from './language-analyzer.ts';
import { SlotsByKey } from './slots-by-key.ts';
import { TermDictionary } from './term-dictionary.ts';
import { fieldOf, packEntry, type PostingList, type TermEntry } from './term-postings.ts';
import {
  codeKey,
  DocumentAnalysis,
  fieldCount,
  sharedWordTable,
  shortFieldCount,
  type SearchableDocument,
} from './text-fields.ts';
import type { ScoringScratch } from './scoring-scratch.ts';
import { scoreQuery } from './text-scoring.ts';
import { drain, itemsPerStep, type Steps } from './time-slices.ts';
import type { WordTerms } from './word-terms.ts';
import { endsOpenText, expandFuzzy, expandPrefix, expandWhole, isKnown } from './word-expansion.ts';

export interface TextSearchOptions {
  /**
   * The last word may be unfinished: it also matches the longer words it may become, in the short
   * fields (name, brand, SKU, product group), ranked after the products the word as typed
   * matches. The catalogue's searches all ask for it (ADR 0004); a last word followed by a space
   * or a mark is complete either way.
   */
  prefixLast: boolean;
  /** Whether an unknown word may be corrected; not when another language knows it (ADR 0040). */
  correctable?: ((word: string, open: boolean) => boolean) | undefined;
}

export interface TextSearchResult {
  /**
   * Matching slots with their scores at the same positions: first, unordered, those the words
   * reach as typed, then those the unfinished last word reaches only as the start of a longer
   * word. Views into memory the next search reuses: read them before searching again.
   */
  slots: Int32Array;
  scores: Float64Array;
  /** How many slots the words reach as typed: all without an unfinished word, or with OR. */
  asTypedCount: number;
  /**
   * Computes the scores of the slots after `asTypedCount`, which are left out until asked for:
   * they rank after all the others, so a first page rarely needs them. Writes into `scores` (or a
   * copy that keeps the same positions); null when every score is there. Valid until the next
   * search.
   */
  completeScores: ((scores: Float64Array) => void) | null;
  /** Slots whose SKU or EAN equals the whole text. */
  exactSlots: number[];
  /** The typed words (normalised, stop words dropped). */
  words: string[];
  /** Words the vocabulary did not know and that were matched fuzzily, with proposed words. */
  corrections: { index: number; candidates: string[] }[];
  combinedWith: 'AND' | 'OR';
}

/** Pending posting entries per chunk of a bulk build (three numbers each). */
const pendingChunkSize = 3 * 65_536;

/** Posting entries and terms per step of a bulk build: each is a few array writes. */
const bulkItemsPerStep = 16_384;

/** At most this many words take part; a bit mask per document tracks which matched. */
const maxWords = 16;

export class ProductTextIndex {
  private readonly terms = new TermDictionary();
  private readonly codes = new SlotsByKey();
  /** Per slot, its text document (-1 for none) and what was indexed. */
  private docOfSlot = new Int32Array(1024).fill(-1);
  private sourceOfSlot: (SearchableDocument | undefined)[] = [];
  private liveDocuments = 0;
  private docSlot = new Int32Array(1024).fill(-1);
  private nextDoc = 0;
  private readonly lengthSums = new Float64Array(fieldCount);
  private readonly scratch: ScoringScratch = {
    state: new Int32Array(1024),
    score: new Float64Array(1024),
    touched: new Int32Array(1024),
    generation: 0,
    prefixOnly: new Int32Array(1024),
    strong: new Int32Array(1024),
    resultSlots: new Int32Array(1024),
    resultScores: new Float64Array(1024),
    resultDocs: new Int32Array(1024),
  };
  private readonly analysis: DocumentAnalysis;
  private readonly isLive = (doc: number): boolean => this.docSlot[doc]! >= 0;

  /** Texts are cut into terms by the analyzer of their language, Dutch by default. */
  constructor(readonly analyzer: TextAnalyzer = dutchAnalyzer) {
    this.analysis = new DocumentAnalysis(sharedWordTable(analyzer));
  }

  get documentCount(): number {
    return this.liveDocuments;
  }

  /** Every slot the index holds, and so every slot a search returns, is below this. */
  get slotLimit(): number {
    return this.docOfSlot.length;
  }

  private has(slot: number): boolean {
    return slot < this.docOfSlot.length && this.docOfSlot[slot]! >= 0;
  }

  add(slot: number, source: SearchableDocument): void {
    if (this.has(slot)) this.remove(slot);
    const doc = this.register(slot, source);
    const { terms, frequencies, termCounts, lengths } = this.analysis;
    for (let field = 0; field < fieldCount; field++) {
      const length = lengths[field]!;
      const fieldTerms = terms[field]!;
      const fieldFrequencies = frequencies[field]!;
      for (let i = 0; i < termCounts[field]!; i++) {
        listFor(this.countedEntry(fieldTerms[i]!, doc), field).push(
          doc,
          packEntry(field, fieldFrequencies[i]!, length),
        );
      }
    }
  }

  /**
   * Gives the source a text-document number and records everything but its posting entries:
   * field lengths, vocabulary words, codes. Leaves the analysis in `analysis`.
   */
  private register(slot: number, source: SearchableDocument, mayRenumber = true): number {
    if (mayRenumber && this.nextDoc > 2 * this.liveDocuments + 4096) this.renumber();
    const doc = this.nextDoc++;
    this.ensureCapacity(doc + 1);
    this.docSlot[doc] = slot;
    if (slot >= this.docOfSlot.length) {
      const grown = new Int32Array(Math.max(slot + 1, this.docOfSlot.length * 2)).fill(-1);
      grown.set(this.docOfSlot);
      this.docOfSlot = grown;
    }
    this.docOfSlot[slot] = doc;
    this.sourceOfSlot[slot] = source;
    this.liveDocuments++;
    const { lengths, surfaces } = this.analysis;
    this.analysis.analyze(source);
    for (let field = 0; field < fieldCount; field++) this.lengthSums[field]! += lengths[field]!;
    for (let i = 0; i < this.analysis.surfaceCount; i += 2) {
      this.terms.entryFor(surfaces[i]!).addSurface(surfaces[i + 1]!, 1);
    }
    for (const code of codesOf(source)) this.codes.add(code, slot);
    return doc;
  }

  /** The term's entry, with the document counted once in its document frequency. */
  private countedEntry(term: string, doc: number): TermEntry {
    const entry = this.terms.entryFor(term);
    if (entry.lastDoc !== doc) {
      entry.lastDoc = doc;
      entry.documentFrequency++;
    }
    return entry;
  }

  /**
   * Adds many documents to an empty index in two passes: analyse everything into one flat array
   * while counting each posting list's size, then allocate every list once at its final size and
   * fill it in the same order `add` would. At 100,000 products this halves the build, most of
   * which was garbage collection of grown-and-dropped posting arrays.
   */
  addAll(batch: readonly { slot: number; source: SearchableDocument }[]): void {
    drain(this.addAllSteps(batch));
  }

  /** `addAll` as steps (see time-slices.ts). */
  *addAllSteps(batch: readonly { slot: number; source: SearchableDocument }[]): Steps {
    if (this.liveDocuments > 0 || this.nextDoc > 0) {
      for (let n = 0; n < batch.length; n++) {
        if (n % itemsPerStep === itemsPerStep - 1) yield;
        this.add(batch[n]!.slot, batch[n]!.source);
      }
      return;
    }
    this.terms.bulkLoading = true;
    const entries: TermEntry[] = [];
    const { terms, frequencies, termCounts, lengths } = this.analysis;
    // (term id, document, packed entry) per posting entry, in `add` order, in fixed-size chunks
    // (a single growing array would be copied over and over).
    const chunks: Int32Array[] = [];
    let chunk = new Int32Array(pendingChunkSize);
    let used = 0;
    for (let n = 0; n < batch.length; n++) {
      if (n % itemsPerStep === itemsPerStep - 1) yield;
      const { slot, source } = batch[n]!;
      if (this.has(slot)) this.remove(slot);
      // No renumbering mid-batch: the pending entries hold document numbers.
      const doc = this.register(slot, source, false);
      for (let field = 0; field < fieldCount; field++) {
        const length = lengths[field]!;
        const fieldTerms = terms[field]!;
        const fieldFrequencies = frequencies[field]!;
        const short = field < shortFieldCount;
        for (let i = 0; i < termCounts[field]!; i++) {
          const frequency = fieldFrequencies[i]!;
          const entry = this.countedEntry(fieldTerms[i]!, doc);
          let id = entry.bulkId;
          if (id < 0) {
            id = entries.length;
            entries.push(entry);
            entry.bulkId = id;
          }
          if (short) entry.pendingShort++;
          else entry.pendingLong++;
          if (used === pendingChunkSize) {
            chunks.push(chunk);
            chunk = new Int32Array(pendingChunkSize);
            used = 0;
          }
          chunk[used++] = id;
          chunk[used++] = doc;
          chunk[used++] = packEntry(field, frequency, length);
        }
      }
    }
    chunks.push(chunk.subarray(0, used));
    // Every list gets its final size as a piece of one shared array: one allocation instead of
    // one per list (a list that grows later moves to an array of its own).
    let total = 0;
    for (let n = 0; n < entries.length; n++) {
      if (n % bulkItemsPerStep === 0) yield;
      const entry = entries[n]!;
      total += entry.short.length + entry.pendingShort;
      if (entry.pendingLong > 0) total += entry.longForWriting().length + entry.pendingLong;
    }
    const pool = new Int32Array(total * 2);
    let offset = 0;
    for (let n = 0; n < entries.length; n++) {
      if (n % bulkItemsPerStep === 0) yield;
      const entry = entries[n]!;
      offset = entry.short.adopt(pool, offset, entry.pendingShort);
      if (entry.pendingLong > 0)
        offset = entry.longForWriting().adopt(pool, offset, entry.pendingLong);
      entry.pendingShort = 0;
      entry.pendingLong = 0;
      entry.bulkId = -1;
    }
    for (const pending of chunks) {
      for (let i = 0; i < pending.length; i += 3) {
        if (i % (3 * bulkItemsPerStep) === 0) yield;
        const entry = entries[pending[i]!]!;
        const packed = pending[i + 2]!;
        listFor(entry, fieldOf(packed)).push(pending[i + 1]!, packed);
      }
    }
    this.terms.bulkLoading = false;
  }

  remove(slot: number): void {
    if (!this.has(slot)) return;
    const doc = this.docOfSlot[slot]!;
    const source = this.sourceOfSlot[slot]!;
    this.docOfSlot[slot] = -1;
    this.sourceOfSlot[slot] = undefined;
    this.liveDocuments--;
    this.docSlot[doc] = -1;
    const { terms, termCounts, lengths, surfaces } = this.analysis;
    this.analysis.analyze(source);
    for (let i = 0; i < this.analysis.surfaceCount; i += 2) {
      this.terms.get(surfaces[i]!)?.addSurface(surfaces[i + 1]!, -1);
    }
    for (let field = 0; field < fieldCount; field++) {
      this.lengthSums[field]! -= lengths[field]!;
      for (let i = 0; i < termCounts[field]!; i++) {
        const term = terms[field]![i]!;
        const entry = this.terms.get(term);
        if (!entry) continue;
        listFor(entry, field).dead++;
        if (entry.lastRemovedDoc !== doc) {
          entry.lastRemovedDoc = doc;
          entry.documentFrequency--;
        }
        if (entry.documentFrequency === 0) this.terms.delete(term);
      }
    }
    for (const code of codesOf(source)) this.codes.delete(code, slot);
  }

  /** Slots whose SKU or EAN equals the text (case-insensitive). */
  exactCodeSlots(text: string): number[] {
    return this.codes.get(codeKey(text));
  }

  search(text: string, options: TextSearchOptions): TextSearchResult {
    // A repeated word asks nothing new of an AND search, but would read its postings again.
    const { analyzer } = this;
    const words = [
      ...new Set(analyzer.splitWords(text).filter((word) => !analyzer.isStopWord(word))),
    ].slice(0, maxWords);
    const endsOpen = endsOpenText(text, options.prefixLast);
    const corrections: TextSearchResult['corrections'] = [];
    let fuzzyLeft = shopConstants.search.maxFuzzyWords;
    const expansions = words.map((word, index): WordTerms => {
      const whole = expandWhole(this.terms, word, analyzer.stemWord);
      const open = endsOpen && index === words.length - 1;
      const prefix = open ? expandPrefix(this.terms, word, analyzer.stemWord) : [];
      if (whole.length > 0 || prefix.length > 0) return { whole, prefix };
      if (options.correctable && !options.correctable(word, open)) return { whole: [], prefix: [] };
      // Each correction walks the dictionary: a text of many unknown words gets a few.
      if (fuzzyLeft-- <= 0) return { whole: [], prefix: [] };
      const fuzzy = expandFuzzy(this.terms, word, analyzer.stemWord);
      if (fuzzy.expansions.length > 0) corrections.push({ index, candidates: fuzzy.candidates });
      return { whole: fuzzy.expansions, prefix: [] };
    });
    const scored = scoreQuery(expansions, {
      scratch: this.scratch,
      docSlot: this.docSlot,
      averageLengths: this.averageLengths(),
      documentCount: this.liveDocuments,
      isLive: this.isLive,
    });
    return { ...scored, exactSlots: this.exactCodeSlots(text), words, corrections };
  }

  /** Whether `search` matches the word without correcting it (see `isKnown`). */
  knowsWord(word: string, open: boolean): boolean {
    return isKnown(this.terms, word, open, this.analyzer.stemWord);
  }

  private averageLengths(): Float64Array {
    const averages = new Float64Array(fieldCount);
    const count = this.liveDocuments;
    for (let field = 0; field < fieldCount; field++) {
      averages[field] =
        count > 0 && this.lengthSums[field]! > 0 ? this.lengthSums[field]! / count : 1;
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
    this.scratch.prefixOnly = new Int32Array(capacity);
    this.scratch.strong = new Int32Array(capacity);
    this.scratch.generation = 0;
  }

  /** After many re-indexed documents, start over with dense document numbers. */
  private renumber(): void {
    const sources: { slot: number; doc: number; source: SearchableDocument }[] = [];
    this.docOfSlot.forEach((doc, slot) => {
      if (doc >= 0) sources.push({ slot, doc, source: this.sourceOfSlot[slot]! });
    });
    sources.sort((a, b) => a.doc - b.doc);
    this.terms.clear();
    this.codes.clear();
    this.docOfSlot.fill(-1);
    this.sourceOfSlot = [];
    this.liveDocuments = 0;
    this.docSlot.fill(-1);
    this.lengthSums.fill(0);
    this.nextDoc = 0;
    for (const { slot, source } of sources) this.add(slot, source);
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
