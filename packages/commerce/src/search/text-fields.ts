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
  keywords: string;
  description: string;
}

/**
 * Indexed fields: name, brand, SKU, keywords, description. The EAN is not cut into terms: nobody
 * types half a barcode, and 100,000 unique numbers would double the dictionary. It is found
 * through the exact-code lookup instead.
 */
export const fieldCount = 5;
/** Fields below this number are the short ones autocomplete reads. */
export const shortFieldCount = 3;

/** Boost per field, in field-number order. */
export const fieldBoosts = Float64Array.of(6, 3, 3, 1.5, 0.5);

export function fieldTexts(doc: SearchableDocument): string[] {
  return [doc.name, doc.brandName ?? '', doc.sku, doc.keywords, doc.description];
}

/** Fields whose words may be proposed back to the shopper ('did you mean'): name, brand, keywords. */
const isVocabularyField = [true, true, false, true, false];
const lettersOnly = /^[a-z]+$/;

/** Whether two documents would be indexed identically (so a price or stock change skips re-indexing). */
export function sameSearchableText(a: SearchableDocument, b: SearchableDocument): boolean {
  return (
    a.name === b.name &&
    a.brandName === b.brandName &&
    a.sku === b.sku &&
    a.ean === b.ean &&
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
      const terms = wordIndexTerms(word);
      // Only words of letters are ever proposed back (codes are not corrected).
      if (isVocabularyField[field] && lettersOnly.test(word)) surfaces.push(terms[0]!, word);
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      length += terms.length;
    }
    lengths[field] = Math.min(length, 65_535);
  }
}

/** Exact-code key: SKU and EAN compare case-insensitively, surrounding spaces ignored. */
export function codeKey(text: string): string {
  return text.trim().toLowerCase();
}
