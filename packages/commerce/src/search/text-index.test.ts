import { describe, expect, it } from 'vitest';
import { testProducts } from '../catalog/index/testing/test-catalogue.ts';
import { ProductTextIndex, type TextSearchOptions } from './text-index.ts';

const full: TextSearchOptions = { prefixLast: false };
const typing: TextSearchOptions = { prefixLast: true };
const queries = ['wasmachine', 'voltana was', 'koelkats', 'garantie', 'wm8', 'nordkoel vaatwasser'];

/** Slot to score, rounded never: equal indexes must score bit for bit alike. */
function answers(index: ProductTextIndex) {
  return queries.map((text) =>
    [full, typing].map((options) => {
      const result = index.search(text, options);
      result.completeScores?.(result.scores);
      const scored = Array.from(
        result.slots,
        (slot, i) => [slot, result.scores[i]!, i < result.asTypedCount] as const,
      );
      return {
        scored: scored.sort((a, b) => a[0] - b[0]),
        exact: result.exactSlots,
        corrections: result.corrections,
        combinedWith: result.combinedWith,
      };
    }),
  );
}

function bulk(products = testProducts) {
  const index = new ProductTextIndex();
  index.addAll(products.map((source, slot) => ({ slot, source })));
  return index;
}

describe('ProductTextIndex', () => {
  it('bulk loading answers like adding one by one', () => {
    const single = new ProductTextIndex();
    testProducts.forEach((source, slot) => single.add(slot, source));
    expect(answers(bulk())).toEqual(answers(single));
  });

  it('finds model codes by prefix, never fuzzily', () => {
    const index = bulk();
    const found = index.search('wm8', typing);
    expect(Array.from(found.slots)).toEqual([0]);
    expect(index.search('wm815', typing).slots).toHaveLength(0);
  });

  it('keeps scoring exact through removals, re-indexing, compaction and renumbering', () => {
    const index = bulk();
    // Thousands of re-indexings of the same products leave dead entries to compact and,
    // eventually, force a renumbering of the text documents.
    for (let round = 0; round < 700; round++) {
      testProducts.forEach((product, slot) => {
        index.add(
          slot,
          round % 2 === 0 ? { ...product, name: `${product.name} tijdelijk` } : product,
        );
      });
      index.search('wasmachine tijdelijk', full);
    }
    index.remove(3);
    index.add(3, testProducts[3]!);
    expect(index.documentCount).toBe(testProducts.length);
    expect(answers(index)).toEqual(answers(bulk()));
    expect(index.search('tijdelijk', full).slots).toHaveLength(0);
  });

  it('forgets removed products entirely', () => {
    const index = bulk();
    testProducts.forEach((_, slot) => {
      if (slot !== 4) index.remove(slot);
    });
    const alone = new ProductTextIndex();
    alone.add(4, testProducts[4]!);
    expect(answers(index)).toEqual(answers(alone));
    expect(index.exactCodeSlots(testProducts[0]!.ean!)).toEqual([]);
  });
});
