/**
 * The analysed terms and their entries. Terms of letters live in MiniSearch's radix tree
 * (`SearchableMap`) for prefix and fuzzy lookup; terms with digits (codes, sizes) in a sorted
 * array for prefix lookup only (see code-terms.ts). A plain Map answers exact lookups for both.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { CodeTerms } from './code-terms.ts';
import { TermEntry } from './term-postings.ts';

const hasDigit = /\d/;

export class TermDictionary {
  private readonly entries = new Map<string, TermEntry>();
  private readonly tree = new SearchableMap<TermEntry>();
  private readonly codeTerms = new CodeTerms();
  /** While bulk loading, new code terms are sorted once at the end instead of one by one. */
  bulkLoading = false;

  get(term: string): TermEntry | undefined {
    return this.entries.get(term);
  }

  /** The term's entry, created when new. */
  entryFor(term: string): TermEntry {
    let entry = this.entries.get(term);
    if (!entry) {
      entry = new TermEntry();
      this.entries.set(term, entry);
      if (!hasDigit.test(term)) this.tree.set(term, entry);
      else if (this.bulkLoading) this.codeTerms.addUnsorted(term);
      else this.codeTerms.add(term);
    }
    return entry;
  }

  delete(term: string): void {
    this.entries.delete(term);
    if (hasDigit.test(term)) this.codeTerms.delete(term);
    else this.tree.delete(term);
  }

  /** Every term starting with the prefix, from both dictionaries. */
  *startingWith(prefix: string): Generator<[string, TermEntry]> {
    yield* this.tree.atPrefix(prefix);
    for (const term of this.codeTerms.startingWith(prefix)) yield [term, this.entries.get(term)!];
  }

  /** Letter terms within the edit distance, with their distance. */
  fuzzy(term: string, maxDistance: number): { term: string; entry: TermEntry; distance: number }[] {
    return [...this.tree.fuzzyGet(term, maxDistance)].map(([found, [entry, distance]]) => ({
      term: found,
      entry,
      distance,
    }));
  }

  clear(): void {
    this.entries.clear();
    this.tree.clear();
    this.codeTerms.clear();
  }
}
