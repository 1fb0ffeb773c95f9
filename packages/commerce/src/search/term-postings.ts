/**
 * One term's posting lists. Entries are (text document, field, frequency, length) in one
 * growable Int32Array, split into the short fields (name, brand, SKU) that autocomplete reads and
 * the long ones (keywords, description) only full search reads, so autocomplete never walks
 * descriptions. Removed documents leave dead entries behind; they are skipped and compacted away
 * lazily, which keeps removal cheap for terms that occur in every description.
 */

/**
 * Field number, term frequency and field length packed in one int (3, 8 and 16 bits), so scoring
 * reads everything about an entry from the posting list itself instead of per-document tables.
 */
const fieldShift = 24;
const frequencyShift = 16;
const maxFrequency = 255;
const maxLength = 65_535;

export function packEntry(field: number, frequency: number, length: number): number {
  return (
    (field << fieldShift) |
    (Math.min(frequency, maxFrequency) << frequencyShift) |
    Math.min(length, maxLength)
  );
}

/** Most terms occur in one or two documents (codes); they share this until their first entry. */
const noEntries = new Int32Array(0);

export class PostingList {
  /** Interleaved: document at 2i, packed field, frequency and length at 2i+1. */
  entries = noEntries;
  /** Number of entries (pairs). */
  length = 0;
  dead = 0;

  /**
   * Takes `pool[offset, offset + 2 * count)`, past its current entries, as room for `count` more
   * entries after them (bulk builds size every list at once). Returns the offset after it.
   */
  adopt(pool: Int32Array<ArrayBuffer>, offset: number, count: number): number {
    const end = offset + (this.length + count) * 2;
    const room = pool.subarray(offset, end);
    room.set(this.entries.subarray(0, this.length * 2));
    this.entries = room;
    return end;
  }

  push(doc: number, packed: number): void {
    if (this.length * 2 === this.entries.length) {
      const grown = new Int32Array(Math.max(2, this.length * 4));
      grown.set(this.entries);
      this.entries = grown;
    }
    this.entries[this.length * 2] = doc;
    this.entries[this.length * 2 + 1] = packed;
    this.length++;
  }

  /** Drops entries of dead documents once they are half the list. */
  compactIfWorthIt(isLive: (doc: number) => boolean): void {
    if (this.dead * 2 < this.length) return;
    const entries = this.entries;
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const doc = entries[i * 2]!;
      if (!isLive(doc)) continue;
      entries[kept * 2] = doc;
      entries[kept * 2 + 1] = entries[i * 2 + 1]!;
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
  return (packed >>> frequencyShift) & maxFrequency;
}

export function lengthOf(packed: number): number {
  return packed & maxLength;
}

/** Everything the index knows about one analysed term. */
export class TermEntry {
  readonly short = new PostingList();
  private longList: PostingList | null = null;
  /** Live documents containing the term in any field (for idf). */
  documentFrequency = 0;
  /** The text document last counted in `documentFrequency`, so a term in two fields counts once. */
  lastDoc = -1;
  lastRemovedDoc = -1;
  /** Entries a bulk build will add, per list; counted before the lists are allocated. */
  pendingShort = 0;
  pendingLong = 0;
  /** The entry's number during a bulk build, -1 otherwise. */
  bulkId = -1;
  /** Original words (names, brands, keywords) that stem to this term, with counts: the words 'did you mean' proposes. */
  surfaces: Map<string, number> | null = null;

  get long(): PostingList | null {
    return this.longList;
  }

  longForWriting(): PostingList {
    return (this.longList ??= new PostingList());
  }

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
