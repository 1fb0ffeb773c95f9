import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocompletePresets, autocompleteSettings } from '../../config/constants.ts';
import { cmsPages } from '../../content/schema.ts';
import { createEngine, type CommerceEngine } from '../../engine/create-engine.ts';
import { testMediaDir } from '../../testing/test-databases.ts';

/**
 * The search API's additions end to end on PGlite: autocomplete settings (spec §9), CMS pages in
 * autocomplete, and configurable products filtered and counted by their children's values.
 */
describe('search API', () => {
  let engine: CommerceEngine;

  beforeAll(async () => {
    engine = await createEngine({
      dataDir: 'memory://',
      mediaDir: testMediaDir,
      seedProducts: 200,
      now: () => new Date('2026-11-21T12:00:00Z'),
      // These tests switch AUTOCOMPLETE_PRESET between requests; a shop sets it once per deployment.
      responseCache: false,
    });
  });

  afterAll(async () => {
    await engine?.close();
  });

  const gql = async <T = any>(query: string, variables?: Record<string, unknown>) =>
    engine.execute<T>(query, variables);

  /** Runs with AUTOCOMPLETE_PRESET set (or unset for undefined), restoring it afterwards. */
  async function withPreset<T>(preset: string | undefined, run: () => Promise<T>): Promise<T> {
    const before = process.env.AUTOCOMPLETE_PRESET;
    if (preset === undefined) delete process.env.AUTOCOMPLETE_PRESET;
    else process.env.AUTOCOMPLETE_PRESET = preset;
    try {
      return await run();
    } finally {
      if (before === undefined) delete process.env.AUTOCOMPLETE_PRESET;
      else process.env.AUTOCOMPLETE_PRESET = before;
    }
  }

  const storeConfigQuery = `{ storeConfig {
    autocomplete_categories_limit autocomplete_products_limit autocomplete_suggestions_limit
    autocomplete_cms_pages_limit autocomplete_ean_limit autocomplete_order } }`;

  it('tells the storefront the default limits and order', async () => {
    const { data, errors } = await withPreset(undefined, () => gql(storeConfigQuery));
    expect(errors).toBeUndefined();
    expect(data.storeConfig).toEqual({
      autocomplete_categories_limit: 5,
      autocomplete_products_limit: 8,
      autocomplete_suggestions_limit: 12,
      autocomplete_cms_pages_limit: 0,
      autocomplete_ean_limit: 1,
      autocomplete_order: ['categories', 'products', 'cmsPages'],
    });
  });

  it('switches to the other setting with AUTOCOMPLETE_PRESET=compact', async () => {
    const { data, errors } = await withPreset('compact', () => gql(storeConfigQuery));
    expect(errors).toBeUndefined();
    expect(data.storeConfig).toEqual({
      autocomplete_categories_limit: 3,
      autocomplete_products_limit: 4,
      autocomplete_suggestions_limit: 3,
      autocomplete_cms_pages_limit: 3,
      autocomplete_ean_limit: 1,
      autocomplete_order: ['categories', 'products', 'cmsPages'],
    });
  });

  it('rejects an unknown preset, naming the accepted ones', () => {
    expect(autocompleteSettings({})).toBe(autocompletePresets.default);
    expect(autocompleteSettings({ AUTOCOMPLETE_PRESET: ' compact ' })).toBe(
      autocompletePresets.compact,
    );
    expect(() => autocompleteSettings({ AUTOCOMPLETE_PRESET: 'tiny' })).toThrow(
      /default, compact.*"tiny"/,
    );
  });

  // The §7 autocomplete operation, with the CMS pages of the compact setting.
  const autocompleteQuery = `query GetAutocompleteResults($inputText: String!, $pageSize: Int, $cmsPageSize: Int) {
    categories(filters: { name: { match: $inputText } }, pageSize: 20) { total_count items { name } }
    products(search: $inputText, pageSize: $pageSize, autocomplete: true) {
      total_count suggestions { search } items { sku name } }
    cmsPages(search: $inputText, pageSize: $cmsPageSize) { total_count items { identifier url_key title } } }`;

  it('limits categories and suggestions by the setting', async () => {
    const ask = () => gql(autocompleteQuery, { inputText: 'was', pageSize: 8, cmsPageSize: 3 });
    const normal = await withPreset(undefined, ask);
    const compact = await withPreset('compact', ask);
    expect(normal.errors).toBeUndefined();
    expect(compact.errors).toBeUndefined();
    expect(normal.data.categories.items.length).toBeGreaterThan(3);
    expect(normal.data.categories.items.length).toBeLessThanOrEqual(5);
    expect(compact.data.categories.items.length).toBe(3);
    expect(compact.data.categories.total_count).toBe(normal.data.categories.total_count);
    expect(normal.data.products.suggestions.length).toBeGreaterThan(3);
    expect(compact.data.products.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('answers the autocomplete operation with CMS pages by title', async () => {
    const { data, errors } = await gql(autocompleteQuery, {
      inputText: 'gespreid',
      pageSize: 4,
      cmsPageSize: 3,
    });
    expect(errors).toBeUndefined();
    expect(data.cmsPages).toEqual({
      total_count: 1,
      items: [
        {
          identifier: 'service/gespreid-betalen',
          url_key: 'service/gespreid-betalen',
          title: 'Gespreid betalen',
        },
      ],
    });
  });

  it('answers the dropdown and the results page with one and the same result set', async () => {
    const page = `query($search: String!, $autocomplete: Boolean, $currentPage: Int) {
      products(search: $search, autocomplete: $autocomplete, pageSize: 5, currentPage: $currentPage) {
        total_count items { sku } } }`;
    const withAggregations = page.replace('items { sku }', 'items { sku } aggregations { label }');
    const skus = async (search: string, autocomplete: boolean) => {
      const found: string[] = [];
      for (let currentPage = 1; ; currentPage++) {
        const query = currentPage % 2 === 1 ? page : withAggregations;
        const { data, errors } = await gql(query, { search, autocomplete, currentPage });
        expect(errors).toBeUndefined();
        found.push(...data.products.items.map((item: any) => item.sku));
        if (found.length >= data.products.total_count) {
          expect(found).toHaveLength(data.products.total_count);
          return found;
        }
      }
    };
    // 'was' is a word of its own (wasmachine splits into was + machine) and the start of others;
    // both pages match it as typed and as the start of longer words (ADR 0004).
    for (const text of ['was', 'wasm']) {
      const resultsPage = await skus(text, false);
      const whileTyping = await skus(text, true);
      expect(new Set(resultsPage).size).toBe(resultsPage.length);
      expect(resultsPage.length).toBeGreaterThan(0);
      expect(whileTyping).toEqual(resultsPage);
    }
  });

  const searchPages = async (search: string, pageSize?: number) => {
    const { data, errors } = await gql(
      `query($search: String!, $pageSize: Int) { cmsPages(search: $search, pageSize: $pageSize) {
        total_count items { identifier url_key title } } }`,
      pageSize === undefined ? { search } : { search, pageSize },
    );
    return { result: data?.cmsPages, errors };
  };

  it('matches url keys, prefixes and typos, best first, up to pageSize', async () => {
    const service = (await searchPages('service', 10)).result;
    expect(service.total_count).toBe(4);
    expect(service.items.map((page: any) => page.identifier).sort()).toEqual([
      'service/algemene-voorwaarden',
      'service/bezorgen',
      'service/gespreid-betalen',
      'service/retourneren',
    ]);
    expect((await searchPages('service', 1)).result).toMatchObject({ total_count: 4 });
    expect((await searchPages('service', 1)).result.items).toHaveLength(1);
    expect((await searchPages('algemene voorw')).result.items[0].title).toBe(
      'Algemene voorwaarden',
    );
    expect((await searchPages('privacybeleid')).result.items[0].url_key).toBe('privacybeleid');
    expect((await searchPages('voorwarden')).result.items[0].identifier).toBe(
      'service/algemene-voorwaarden',
    );
    expect((await searchPages('cashback')).result.items[0].identifier).toBe('acties/cashback');
  });

  it('finds nothing for empty text or other words, and never the home page', async () => {
    expect((await searchPages('  ')).result).toEqual({ total_count: 0, items: [] });
    expect((await searchPages('wasmachine')).result).toEqual({ total_count: 0, items: [] });
    const home = await engine.database.db
      .select({ title: cmsPages.title })
      .from(cmsPages)
      .where(eq(cmsPages.urlKey, 'home'));
    expect(home).toHaveLength(1);
    expect((await searchPages(home[0]!.title)).result.items).toEqual([]);
  });

  it('rejects a page size out of range', async () => {
    for (const pageSize of [0, 101]) {
      const { errors } = await searchPages('service', pageSize);
      expect(errors?.[0]?.message).toMatch(/pageSize must be between 1 and 100/);
    }
  });

  it('reads the pages again after a full catalogue reload, leaving out inactive ones', async () => {
    const db = engine.database.db;
    await db.insert(cmsPages).values({
      identifier: 'service/garantie',
      urlKey: 'service/garantie',
      title: 'Garantie',
    });
    await db
      .update(cmsPages)
      .set({ active: false })
      .where(eq(cmsPages.identifier, 'privacybeleid'));
    // Still the list read before: page edits alone do not announce a change.
    expect((await searchPages('garantie')).result.total_count).toBe(0);

    const applied = new Promise<void>((resolve) => {
      const stop = engine.onChange(() => {
        stop();
        resolve();
      });
    });
    await engine.publishCatalogChange({ all: true });
    await applied;
    expect((await searchPages('garan')).result.items).toEqual([
      { identifier: 'service/garantie', url_key: 'service/garantie', title: 'Garantie' },
    ]);
    expect((await searchPages('privacybeleid')).result.total_count).toBe(0);
    expect((await searchPages('service')).result.total_count).toBe(5);
  });

  it('filters and counts a configurable by every value of its children', async () => {
    const gloves = engine.catalog.categoryByUrlPath('sport/boksen/bokshandschoenen')!;
    const listed = engine.catalog.list({ categoryId: gloves.id, currentPage: 1, pageSize: 100 });
    // A parent whose children come in a colour the parent's own row does not carry.
    const parent = listed.ids
      .map((id) => engine.catalog.product(id)!)
      .find(
        (record) =>
          record.typeId === 'configurable' &&
          engine.catalog
            .children(record)
            .some((child) => child.attributes.color_group !== record.attributes.color_group),
      )!;
    expect(parent).toBeDefined();
    const colours = [
      ...new Set(engine.catalog.children(parent).map((child) => child.attributes.color_group!)),
    ];
    expect(colours.length).toBeGreaterThan(1);

    const listing = `query($filter: ProductAttributeFilterInput) { products(filter: $filter, pageSize: 100) {
      total_count items { sku } aggregations { attribute_code options { value count } } } }`;
    const all = (await gql(listing, { filter: { category_id: { eq: String(gloves.id) } } })).data
      .products;
    const colourCounts = Object.fromEntries(
      all.aggregations
        .find((a: any) => a.attribute_code === 'color_group')
        .options.map((o: any) => [o.value, o.count]),
    );
    for (const colour of colours) {
      const { data, errors } = await gql(listing, {
        filter: { category_id: { eq: String(gloves.id) }, color_group: { eq: colour } },
      });
      expect(errors).toBeUndefined();
      // Found by each of its children's colours, and counted once under each.
      expect(data.products.items.map((item: any) => item.sku)).toContain(parent.sku);
      expect(data.products.total_count).toBe(colourCounts[colour]);
      // The colour facet ignores its own selection: the same counts as unfiltered.
      const filteredColours = data.products.aggregations.find(
        (a: any) => a.attribute_code === 'color_group',
      );
      expect(
        Object.fromEntries(filteredColours.options.map((o: any) => [o.value, o.count])),
      ).toEqual(colourCounts);
    }
    // Counted once per colour: the colour counts add up to more than the products.
    const sum = Object.values(colourCounts).reduce((a: number, b) => a + (b as number), 0);
    expect(sum).toBeGreaterThan(all.total_count);
  });
});
