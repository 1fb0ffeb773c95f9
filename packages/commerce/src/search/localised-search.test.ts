import { describe, expect, it } from 'vitest';
import { LocalisedSearch, dutchWeight } from './localised-search.ts';
import { frenchAnalyzer } from './shop-analyzers.ts';
import { ProductTextIndex, type TextSearchOptions } from './text-index.ts';

const complete: TextSearchOptions = { prefixLast: false };

function product(n: number, dutchName: string, frenchName: string) {
  const common = { brandName: 'Polder', sku: `P${n}`, ean: null, keywords: '', description: '' };
  return { dutch: { ...common, name: dutchName }, french: { ...common, name: frenchName } };
}

// Names of different lengths in the two languages, so the two sides score each product apart.
const products = [
  product(0, 'Polder wasmachine', 'Polder lave-linge blanc extra silencieux'),
  product(1, 'Polder wasmachine 8 kg wit en stil', 'Polder lave-linge'),
  product(2, 'Polder droger', 'Polder sèche-linge'),
  product(3, 'Polder koelkast met vriesvak en display', 'Polder réfrigérateur'),
];

function indexes(order: number[]) {
  const dutch = new ProductTextIndex();
  const french = new ProductTextIndex(frenchAnalyzer);
  dutch.addAll(order.map((slot) => ({ slot, source: products[slot]!.dutch })));
  french.addAll(order.map((slot) => ({ slot, source: products[slot]!.french })));
  return { dutch, french };
}

/** Per slot the better of the French score and the Dutch one weighed down, from each alone. */
function expected(dutch: ProductTextIndex, french: ProductTextIndex, text: string) {
  const best = new Map<number, number>();
  const inFrench = french.search(text, complete);
  inFrench.slots.forEach((slot, i) => best.set(slot, inFrench.scores[i]!));
  const inDutch = dutch.search(text, complete);
  inDutch.slots.forEach((slot, i) => {
    const score = inDutch.scores[i]! * dutchWeight;
    if (!(best.get(slot)! >= score)) best.set(slot, score);
  });
  return [...best].sort((a, b) => a[0] - b[0]);
}

function merged(dutch: ProductTextIndex, french: ProductTextIndex, text: string) {
  const result = new LocalisedSearch().search(french, dutch, text, complete);
  expect(result.asTypedCount).toBe(result.slots.length);
  return Array.from(result.slots, (slot, i) => [slot, result.scores[i]!] as const).sort(
    (a, b) => a[0] - b[0],
  );
}

describe('search in the page language and Dutch', () => {
  it('keeps each product of a brand once with its better score, hits in slot order', () => {
    const { dutch, french } = indexes([0, 1, 2, 3]);
    const result = merged(dutch, french, 'polder');
    expect(result.map(([slot]) => slot)).toEqual([0, 1, 2, 3]);
    expect(result).toEqual(expected(dutch, french, 'polder'));
    // The sides disagree: product 0 scores better in Dutch, product 1 in French.
    const inFrench = french.search('polder', complete);
    const inDutch = dutch.search('polder', complete);
    const side = (slot: number) =>
      inFrench.scores[inFrench.slots.indexOf(slot)]! >
      inDutch.scores[inDutch.slots.indexOf(slot)]! * dutchWeight;
    expect([side(0), side(1)]).toEqual([false, true]);
  });

  it('merges the same when the hits are out of slot order', () => {
    const { dutch, french } = indexes([3, 1, 0, 2]);
    expect(merged(dutch, french, 'polder')).toEqual(expected(dutch, french, 'polder'));
    const inOrder = indexes([0, 1, 2, 3]);
    expect(merged(dutch, french, 'polder')).toEqual(
      merged(inOrder.dutch, inOrder.french, 'polder'),
    );
  });
});
