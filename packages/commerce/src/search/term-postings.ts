/**
 * One term's posting lists. Entries are (text document, field, term frequency) in growable typed
 * arrays, split into the short fields (name, brand, codes) that autocomplete reads and the long
 * ones (keywords, description) only full search reads, so autocomplete never walks descriptions.
 * Removed documents leave dead entries behind; they are skipped and compacted away lazily, which
 * keeps removal cheap for terms that occur in every description.
 */

/** Field number and term frequency packed in 16 bits: 3 bits field, 13 bits frequency. */
const fieldShift = 13;
const frequencyMask = (1 << fieldShift) - 1;

export class PostingList {
  docs = new Int32Array(4);
  packed = new Uint16Array(4);
  length = 0;
  dead = 0;

  push(doc: number, field: number, frequency: number): void {
    if (this.length === this.docs.length) {
      const docs = new Int32Array(this.length * 2);
      docs.set(this.docs);
      this.docs = docs;
      const packed = new Uint16Array(this.length * 2);
      packed.set(this.packed);
      this.packed = packed;
    }
    this.docs[this.length] = doc;
    this.packed[this.length] = (field << fieldShift) | Math.min(frequency, frequencyMask);
    this.length++;
  }

  /** Drops entries of dead documents once they are half the list. */
  compactIfWorthIt(isLive: (doc: number) => boolean): void {
    if (this.dead * 2 < this.length) return;
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const doc = this.docs[i]!;
      if (!isLive(doc)) continue;
      this.docs[kept] = doc;
      this.packed[kept] = this.packed[i]!;
      kept++;
    }
    this.length = kept;
    this.dead = 0;
  }
}

export function fieldOf(packed: number): number {
  return packed >>> fieldShift;
}

export function frequencyOf(packed: number): number {
  return packed & frequencyMask;
}

/** Everything the index knows about one analysed term. */
export class TermEntry {
  readonly short = new PostingList();
  readonly long = new PostingList();
  /** Live documents containing the term in any field (for idf). */
  documentFrequency = 0;
  /** Original words (names, brands, keywords) that stem to this term, with counts: the words 'did you mean' proposes. */
  surfaces: Map<string, number> | null = null;

  constructor(readonly term: string) {}

  addSurface(word: string, delta: number): void {
    this.surfaces ??= new Map();
    const count = (this.surfaces.get(word) ?? 0) + delta;
    if (count > 0) this.surfaces.set(word, count);
    else this.surfaces.delete(word);
  }

  /** The most frequent original word, ties alphabetical; null when only descriptions or codes have it. */
  bestSurface(): string | null {
    let best: string | null = null;
    let bestCount = 0;
    for (const [word, count] of this.surfaces ?? []) {
      if (count > bestCount || (count === bestCount && best !== null && word < best)) {
        best = word;
        bestCount = count;
      }
    }
    return best;
  }
}
