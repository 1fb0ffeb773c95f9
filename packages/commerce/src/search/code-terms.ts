/**
 * Terms with digits (model codes, SKU parts, sizes) in a sorted array for prefix lookup. They are
 * most of the dictionary (one or two per product) but never corrected fuzzily, so they stay out
 * of the radix tree, whose nodes are a Map each: at 100,000 products that tree cost more memory
 * and garbage collection than the whole rest of the index.
 */
export class CodeTerms {
  private terms: string[] = [];
  private sorted = true;

  /** Adds without keeping order; the next read sorts once. For bulk builds. */
  addUnsorted(term: string): void {
    this.terms.push(term);
    this.sorted = false;
  }

  add(term: string): void {
    if (!this.sorted) return this.addUnsorted(term);
    this.terms.splice(this.lowerBound(term), 0, term);
  }

  delete(term: string): void {
    this.ensureSorted();
    const at = this.lowerBound(term);
    if (this.terms[at] === term) this.terms.splice(at, 1);
  }

  *startingWith(prefix: string): Generator<string> {
    this.ensureSorted();
    for (let i = this.lowerBound(prefix); i < this.terms.length; i++) {
      const term = this.terms[i]!;
      if (!term.startsWith(prefix)) return;
      yield term;
    }
  }

  clear(): void {
    this.terms = [];
    this.sorted = true;
  }

  private ensureSorted(): void {
    if (this.sorted) return;
    this.terms.sort();
    this.sorted = true;
  }

  private lowerBound(term: string): number {
    let low = 0;
    let high = this.terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
