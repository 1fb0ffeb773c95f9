import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopConstants } from '../../config/constants.ts';
import type { CommerceEngine } from '../../engine/create-engine.ts';
import { fuzzyDistanceFor } from '../../search/word-expansion.ts';
import { createTestEngine, databaseKinds } from '../../testing/test-databases.ts';

/** Search text is bounded where it enters the engine, with an error that names the bound. */
describe.each(databaseKinds)('search text bounds on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'search_bounds', { seedProducts: 100 }));
  });

  afterAll(() => close());

  const search = (text: string, autocomplete = false) =>
    engine.execute<{ products: { total_count: number } }>(
      'query($s: String!, $a: Boolean) { products(search: $s, autocomplete: $a) { total_count } }',
      { s: text, a: autocomplete },
    );
  const { maxTextChars, maxWords } = shopConstants.search;

  it('refuses a 50,000-character word with BAD_USER_INPUT, for search and autocomplete', async () => {
    for (const autocomplete of [false, true]) {
      const { data, errors } = await search('a'.repeat(50_000), autocomplete);
      expect(data?.products ?? null).toBeNull();
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toMatch(`at most ${maxTextChars} characters`);
    }
  });

  it('answers a word of the longest length accepted', async () => {
    const { data, errors } = await search('koelkast'.repeat(25).slice(0, maxTextChars));
    expect(errors).toBeUndefined();
    expect(data?.products.total_count).toBe(0);
  });

  it('refuses more words than the bound, and category search follows the same bound', async () => {
    const tooMany = Array.from({ length: maxWords + 1 }, () => 'tv').join(' ');
    const { errors } = await search(tooMany);
    expect(errors?.[0]?.message).toMatch(`at most ${maxWords} words`);
    const categories = await engine.execute(
      'query($s: String!) { categories(search: $s) { total_count } }',
      { s: 'x'.repeat(maxTextChars + 1) },
    );
    expect(categories.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('fuzzy matching', () => {
  it('corrects typos in words of shopper length, not in very long words', () => {
    expect(fuzzyDistanceFor('koelkats'.length)).toBe(2);
    expect(fuzzyDistanceFor(shopConstants.search.maxFuzzyWordChars)).toBe(2);
    expect(fuzzyDistanceFor(shopConstants.search.maxFuzzyWordChars + 1)).toBe(0);
  });
});

describe('typo correction per text', () => {
  it('corrects at most the first three unknown words of a text', async () => {
    const { CatalogIndex } = await import('../index/catalog-index.ts');
    const { testCatalogue } = await import('../index/testing/test-catalogue.ts');
    const index = CatalogIndex.build(testCatalogue);
    const search = (text: string) => index.query({ search: text, currentPage: 1, pageSize: 20 });
    // 'wasmachien' is corrected as the third unknown word, not as the fourth.
    expect(search('qqqqqq wwwwww wasmachien').ids.length).toBeGreaterThan(0);
    expect(search('qqqqqq wwwwww xxxxxx wasmachien').ids).toEqual([]);
  });
});
