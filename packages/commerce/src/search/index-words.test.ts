import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStopWord, splitWords, wordIndexTerms } from './dutch-analyzer.ts';
import { WordTable } from './index-words.ts';
import {
  DocumentAnalysis,
  fieldCount,
  fieldTexts,
  type SearchableDocument,
} from './text-fields.ts';

function scanned(table: WordTable, text: string): string[] {
  table.scan(text);
  return Array.from(table.found.subarray(0, table.foundCount), (word) => table.word(word));
}

const expectedWords = (text: string) => splitWords(text).filter((word) => !isStopWord(word));

/** Letters, digits, separators, accents, combining marks and characters that change length when lower-cased. */
const trickyText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'Wasmachine',
        'wasmachines',
        'WM-814',
        '8kg',
        'de',
        'Het',
        'één',
        'Café',
        'CRÈME',
        'programma’s',
        '€45',
        '21°C',
        'İstanbul',
        'ΣΑΣ',
        'e\u0301',
        'ﬁlter',
        'Straße',
        'K',
        '',
        ' ',
        '-',
        '.',
        '<p>',
        '\t',
        '\n',
        '\u0000',
        '\u00a0',
        '😀',
        'x\u0308y',
      ),
      fc.string({ unit: 'grapheme', maxLength: 6 }),
      fc.string({ unit: 'binary', maxLength: 6 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('index words', () => {
  it('finds the words splitWords finds, without stop words, for any text', () => {
    const table = new WordTable();
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(scanned(table, text)).toEqual(expectedWords(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives each word the terms wordIndexTerms gives, also after the table is emptied', () => {
    const table = new WordTable(5);
    const text = 'Wasmachines en wasdrogers, WM-814 8kg koelkast Koelkasten bokshandschoen';
    for (let round = 0; round < 3; round++) {
      table.scan(text);
      const words = Array.from(table.found.subarray(0, table.foundCount));
      expect(words.map((word) => table.word(word))).toEqual(expectedWords(text));
      for (const word of words) {
        const terms = [];
        for (let at = table.termsStart(word); at < table.termsEnd(word); at++) {
          terms.push(table.termTexts[table.term(at)]);
        }
        expect(terms).toEqual(wordIndexTerms(table.word(word)));
        expect(table.isLettersOnly(word)).toBe(/^[a-z]+$/.test(table.word(word)));
      }
      table.clearIfLarge();
      expect(table.size).toBe(0);
    }
  });

  it('reads words of any length, such as a long code in a description', () => {
    const table = new WordTable();
    const long = 'Ab1'.repeat(100_000);
    expect(scanned(table, `kort ${long} en ${long}.`)).toEqual([
      'kort',
      long.toLowerCase(),
      long.toLowerCase(),
    ]);
  });

  it('keeps finding words as the table grows past its first sizes', () => {
    const table = new WordTable();
    const text = Array.from({ length: 5000 }, (_, i) => `Woord${i.toString(36)}x model${i}`).join(
      ' ',
    );
    expect(scanned(table, text)).toEqual(expectedWords(text));
    expect(scanned(table, text.toUpperCase())).toEqual(expectedWords(text));
  });
});

/** The analysis as it was written first: a map per field, in order of first appearance. */
function referenceAnalysis(doc: SearchableDocument) {
  const isVocabularyField = [true, true, false, true, true, false];
  const splitsCompounds = [true, true, true, false, true, true];
  const texts = fieldTexts(doc);
  const fields: { terms: [string, number][]; length: number }[] = [];
  const surfaces: string[] = [];
  for (let field = 0; field < fieldCount; field++) {
    const counts = new Map<string, number>();
    let length = 0;
    for (const word of splitWords(texts[field]!)) {
      if (isStopWord(word)) continue;
      const all = wordIndexTerms(word);
      const terms = splitsCompounds[field] ? all.length : 1;
      if (isVocabularyField[field] && /^[a-z]+$/.test(word)) surfaces.push(all[0]!, word);
      for (let t = 0; t < terms; t++) counts.set(all[t]!, (counts.get(all[t]!) ?? 0) + 1);
      length += terms;
    }
    fields.push({ terms: [...counts], length });
  }
  return { fields, surfaces };
}

function analysed(analysis: DocumentAnalysis, doc: SearchableDocument) {
  analysis.analyze(doc);
  const fields = [];
  for (let field = 0; field < fieldCount; field++) {
    const terms: [string, number][] = [];
    for (let i = 0; i < analysis.termCounts[field]!; i++) {
      terms.push([analysis.terms[field]![i]!, analysis.frequencies[field]![i]!]);
    }
    fields.push({ terms, length: analysis.lengths[field]! });
  }
  return { fields, surfaces: analysis.surfaces.slice(0, analysis.surfaceCount) };
}

describe('document analysis', () => {
  const documentArb = fc.record({
    name: trickyText,
    brandName: fc.option(trickyText, { nil: null }),
    sku: trickyText,
    ean: fc.constant(null),
    productGroup: fc.option(trickyText, { nil: null }),
    keywords: trickyText,
    description: trickyText,
  });

  it('counts the same terms, lengths and vocabulary words as a map per field', () => {
    // A small table is emptied between documents now and then, which must change nothing.
    for (const analysis of [new DocumentAnalysis(), new DocumentAnalysis(new WordTable(20))]) {
      fc.assert(
        fc.property(fc.array(documentArb, { minLength: 1, maxLength: 5 }), (docs) => {
          for (const doc of docs) expect(analysed(analysis, doc)).toEqual(referenceAnalysis(doc));
        }),
        { numRuns: 500 },
      );
    }
  });

  it('counts repeated words within a field and across fields separately', () => {
    const doc = {
      name: 'Wasmachine wasmachine WASMACHINES',
      brandName: 'Voltana',
      sku: 'WM-814',
      ean: null,
      productGroup: 'Wasmachine',
      keywords: 'Wasmachines Witgoed',
      description: '<p>Een wasmachine van 8 kg. De wasmachine is stil.</p>',
    };
    expect(analysed(new DocumentAnalysis(), doc)).toEqual(referenceAnalysis(doc));
  });
});
