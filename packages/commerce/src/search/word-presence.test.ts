import { describe, expect, it } from 'vitest';
import { createRandom } from '../seed/random.ts';
import { packEntry, TermEntry } from './term-postings.ts';
import type { WordTerms } from './word-terms.ts';
import { isKept, keptDocuments } from './word-presence.ts';

const documentCount = 300;

/** A term in random documents, in a short field, a long one or both (ascending, as indexed). */
function randomTerm(random: () => number, share: number): TermEntry {
  const entry = new TermEntry();
  for (let doc = 0; doc < documentCount; doc++) {
    if (random() >= share) continue;
    const where = random();
    if (where < 0.6) entry.short.push(doc, packEntry(0, 1, 3));
    if (where >= 0.3) entry.longForWriting().push(doc, packEntry(5, 1, 40));
  }
  return entry;
}

/** What the scoring would find: per document the words reaching it, the most-words tier. */
function expected(words: WordTerms[], live: (doc: number) => boolean): number[] {
  const counts = Array.from({ length: documentCount }, (_, doc) => {
    if (!live(doc)) return 0;
    const reaches = (list: { entries: Int32Array; length: number }) =>
      Array.from({ length: list.length }, (_, i) => list.entries[i * 2]).includes(doc);
    return words.filter(
      ({ whole, prefix }) =>
        whole.some(({ entry }) => reaches(entry.short) || (entry.long && reaches(entry.long))) ||
        prefix.some(({ entry }) => reaches(entry.short)),
    ).length;
  });
  const most = Math.max(...counts);
  return most === 0 ? [] : counts.flatMap((count, doc) => (count === most ? [doc] : []));
}

describe('keptDocuments', () => {
  it('keeps the documents with every word, else those with the most words, never removed ones', () => {
    const generator = createRandom(7);
    const random = () => generator.next();
    for (let round = 0; round < 60; round++) {
      const wordCount = 2 + Math.floor(random() * 9);
      const words: WordTerms[] = Array.from({ length: wordCount }, () => ({
        whole: Array.from({ length: Math.floor(random() * 3) }, () => ({
          entry: randomTerm(random, random() * 0.6),
          weight: 1,
        })),
        prefix: random() < 0.3 ? [{ entry: randomTerm(random, random() * 0.3), weight: 0.5 }] : [],
      }));
      const docSlot = new Int32Array(documentCount).map((_, doc) => (random() < 0.1 ? -1 : doc));
      // Removing a document leaves a dead entry in every list that held it.
      for (const { whole, prefix } of words) {
        for (const { entry } of [...whole, ...prefix]) {
          entry.short.dead = 1;
          if (entry.long) entry.long.dead = 1;
        }
      }
      const kept = keptDocuments(words, documentCount, docSlot, {})!;
      const found = Array.from({ length: documentCount }, (_, doc) => doc).filter((doc) =>
        isKept(kept, doc),
      );
      expect(found).toEqual(expected(words, (doc) => docSlot[doc]! >= 0));
    }
  });

  it('leaves a single word unfiltered', () => {
    const generator = createRandom(1);
    const entry = randomTerm(() => generator.next(), 0.5);
    const words: WordTerms[] = [{ whole: [{ entry, weight: 1 }], prefix: [] }];
    expect(keptDocuments(words, documentCount, new Int32Array(documentCount), {})).toBeNull();
  });
});
