/**
 * Filterable attributes with their options mapped to small integers. Option ids are global
 * (all attributes share one number line) and follow display order: attribute position, then
 * option position, then label. Counting a facet is then `counts[optionId]++`.
 */
import type { AttributeValue, IndexedAttribute, IndexedProduct } from './types.ts';

const collator = new Intl.Collator('nl');

export interface OptionInfo {
  value: string;
  label: string;
  swatch: string | null;
}

export class AttributeTable {
  /** In facet order: position, then code. */
  readonly attributes: IndexedAttribute[];
  /** Options of attribute `a` have the ids `optionStart[a]` up to `optionStart[a + 1]`. */
  readonly optionStart: Int32Array;
  readonly options: OptionInfo[] = [];
  private readonly indexByCode = new Map<string, number>();
  private readonly optionIds: Map<string, number>[] = [];

  constructor(attributes: readonly IndexedAttribute[]) {
    const unique = new Map<string, IndexedAttribute>();
    for (const attribute of attributes)
      if (!unique.has(attribute.code)) unique.set(attribute.code, attribute);
    this.attributes = [...unique.values()].sort(
      (a, b) => a.position - b.position || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );
    this.optionStart = new Int32Array(this.attributes.length + 1);
    this.attributes.forEach((attribute, index) => {
      this.indexByCode.set(attribute.code, index);
      this.optionStart[index] = this.options.length;
      const ids = new Map<string, number>();
      const ordered = [...attribute.options].sort(
        (a, b) =>
          a.position - b.position ||
          collator.compare(a.label, b.label) ||
          (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
      );
      for (const option of ordered) {
        if (ids.has(option.value)) continue;
        ids.set(option.value, this.options.length);
        this.options.push({ value: option.value, label: option.label, swatch: option.swatch });
      }
      this.optionIds.push(ids);
    });
    this.optionStart[this.attributes.length] = this.options.length;
  }

  get count(): number {
    return this.attributes.length;
  }

  get optionCount(): number {
    return this.options.length;
  }

  indexOf(code: string): number | undefined {
    return this.indexByCode.get(code);
  }

  /** Global option id, or -1 when the attribute has no such option. */
  optionId(attributeIndex: number, value: string): number {
    return this.optionIds[attributeIndex]!.get(value) ?? -1;
  }

  /**
   * Writes the product's option id per attribute at `out[base + a * step]`; -1 where it has none,
   * and the ids it has to `present`, ended by -1 (it needs `count + 1` room). A value that is not
   * one of the attribute's options counts as none: it could not be filtered on anyway.
   *
   * Returns the product's multi-value row when some attribute has several distinct options (a
   * configurable parent), else null. The row lists every attribute's option ids: entries `a` and
   * `a + 1` (for `a` below the attribute count) are where attribute `a`'s ids start and end in
   * the row itself. `out` then holds the first option of each attribute, which the listing
   * ignores for such products.
   */
  writeValues(
    product: IndexedProduct,
    out: Int32Array,
    base: number,
    step: number,
    present: Int32Array,
  ): Int32Array | null {
    let multiValued = false;
    let found = 0;
    for (let index = 0; index < this.attributes.length; index++) out[base + index * step] = -1;
    // A product has a few of the attributes: visit those, not every attribute.
    for (const code of Object.keys(product.attributes)) {
      const index = this.indexByCode.get(code);
      if (index === undefined) continue;
      const value = this.valueOf(product, index);
      if (typeof value === 'string') {
        const id = this.optionId(index, value);
        out[base + index * step] = id;
        if (id >= 0) present[found++] = id;
      } else if (value !== undefined) {
        const ids = this.distinctOptions(index, value);
        out[base + index * step] = ids[0] ?? -1;
        if (ids[0] !== undefined) present[found++] = ids[0];
        if (ids.length > 1) multiValued = true;
      }
    }
    present[found] = -1;
    return multiValued ? this.multiValueRow(product) : null;
  }

  private valueOf(product: IndexedProduct, index: number): AttributeValue | undefined {
    const code = this.attributes[index]!.code;
    const value = Object.hasOwn(product.attributes, code) ? product.attributes[code] : undefined;
    return typeof value === 'string' || Array.isArray(value) ? value : undefined;
  }

  /** Known option ids of the values, without repeats, in the order given. */
  private distinctOptions(index: number, values: readonly string[]): number[] {
    const ids: number[] = [];
    for (const value of values) {
      const id = typeof value === 'string' ? this.optionId(index, value) : -1;
      if (id >= 0 && !ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  private multiValueRow(product: IndexedProduct): Int32Array {
    const count = this.attributes.length;
    // Only the attributes the product has get ids; the others are empty ranges.
    const present: number[] = [];
    for (const code of Object.keys(product.attributes)) {
      const index = this.indexByCode.get(code);
      if (index !== undefined) present.push(index);
    }
    present.sort((a, b) => a - b);
    const lists = present.map((index) => {
      const value = this.valueOf(product, index);
      if (value === undefined) return [];
      return this.distinctOptions(index, typeof value === 'string' ? [value] : value);
    });
    let total = count + 1;
    for (const ids of lists) total += ids.length;
    const row = new Int32Array(total);
    let at = count + 1;
    let next = 0;
    for (let index = 0; index < count; index++) {
      row[index] = at;
      if (present[next] === index) {
        row.set(lists[next]!, at);
        at += lists[next]!.length;
        next++;
      }
    }
    row[count] = at;
    return row;
  }
}
