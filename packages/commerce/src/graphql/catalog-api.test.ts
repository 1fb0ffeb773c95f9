import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { createScratchPostgres, databaseKinds, testMediaDir } from '../testing/test-databases.ts';

/** The GraphQL catalogue API end to end, on the embedded database and on PostgreSQL. */
describe.each(databaseKinds)('catalogue API on %s', (kind) => {
  let engine: CommerceEngine;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    const mediaDir = testMediaDir;
    const now = () => new Date('2026-11-21T12:00:00Z');
    if (kind === 'postgres') {
      const scratch = await createScratchPostgres('api');
      dropDatabase = scratch.drop;
      engine = await createEngine({ databaseUrl: scratch.url, mediaDir, seedProducts: 300, now });
    } else {
      engine = await createEngine({ dataDir: 'memory://', mediaDir, seedProducts: 300, now });
    }
  });

  afterAll(async () => {
    await engine?.close();
    await dropDatabase();
  });

  const gql = async <T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => engine.execute<T>(query, variables, headers);

  async function someCategory() {
    const { data } = await gql(
      `{ categoryList { id name children { id name url_path children { id name url_path } } } }`,
    );
    const roots = data.categoryList as any[];
    expect(roots.length).toBeGreaterThan(0);
    const withGrandChildren = roots
      .flatMap((root) => root.children)
      .find((child) => child.children.length > 0);
    return { root: roots[0], middle: withGrandChildren };
  }

  it('lists a category with items, paging and aggregations', async () => {
    const { middle } = await someCategory();
    const { data, errors } = await gql(
      `query($id: String!) { products(filter: { category_id: { eq: $id } }, pageSize: 12, currentPage: 1) {
        total_count page_info { current_page page_size total_pages }
        items { __typename sku name url_key price_range { minimum_price { final_price { value currency } } } }
        aggregations { attribute_code label type count options { label value count } } } }`,
      { id: String(middle.id) },
    );
    expect(errors).toBeUndefined();
    const products = data.products;
    expect(products.total_count).toBeGreaterThan(0);
    expect(products.items.length).toBe(Math.min(12, products.total_count));
    expect(products.page_info).toEqual({
      current_page: 1,
      page_size: 12,
      total_pages: Math.ceil(products.total_count / 12),
    });
    const codes = products.aggregations.map((aggregation: any) => aggregation.attribute_code);
    expect(codes).toContain('category_id');
    expect(codes).toContain('brand');
    const categoryAggregation = products.aggregations.find(
      (a: any) => a.attribute_code === 'category_id',
    );
    expect(categoryAggregation.type).toBe('link');
  });

  it('counts each facet ignoring its own selection, and filters with ~~-joined values', async () => {
    const { middle } = await someCategory();
    const listing = `query($filter: ProductAttributeFilterInput) { products(filter: $filter, pageSize: 100) {
      total_count items { sku } aggregations { attribute_code options { value count } } } }`;
    const base = (await gql(listing, { filter: { category_id: { eq: String(middle.id) } } })).data
      .products;
    const brandFacet = base.aggregations.find((a: any) => a.attribute_code === 'brand');
    const [first, second] = brandFacet.options;
    expect(second).toBeDefined();

    const oneBrand = (
      await gql(listing, {
        filter: { category_id: { eq: String(middle.id) }, brand: { in: [first.value] } },
      })
    ).data.products;
    expect(oneBrand.total_count).toBe(first.count);
    // The brand facet still offers the other brands with their unfiltered counts.
    const brandCountsAfter = oneBrand.aggregations.find(
      (a: any) => a.attribute_code === 'brand',
    ).options;
    expect(brandCountsAfter).toEqual(brandFacet.options);

    const twoBrands = (
      await gql(listing, {
        filter: {
          category_id: { eq: String(middle.id) },
          brand: { in: [`${first.value}~~${second.value}`] },
        },
      })
    ).data.products;
    expect(twoBrands.total_count).toBe(first.count + second.count);
  });

  it('sorts by price both ways', async () => {
    const { middle } = await someCategory();
    const prices = async (direction: string) => {
      const { data } = await gql(
        `query($id: String!) { products(filter: { category_id: { eq: $id } }, pageSize: 50, sort: { price: ${direction} }) {
          items { price_range { minimum_price { final_price { value } } } } } }`,
        { id: String(middle.id) },
      );
      return data.products.items.map(
        (item: any) => item.price_range.minimum_price.final_price.value as number,
      );
    };
    const ascending = await prices('ASC');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await prices('DESC');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('searches in Dutch and answers the autocomplete query of spec §7', async () => {
    const { data, errors } = await gql(
      `query GetAutocompleteResults($inputText: String!, $pageSize: Int) {
        categories(filters: { name: { match: $inputText } }, pageSize: 5) { total_count items { name url_path image breadcrumbs { category_name category_url_path category_level } } }
        products(search: $inputText, pageSize: $pageSize) { total_count suggestions { search } items { id sku name url_key small_image { url } price_range { minimum_price { final_price { value } } } } } }`,
      { inputText: 'wasmachines', pageSize: 8 },
    );
    expect(errors).toBeUndefined();
    expect(data.products.total_count).toBeGreaterThan(0);
    expect(data.products.items[0].name.toLowerCase()).toContain('wasmachine');
    expect(data.categories.items.map((c: any) => c.name.toLowerCase()).join(' ')).toContain(
      'wasmachine',
    );
  });

  it('finds a product by exact EAN', async () => {
    const first = (await gql(`{ products(search: "a", pageSize: 1) { items { sku ean } } }`)).data;
    const any = (
      await gql(
        `{ products(filter: { category_id: { in: [] } }, pageSize: 30) { items { sku ean } } }`,
      )
    ).data;
    const product = [...(first?.products.items ?? []), ...any.products.items].find(
      (item: any) => item.ean,
    );
    const { data } = await gql(
      `query($q: String) { products(search: $q, pageSize: 3) { items { sku } } }`,
      { q: product.ean },
    );
    expect(data.products.items[0].sku).toBe(product.sku);
  });

  it('resolves urls to products, categories and CMS pages', async () => {
    const { middle } = await someCategory();
    const { data } = await gql(
      `query($id: String!) { products(filter: { category_id: { eq: $id } }, pageSize: 1) { items { url_key url_suffix sku } } }`,
      { id: String(middle.id) },
    );
    const product = data.products.items[0];
    const route = async (url: string) =>
      (
        await gql(
          `query($url: String!) { route(url: $url) { __typename type relative_url redirect_code ... on ProductInterface { sku } ... on CategoryTree { id } ... on CmsPage { identifier title } } }`,
          { url },
        )
      ).data.route;

    expect(await route(`/${product.url_key}${product.url_suffix}`)).toMatchObject({
      type: 'PRODUCT',
      relative_url: `/${product.url_key}${product.url_suffix}`,
      redirect_code: 0,
      sku: product.sku,
    });
    expect(await route(`/${middle.url_path}/`)).toMatchObject({
      type: 'CATEGORY',
      __typename: 'CategoryTree',
      relative_url: `/${middle.url_path}`,
      redirect_code: 301,
      id: middle.id,
    });
    expect(await route('/service/gespreid-betalen')).toMatchObject({
      __typename: 'CmsPage',
      type: 'CMS_PAGE',
      relative_url: '/service/gespreid-betalen',
      redirect_code: 0,
      identifier: 'service/gespreid-betalen',
    });
    expect(await route('/Service/Gespreid-Betalen/')).toMatchObject({
      redirect_code: 301,
      identifier: 'service/gespreid-betalen',
    });
    expect(await route('/bestaat-niet')).toBeNull();
  });

  it('serves categories with breadcrumbs, store config, an active deal and stores', async () => {
    const { middle } = await someCategory();
    const child = middle.children[0];
    const { data, errors } = await gql(
      `query($id: String!) { categoryList(filters: { ids: { eq: $id } }) { name breadcrumbs { category_name category_url_path } }
        storeConfig { store_code locale base_currency_code grid_per_page }
        activeDeal { name end_date dark_or_light action_type }
        physicalStores { code city latitude longitude opening_hours { weekday open close } } }`,
      { id: String(child.id) },
    );
    expect(errors).toBeUndefined();
    expect(data.categoryList[0].breadcrumbs.at(-1)).toMatchObject({
      category_name: middle.name,
      category_url_path: middle.url_path,
    });
    expect(data.storeConfig).toEqual({
      store_code: 'b2c_nl',
      locale: 'nl_NL',
      base_currency_code: 'EUR',
      grid_per_page: 12,
    });
    expect(data.activeDeal.length).toBeGreaterThan(0);
    expect(data.physicalStores.length).toBeGreaterThanOrEqual(6);
  });

  it('lists brands a to z and finds one by url key', async () => {
    const { data, errors } = await gql(`{ brands { code name url_key product_count } }`);
    expect(errors).toBeUndefined();
    const names = data.brands.map((brand: any) => brand.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'nl')));
    expect(data.brands.every((brand: any) => brand.product_count > 0)).toBe(true);
    const voltana = data.brands.find((brand: any) => brand.name === 'Voltana');
    const found = await gql(
      `query($key: String!) { brand(url_key: $key) { code product_count } }`,
      { key: voltana.url_key },
    );
    expect(found.data.brand).toEqual({ code: voltana.code, product_count: voltana.product_count });
  });

  it('answers plain GET requests the way the storefront sends them', async () => {
    const query = encodeURIComponent('{ storeConfig { store_code } }');
    const response = await engine.fetch(
      new Request(`http://shop.local/graphql?query=${query}`, {
        headers: { Store: 'b2c_nl', 'Content-Currency': 'EUR' },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'b2c_nl' } } });
  });

  describe('rejects bad input with a clear error, never a 500', () => {
    const cases: [string, string, RegExp][] = [
      [
        'an unknown filter',
        '{ products(filter: { kleur_van_de_dag: { eq: "rood" } }) { total_count } }',
        /kleur_van_de_dag/,
      ],
      ['a negative page', '{ products(currentPage: -1) { total_count } }', /currentPage/],
      [
        'a page size over the cap',
        '{ products(pageSize: 5000) { total_count } }',
        /pageSize may be at most 100/,
      ],
      [
        'two sort fields',
        '{ products(sort: { price: ASC, name: DESC }) { total_count } }',
        /exactly one field/,
      ],
      ['an unknown sort field', '{ products(sort: { colour: ASC }) { total_count } }', /colour/],
      [
        'a malformed sort direction',
        '{ products(sort: { price: UP }) { total_count } }',
        /SortEnum/,
      ],
      [
        'a malformed price',
        '{ products(filter: { price: { from: "veel" } }) { total_count } }',
        /price.from/,
      ],
      [
        'a query too deep',
        `{ categoryList { ${'children { '.repeat(14)}name${' }'.repeat(14)} } }`,
        /depth/i,
      ],
      [
        'a query too costly',
        `{ ${Array.from({ length: 25 }, (_, i) => `a${i}: products(pageSize: 100) { items { related_products { upsell_products { related_products { categories { children { children { name url_path level position image } } } } } } } }`).join(' ')} }`,
        /cost/i,
      ],
    ];
    it.each(cases)('%s', async (_, query, message) => {
      const response = await engine.fetch(
        new Request('http://shop.local/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        }),
      );
      expect(response.status).toBeLessThan(500);
      const body = (await response.json()) as { errors?: { message: string }[] };
      expect(body.errors?.[0]?.message).toMatch(message);
    });

    it('an unknown store code', async () => {
      const result = await gql('{ storeConfig { store_code } }', {}, { Store: 'b2c_be' });
      expect(result.errors?.[0]?.message).toMatch(/Unknown store "b2c_be"/);
    });

    it('malformed JSON', async () => {
      const response = await engine.fetch(
        new Request('http://shop.local/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query": ',
        }),
      );
      expect(response.status).toBe(400);
    });
  });
});
