/** MiniSearch's BM25+ weighting: a term's rarity (idf) and its weight in a field of a length. */
import { fieldBoosts, fieldCount } from './text-fields.ts';
import type { TermEntry } from './term-postings.ts';
import type { WordExpansion } from './word-terms.ts';

/** MiniSearch's BM25+ parameters. */
const k = 1.2;

const b = 0.7;

const d = 0.5;

/** Field lengths below this get their once-per-term factor from a table (names, brands, codes). */
export const tabledLengths = 64;

/** A term occurring once in a field of this length contributes termWeight × this. */
function unitFactor(field: number, length: number, averageLengths: Float64Array): number {
  return fieldFactor(field, 1, length, averageLengths);
}

/** Per field and short length, the factor of a word found once there (most entries are). */
export function unitFactorTable(averageLengths: Float64Array): Float64Array {
  const unitFactors = new Float64Array(fieldCount * tabledLengths);
  for (let field = 0; field < fieldCount; field++) {
    for (let length = 0; length < tabledLengths; length++) {
      unitFactors[field * tabledLengths + length] = unitFactor(field, length, averageLengths);
    }
  }
  return unitFactors;
}

export function fieldFactor(
  field: number,
  frequency: number,
  length: number,
  averageLengths: Float64Array,
): number {
  const relativeLength = length / averageLengths[field]!;
  const saturation = (frequency * (k + 1)) / (frequency + k * (1 - b + b * relativeLength));
  return fieldBoosts[field]! * (d + saturation);
}

export function idfOf(entry: TermEntry, documentCount: number): number {
  return idfFor(entry.documentFrequency, documentCount);
}

function idfFor(df: number, documentCount: number): number {
  return Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
}

/**
 * The idf the completions of one unfinished word share: that of the most common of them, as
 * Lucene blends a word's expanded terms. The typed letters are what the shopper gave; were each
 * completion weighed by its own rarity, a code's rare revision ('wms912c', one product) would
 * outrank the closer common code ('wms912', four brands), and which of two such products came
 * first would hang on counts of products that have nothing to do with the search.
 */
export function sharedIdf(terms: WordExpansion[], documentCount: number): number {
  let df = 0;
  for (const { entry } of terms) df = Math.max(df, entry.documentFrequency);
  return idfFor(df, documentCount);
}
