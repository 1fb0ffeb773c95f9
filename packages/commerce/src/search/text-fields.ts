/**
 * The searchable fields, their weights and how a document is cut into terms. Names weigh most;
 * descriptions least, so a dryer whose description mentions a washing machine never outranks the
 * washing machines themselves.
 */
import { dutchAnalyzer } from './dutch-analyzer.ts';
import { WordTable } from './index-words.ts';
import type { TextAnalyzer } from './language-analyzer.ts';

/** What the text index reads from a product. `IndexedProduct` satisfies it. */
export interface SearchableDocument {
  name: string;
  brandName: string | null;
  sku: string;
  ean: string | null;
  /** What the product is ('Wasmachine'); optional. */
  productGroup?: string | null | undefined;
  keywords: string;
  description: string;
}

/**
 * Indexed fields: name, brand, SKU, product group, keywords, description. The EAN is not cut into
 * terms: nobody types half a barcode, and 100,000 unique numbers would double the dictionary. It
 * is found through the exact-code lookup instead.
 *
 * The product group is a short field, so completions read it too: typing 'wasm' must bring the
 * washing machines (group 'Wasmachine') before a 'Tussenstuk wasmachine/droger', whose shorter
 * name alone would score higher. Full search gets the same signal from the category names in the
 * keywords as well.
 */
export const fieldCount = 6;
/** Fields below this number are the short ones the completions of an unfinished word read. */
export const shortFieldCount = 4;

/**
 * The description's field number. A product that a query reaches only through descriptions
 * ('wasmachine' in a dryer's text) is left out when others match in their own fields (ADR 0004).
 */
export const descriptionField = 5;

/** Boost per field, in field-number order. */
export const fieldBoosts = Float64Array.of(6, 3, 3, 3, 1.5, 0.5);

export function fieldTexts(doc: SearchableDocument): string[] {
  return [
    doc.name,
    doc.brandName ?? '',
    doc.sku,
    doc.productGroup ?? '',
    doc.keywords,
    doc.description,
  ];
}

/** Fields whose words may be proposed back ('did you mean'): name, brand, product group, keywords. */
const isVocabularyField = [true, true, false, true, true, false];
/**
 * Fields that also index the parts of compounds. Not the product group: it tells what the product
 * is as a whole ('Wasmachine'), the name already gives 'machine' and 'was', and short prefixes
 * such as 'was' would read its entries twice more in every completion.
 */
const splitsCompounds = [true, true, true, false, true, true];

/** Whether two documents would be indexed identically (so a price or stock change skips re-indexing). */
export function sameSearchableText(a: SearchableDocument, b: SearchableDocument): boolean {
  return (
    a.name === b.name &&
    a.brandName === b.brandName &&
    a.sku === b.sku &&
    a.ean === b.ean &&
    (a.productGroup ?? '') === (b.productGroup ?? '') &&
    a.keywords === b.keywords &&
    a.description === b.description
  );
}

/** Known words per language, shared by every index of that language (see index-words.ts). */
const sharedWords = new Map<TextAnalyzer, WordTable>();

export function sharedWordTable(analyzer: TextAnalyzer): WordTable {
  let table = sharedWords.get(analyzer);
  if (!table) sharedWords.set(analyzer, (table = new WordTable(undefined, analyzer)));
  return table;
}

/**
 * A document cut into terms: per field its distinct terms in order of first appearance
 * (`terms[field]`, the first `termCounts[field]` entries) with their frequencies, the field
 * lengths, and the (stem, word) pairs of the vocabulary fields (the first `surfaceCount` entries
 * of `surfaces`). Reused from document to document; read it before analysing the next one.
 */
export class DocumentAnalysis {
  readonly terms: string[][] = Array.from({ length: fieldCount }, () => []);
  readonly frequencies: number[][] = Array.from({ length: fieldCount }, () => []);
  readonly termCounts = new Int32Array(fieldCount);
  readonly lengths = new Uint16Array(fieldCount);
  readonly surfaces: string[] = [];
  surfaceCount = 0;
  /** Per term number: the field pass that last counted it, and its count in that pass. */
  private stamps = new Int32Array(1024);
  private counts = new Int32Array(1024);
  private counted = new Int32Array(1024);
  private stamp = 0;

  constructor(private readonly words: WordTable = sharedWordTable(dutchAnalyzer)) {}

  analyze(doc: SearchableDocument): void {
    const { words } = this;
    words.clearIfLarge();
    const texts = fieldTexts(doc);
    const { surfaces } = this;
    let surfaceCount = 0;
    for (let field = 0; field < fieldCount; field++) {
      const stamp = ++this.stamp;
      const split = splitsCompounds[field]!;
      const vocabulary = isVocabularyField[field]!;
      let distinct = 0;
      let length = 0;
      words.scan(texts[field]!);
      if (words.termCount > this.stamps.length) this.growCounters(words.termCount);
      const { found, foundCount } = words;
      const { stamps, counts } = this;
      if (foundCount * 3 > this.counted.length) this.counted = new Int32Array(foundCount * 6);
      const counted = this.counted;
      for (let w = 0; w < foundCount; w++) {
        const word = found[w]!;
        const first = words.termsStart(word);
        const end = split ? words.termsEnd(word) : first + 1;
        if (vocabulary && words.isLettersOnly(word)) {
          surfaces[surfaceCount++] = words.termTexts[words.term(first)]!;
          surfaces[surfaceCount++] = words.word(word);
        }
        for (let at = first; at < end; at++) {
          const term = words.term(at);
          if (stamps[term] !== stamp) {
            stamps[term] = stamp;
            counts[term] = 0;
            counted[distinct++] = term;
          }
          counts[term]!++;
        }
        length += end - first;
      }
      const terms = this.terms[field]!;
      const frequencies = this.frequencies[field]!;
      for (let i = 0; i < distinct; i++) {
        terms[i] = words.termTexts[counted[i]!]!;
        frequencies[i] = counts[counted[i]!]!;
      }
      this.termCounts[field] = distinct;
      this.lengths[field] = Math.min(length, 65_535);
    }
    this.surfaceCount = surfaceCount;
  }

  private growCounters(size: number): void {
    const capacity = Math.max(size, this.stamps.length * 2);
    const stamps = new Int32Array(capacity);
    stamps.set(this.stamps);
    this.stamps = stamps;
    const counts = new Int32Array(capacity);
    counts.set(this.counts);
    this.counts = counts;
  }
}

/** Exact-code key: SKU and EAN compare case-insensitively, surrounding spaces ignored. */
export function codeKey(text: string): string {
  return text.trim().toLowerCase();
}
