/**
 * Search on the page of each language (ADR 0040) the way shoppers type, over a hand-written
 * catalogue with every text in Dutch, French, German and English (multilingual-catalogue.ts).
 * Per language and kind of product: the kind's word as a shopper types it, after a brand, cut
 * short and with a typo; on the French, German and English pages also the Dutch word, which must
 * find its products on every page. A text succeeds when its first three results are products it
 * means, or all of them when it means fewer than three. At least 95 % must succeed per language.
 */
import { describe, expect, it } from 'vitest';
import {
  kinds,
  multilingualCatalogue,
  type Kind,
  type Language,
} from '../catalog/index/testing/multilingual-catalogue.ts';

const { index, products, kindOf } = multilingualCatalogue();
const brandOf = new Map(products.map((product) => [product.id, product.brandName]));

interface Case {
  kind: 'exact' | 'brand' | 'partial' | 'typo' | 'dutch word';
  text: string;
  means: (id: number) => boolean;
}

const ofKind = (kind: Kind) => (id: number) => kindOf.get(id) === kind;

/** The last word cut to about three fifths, at least four letters; null when nothing is cut. */
function cutShort(text: string): string | null {
  const words = text.split(/\s+/);
  const last = words.at(-1)!;
  const cut = last.slice(0, Math.max(4, Math.ceil(last.length * 0.6)));
  return cut === last ? null : [...words.slice(0, -1), cut].join(' ');
}

/** The longest word with its middle letter typed twice ('Waschmasschine'). */
function withTypo(text: string): string {
  const words = text.split(/[\s-]+/);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const middle = Math.floor(longest.length / 2);
  const typo = longest.slice(0, middle + 1) + longest.slice(middle);
  return text.replace(longest, typo);
}

function casesFor(language: Language): Case[] {
  const cases: Case[] = [];
  for (const kind of kinds) {
    const word = kind.word[language].toLowerCase();
    const means = ofKind(kind);
    cases.push({ kind: 'exact', text: word, means });
    const brand = kind.products[1]!.brand;
    cases.push({
      kind: 'brand',
      text: `${brand.toLowerCase()} ${word}`,
      means: (id) => means(id) && brandOf.get(id) === brand,
    });
    const partial = cutShort(word);
    if (partial) cases.push({ kind: 'partial', text: partial, means });
    cases.push({ kind: 'typo', text: withTypo(word), means });
    if (language !== 'nl')
      cases.push({ kind: 'dutch word', text: kind.word.nl.toLowerCase(), means });
  }
  return cases;
}

function succeeds(language: Language, testCase: Case): { ok: boolean; top: number[] } {
  const top = index.query({
    search: testCase.text,
    locale: language,
    currentPage: 1,
    pageSize: 3,
  }).ids;
  const meant = products.filter((product) => testCase.means(product.id)).length;
  const wanted = Math.min(3, meant);
  return { ok: top.length >= wanted && top.slice(0, wanted).every(testCase.means), top };
}

describe('search per page language', () => {
  for (const language of ['nl', 'fr', 'de', 'en'] as const) {
    it(`ranks the products meant in the top three for at least 95 % of the ${language} texts`, () => {
      const cases = casesFor(language);
      expect(cases.length).toBeGreaterThanOrEqual(20);
      const failures: string[] = [];
      for (const testCase of cases) {
        const { ok, top } = succeeds(language, testCase);
        if (!ok) {
          const names = top.map((id) => products.find((p) => p.id === id)?.translations?.en?.name);
          failures.push(`${testCase.kind} "${testCase.text}": ${names.join(' | ')}`);
        }
      }
      const share = (cases.length - failures.length) / cases.length;
      console.log(
        `${language}: top-3 ${(share * 100).toFixed(1)} % of ${cases.length} texts` +
          (failures.length ? `; missed: ${failures.join('; ')}` : ''),
      );
      expect(share).toBeGreaterThanOrEqual(0.95);
    });
  }
});
