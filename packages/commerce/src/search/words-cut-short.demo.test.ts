/**
 * Words cut short on the results page (ADR 0004): shoppers type part of a model code ('bitwijs
 * g16 321' for the G16-321T) or stop before a word ends ('vaatwas'). The last word of every search
 * also matches the longer words it starts, so the products meant lead the results.
 *
 * The set is drawn from the demo catalogue that `npm run seed` writes (2000 products): the model
 * code of every fifth product one character short, after its brand, and each product type cut
 * short, alone and after each brand that sells it. A text whose last word is a whole word of the
 * catalogue is left out: it is not cut short. A text succeeds when its first three results are
 * products it means, or all of them when it means fewer than three.
 */
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { demoCatalogueIndex } from '../catalog/index/testing/demo-catalogue-index.ts';
import { splitWords } from './dutch-analyzer.ts';

const { index, records } = demoCatalogueIndex({
  products: 2000,
  now: new Date('2026-03-02T12:00:00Z'),
});
const listed = [...records.values()].filter(
  (record) => record.visible && record.parentId === null && record.typeId !== 'bundle',
);

type Kind = 'model code' | 'product type' | 'brand and product type';

interface CutShortText {
  kind: Kind;
  text: string;
  /** The products the text means. */
  means: (product: ProductRecord) => boolean;
}

/** Every word of the catalogue's names and product types: a cut that is one is not cut short. */
const wholeWords = new Set(
  listed.flatMap((product) => splitWords(`${product.name} ${product.productgroupLabel ?? ''}`)),
);

/** Demo names are the brand, the model code, then what the product is ('Bitwijs G16-321T ...'). */
const codeWords = (product: ProductRecord) => splitWords(product.name.split(' ')[1] ?? '');

function modelCodeTexts(): CutShortText[] {
  const texts: CutShortText[] = [];
  listed.forEach((product, position) => {
    if (position % 5 !== 0 || !product.brandName) return;
    const words = codeWords(product);
    const last = words.at(-1) ?? '';
    if (last.length < 3) return;
    const typed = [...words.slice(0, -1), last.slice(0, -1)];
    if (wholeWords.has(typed.at(-1)!)) return;
    const brand = product.brandName;
    texts.push({
      kind: 'model code',
      text: `${brand.toLowerCase()} ${typed.join(' ')}`,
      // Its brand's products whose codes start the same way: the text tells them no better.
      means: (other) => {
        const otherWords = codeWords(other);
        return (
          other.brandName === brand &&
          otherWords.length === typed.length &&
          typed.every((word, i) =>
            i < typed.length - 1 ? otherWords[i] === word : otherWords[i]!.startsWith(word),
          )
        );
      },
    });
  });
  return texts;
}

function productTypeTexts(): CutShortText[] {
  const texts: CutShortText[] = [];
  const groups = [...new Set(listed.map((product) => product.productgroupLabel ?? ''))];
  const brands = [...new Set(listed.map((product) => product.brandName ?? ''))];
  for (const group of groups.filter(Boolean).sort()) {
    const words = splitWords(group);
    const last = words.at(-1)!;
    // About three fifths of the word, at least four letters.
    const cut = last.slice(0, Math.max(4, Math.ceil(last.length * 0.6)));
    if (cut === last || wholeWords.has(cut)) continue;
    const text = [...words.slice(0, -1), cut].join(' ');
    texts.push({
      kind: 'product type',
      text,
      means: (product) => product.productgroupLabel === group,
    });
    for (const brand of brands.filter(Boolean).sort()) {
      const means = (product: ProductRecord) =>
        product.brandName === brand && product.productgroupLabel === group;
      if (!listed.some(means)) continue;
      texts.push({ kind: 'brand and product type', text: `${brand.toLowerCase()} ${text}`, means });
    }
  }
  return texts;
}

/** The results page: products(search:) without `autocomplete`. */
function resultsPage(text: string, size: number): number[] {
  return index.query({ search: text, currentPage: 1, pageSize: size }).ids;
}

function succeeds(entry: CutShortText): boolean {
  const meant = listed.filter(entry.means).length;
  const top = resultsPage(entry.text, 3);
  return top.filter((id) => entry.means(records.get(id)!)).length >= Math.min(3, meant);
}

function byKind(entries: CutShortText[]): Map<Kind, CutShortText[]> {
  const groups = new Map<Kind, CutShortText[]>();
  for (const entry of entries) groups.set(entry.kind, [...(groups.get(entry.kind) ?? []), entry]);
  return groups;
}

function productNamed(start: string): ProductRecord {
  const product = listed.find((candidate) => candidate.name.startsWith(`${start} `));
  if (!product) throw new Error(`the demo catalogue has no "${start}"`);
  return product;
}

describe('words cut short on the results page', () => {
  const set = [...modelCodeTexts(), ...productTypeTexts()];

  it('the set covers every kind', () => {
    const kinds = byKind(set);
    expect(kinds.get('model code')?.length).toBeGreaterThan(100);
    expect(kinds.get('product type')?.length).toBeGreaterThan(10);
    expect(kinds.get('brand and product type')?.length).toBeGreaterThan(20);
  });

  it('ranks the products meant in the top three for at least 95 % of the set', () => {
    const failed = set.filter((entry) => !succeeds(entry));
    const share = 1 - failed.length / set.length;
    const perKind = [...byKind(set)].map(
      ([kind, entries]) =>
        `${kind} ${entries.filter((entry) => !failed.includes(entry)).length}/${entries.length}`,
    );
    const described = failed.slice(0, 10).map((entry) => {
      const names = resultsPage(entry.text, 3).map((id) => records.get(id)!.name);
      return `"${entry.text}": ${names.join(' | ')}`;
    });
    expect(
      share,
      `top 3 ${share.toFixed(3)} (${perKind.join(', ')}); failed: ${described.join('; ')}`,
    ).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['bitwijs g16 321', 'Bitwijs G16-321T', 1],
    ['Bitwijs G16-321', 'Bitwijs G16-321T', 1],
    // Revisions (WMS912B, TD8HH, ...) and siblings (WMS914, TD8C) share these starts.
    ['polder wms91', 'Polder WMS912', 3],
    ['voltana td8', 'Voltana TD8H', 3],
    ['vonk to752', 'Vonk TO7526', 3],
  ] as const)('"%s" finds %s in the top %i', (text, name, top) => {
    const wanted = productNamed(name);
    expect(resultsPage(text, 12).slice(0, top)).toContain(wanted.id);
  });
});
