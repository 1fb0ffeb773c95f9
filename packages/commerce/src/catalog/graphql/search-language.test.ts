import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../../testing/test-databases.ts';

const WASHERS = 'huishouden/wassen-drogen/wasmachines';

interface Found {
  products: {
    total_count: number;
    suggestions: { search: string }[];
    items: { sku: string; categories: { uid: string }[] }[];
  };
  categories: { items: { name: string }[] };
}

/**
 * `products(search: …)` and the autocomplete dropdown in the page's language (ADR 0040), over the
 * seeded catalogue: its categories carry fr, de and en names, which the products' search texts
 * in those languages include.
 */
describe.each(databaseKinds)('search in the page’s language (%s)', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  // The washing machines' category, known by its uid: its path differs per language (ADR 0042).
  let washersUid = '';

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'search_language', {
      seedProducts: 60,
      orderSweepMs: 0,
    }));
    const found = await engine.execute<{ categories: { items: { uid: string }[] } }>(
      `{ categories(filters: { url_path: { eq: "${WASHERS}" } }) { items { uid } } }`,
    );
    washersUid = found.data!.categories.items[0]!.uid;
  });
  afterAll(() => close?.());

  const find = async (text: string, locale: string) => {
    const result = await engine.execute<Found>(
      `query ($text: String!) {
        categories(filters: { name: { match: $text } }) { items { name } }
        products(search: $text, pageSize: 3, autocomplete: true) {
          total_count suggestions { search } items { sku categories { uid } } } }`,
      { text },
      { 'x-locale': locale },
    );
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const washers = (found: Found) =>
    found.products.items.filter((item) =>
      item.categories.some((category) => category.uid === washersUid),
    ).length;

  it('finds washing machines by the words of each language on its page', async () => {
    for (const [locale, text] of [
      ['fr', 'lave-linge'],
      ['de', 'waschmaschinen'],
      ['en', 'washing machines'],
      ['nl', 'wasmachines'],
    ]) {
      const found = await find(text!, locale!);
      expect(found.products.total_count, `${locale} ${text}`).toBeGreaterThan(0);
      expect(washers(found), `${locale} ${text}`).toBe(3);
      expect(found.categories.items[0]?.name, `${locale} ${text}`).toBe(
        { fr: 'Lave-linge', de: 'Waschmaschinen', en: 'Washing machines', nl: 'Wasmachines' }[
          locale!
        ],
      );
    }
  });

  it('finds a Dutch word on every page, and reads French only on the French page', async () => {
    for (const locale of ['fr', 'de', 'en'])
      expect(washers(await find('wasmachine', locale))).toBe(3);
    expect(washers(await find('lave-linge', 'nl'))).toBe(0);
  });

  it('completes a word in the page’s language', async () => {
    const found = await find('lave-l', 'fr');
    expect(found.products.suggestions.map((suggestion) => suggestion.search)).toContain(
      'lave linge',
    );
  });
});
