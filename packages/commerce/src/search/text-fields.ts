/**
 * The searchable fields, their weights and how a document is cut into terms. Names weigh most;
 * descriptions least, so a dryer whose description mentions a washing machine never outranks the
 * washing machines themselves.
 */
import { isStopWord, splitWords, wordIndexTerms } from './dutch-analyzer.ts';

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
 * The product group is a short field, so autocomplete reads it too: typing 'wasm' must bring the
 * washing machines (group 'Wasmachine') before a 'Tussenstuk wasmachine/droger', whose shorter
 * name alone would score higher. Full search gets the same signal from the category names in the
 * keywords as well.
 */
export const fieldCount = 6;
/** Fields below this number are the short ones autocomplete reads. */
export const shortFieldCount = 4;

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
 * such as 'was' would read its entries twice more in every autocomplete.
 */
const splitsCompounds = [true, true, true, false, true, true];
const lettersOnly = /^[a-z]+$/;

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

/**
 * Term frequencies per field (into reused maps, cleared first), field lengths, and the
 * (stem, word) pairs of the vocabulary fields.
 */
export function analyzeDocument(
  doc: SearchableDocument,
  frequencies: Map<string, number>[],
  lengths: Uint16Array,
  surfaces: string[],
): void {
  const texts = fieldTexts(doc);
  surfaces.length = 0;
  for (let field = 0; field < fieldCount; field++) {
    const counts = frequencies[field]!;
    counts.clear();
    let length = 0;
    for (const word of splitWords(texts[field]!)) {
      if (isStopWord(word)) continue;
      const allTerms = wordIndexTerms(word);
      const terms = splitsCompounds[field] ? allTerms.length : 1;
      // Only words of letters are ever proposed back (codes are not corrected).
      if (isVocabularyField[field] && lettersOnly.test(word)) surfaces.push(allTerms[0]!, word);
      for (let t = 0; t < terms; t++) counts.set(allTerms[t]!, (counts.get(allTerms[t]!) ?? 0) + 1);
      length += terms;
    }
    lengths[field] = Math.min(length, 65_535);
  }
}

/** Exact-code key: SKU and EAN compare case-insensitively, surrounding spaces ignored. */
export function codeKey(text: string): string {
  return text.trim().toLowerCase();
}
