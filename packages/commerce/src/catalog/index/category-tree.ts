/**
 * The category tree with dense indices, so per-listing counters are plain typed arrays.
 * A product belongs to its categories and all their ancestors; `expand` computes that set once
 * per product, which is what makes "a washer is listed under huishouden" a lookup, not a walk.
 */
import type { IndexedCategory } from './types.ts';

const collator = new Intl.Collator('nl');

export class CategoryTree {
  /** Category per dense index; null for ids that products mention but the tree does not know. */
  readonly categories: (IndexedCategory | null)[] = [];
  private readonly indexById = new Map<number, number>();
  private readonly parents: number[] = [];
  private readonly childLists: number[][] = [];
  private readonly ancestorLists: Int32Array[] = [];
  /** Categories without a (known) parent, in display order. */
  readonly topLevel: number[] = [];

  constructor(categories: readonly IndexedCategory[]) {
    for (const category of categories) {
      if (this.indexById.has(category.id)) continue;
      this.indexById.set(category.id, this.categories.length);
      this.categories.push(category);
    }
    for (const category of this.categories) {
      const parent =
        category!.parentId === null ? undefined : this.indexById.get(category!.parentId);
      this.parents.push(parent ?? -1);
      this.childLists.push([]);
    }
    this.parents.forEach((parent, index) => {
      (parent === -1 ? this.topLevel : this.childLists[parent]!).push(index);
    });
    const byDisplayOrder = (a: number, b: number) => this.compareDisplay(a, b);
    this.topLevel.sort(byDisplayOrder);
    for (const children of this.childLists) children.sort(byDisplayOrder);
    this.categories.forEach((_, index) => this.ancestorLists.push(this.walkUp(index)));
  }

  get size(): number {
    return this.categories.length;
  }

  indexOf(id: number): number | undefined {
    return this.indexById.get(id);
  }

  /** Direct children in display order (position, then name, then id); top level for null. */
  childrenOf(index: number | null): readonly number[] {
    return index === null ? this.topLevel : (this.childLists[index] ?? []);
  }

  /** The category and its ancestors, as dense indices. */
  selfAndAncestors(index: number): Int32Array {
    return this.ancestorLists[index]!;
  }

  /**
   * Dense indices of the given categories and all their ancestors, sorted and unique. Ids the
   * tree does not know are registered as parentless categories so they can still be listed.
   */
  expand(categoryIds: readonly number[]): Int32Array {
    if (categoryIds.length === 1) return this.selfAndAncestors(this.register(categoryIds[0]!));
    const set = new Set<number>();
    for (const id of categoryIds)
      for (const index of this.selfAndAncestors(this.register(id))) set.add(index);
    return Int32Array.from([...set].sort((a, b) => a - b));
  }

  private register(id: number): number {
    const known = this.indexById.get(id);
    if (known !== undefined) return known;
    const index = this.categories.length;
    this.indexById.set(id, index);
    this.categories.push(null);
    this.parents.push(-1);
    this.childLists.push([]);
    this.ancestorLists.push(Int32Array.of(index));
    return index;
  }

  /** Guards against a cycle in bad data: each category is visited once. */
  private walkUp(index: number): Int32Array {
    const chain: number[] = [];
    const seen = new Set<number>();
    for (
      let current = index;
      current !== -1 && !seen.has(current);
      current = this.parents[current]!
    ) {
      seen.add(current);
      chain.push(current);
    }
    return Int32Array.from(chain.sort((a, b) => a - b));
  }

  private compareDisplay(a: number, b: number): number {
    const left = this.categories[a]!;
    const right = this.categories[b]!;
    return (
      left.position - right.position ||
      collator.compare(left.name, right.name) ||
      left.id - right.id
    );
  }
}
