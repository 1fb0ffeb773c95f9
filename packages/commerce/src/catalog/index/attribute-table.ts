/**
 * Filterable attributes with their options mapped to small integers. Option ids are global
 * (all attributes share one number line) and follow display order: attribute position, then
 * option position, then label. Counting a facet is then `counts[optionId]++`.
 */
import type { IndexedAttribute, IndexedProduct } from './types.ts';

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
   * Writes the product's option id per attribute at `out[base + a]`; -1 where it has none. A value
   * that is not one of the attribute's options counts as none: it could not be filtered on anyway.
   */
  writeValues(product: IndexedProduct, out: Int32Array, base: number): void {
    for (let index = 0; index < this.attributes.length; index++) {
      const code = this.attributes[index]!.code;
      const value = Object.hasOwn(product.attributes, code) ? product.attributes[code] : undefined;
      out[base + index] = typeof value === 'string' ? this.optionId(index, value) : -1;
    }
  }
}
