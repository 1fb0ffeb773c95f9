import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../catalog-records.ts';
import { filterableValues } from './indexed-product.ts';

/** The values as first written: every source through one map, in order of first appearance. */
function referenceValues(sources: ProductRecord[], isFilterable: (code: string) => boolean) {
  const collected = new Map<string, string[]>();
  for (const source of sources) {
    const own: Record<string, string> = {};
    for (const [code, value] of Object.entries(source.attributes)) {
      if (isFilterable(code)) own[code] = value;
    }
    if (source.brandCode && isFilterable('brand')) own.brand = source.brandCode;
    for (const [code, value] of Object.entries(own)) {
      const values = collected.get(code);
      if (!values) collected.set(code, [value]);
      else if (!values.includes(value)) values.push(value);
    }
  }
  const values: Record<string, string | string[]> = {};
  for (const [code, list] of collected) values[code] = list.length === 1 ? list[0]! : list;
  return values;
}

const codes = ['brand', 'color', 'energy_class', 'width_cm', '10', '2', 'unlisted'];

const sourceArb = fc.record({
  attributes: fc.dictionary(fc.constantFrom(...codes), fc.constantFrom('a', 'b', 'c', '60-cm')),
  brandCode: fc.option(fc.constantFrom('voltana', 'frisko'), { nil: null }),
});

describe('filterable values', () => {
  it('equal the values of every source merged in order of first appearance', () => {
    fc.assert(
      fc.property(
        fc.array(sourceArb, { minLength: 1, maxLength: 4 }),
        fc.subarray(codes),
        (sources, filterable) => {
          const records = sources as unknown as ProductRecord[];
          const isFilterable = (code: string) => filterable.includes(code);
          const values = filterableValues(records, isFilterable);
          const expected = referenceValues(records, isFilterable);
          expect(values).toEqual(expected);
          expect(Object.keys(values)).toEqual(Object.keys(expected));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
