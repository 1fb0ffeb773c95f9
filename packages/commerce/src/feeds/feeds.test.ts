import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProduct } from '../catalog/catalog-admin.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { FEED_CSV_COLUMNS } from './feed-csv.ts';
import { feedProductIds } from './feed-items.ts';
import { FeedService } from './feed-service.ts';
import { productPath, sitemapProducts } from './sitemap-entries.ts';
import type { ShopLocale } from '../graphql/request-locale.ts';
import {
  feedXmlItems,
  parseCsv,
  unescapeXml,
  validateSitemap,
  validateSitemapIndex,
  wellFormed,
} from './test-support.ts';

const SHOP = 'https://shop.example';
const hreflangs = ['nl-NL', 'fr-FR', 'de-DE', 'en-US', 'x-default'];
const awkwardName = `Tom & Jerry's <"Koel"> kast`;

async function text(response: Response | ReadableStream<Uint8Array> | null): Promise<string> {
  if (!response) throw new Error('no body');
  return new Response(response instanceof Response ? response.body : response).text();
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => unescapeXml(loc!));

describe.each(databaseKinds)('sitemaps and product feed on %s', (kind) => {
  let engine: CommerceEngine;
  let close = async () => {};
  let previousShopUrl: string | undefined;
  const get = (path: string, init?: RequestInit) =>
    engine.fetch(new Request(`http://engine.local${path}`, init));

  beforeAll(async () => {
    previousShopUrl = process.env.SHOP_URL;
    process.env.SHOP_URL = SHOP;
    ({ engine, close } = await createTestEngine(kind, 'feeds', { seedProducts: 120 }));
    // A name with every character XML escapes, as a shop owner may type it.
    const id = feedProductIds(engine.catalog)[0]!;
    await updateProduct(engine.database, id, { name: awkwardName });
    await engine.catalog.refresh({ productIds: [id] });
  });

  afterAll(async () => {
    await close();
    if (previousShopUrl === undefined) delete process.env.SHOP_URL;
    else process.env.SHOP_URL = previousShopUrl;
  });

  it('serves a sitemap index that the sitemaps.org index schema accepts, listing every sitemap', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await text(response);
    const result = await validateSitemapIndex(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(locs(xml)).toEqual([`${SHOP}/pages-sitemap`, `${SHOP}/products-sitemap`]);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00<\/lastmod>/);
  });

  it('lists the shop pages in the pages sitemap, valid and with every language, not search or account pages', async () => {
    const xml = await text(await get('/pages-sitemap'));
    const result = await validateSitemap(xml);
    expect(result.errors).toEqual([]);
    const urls = locs(xml);
    const paths = urls.map((url) => url.slice(SHOP.length));
    const category = [...engine.catalog.categories()][0]!;
    const brand = [...engine.catalog.referenceData.brands.values()].find((candidate) =>
      sitemapProducts(engine.catalog).some((product) => product.brandCode === candidate.code),
    )!;
    const store = engine.services.stores.list()[0]!;
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        `/${category.urlPath}`,
        '/merken',
        `/merken/${brand.urlKey}`,
        '/service/algemene-voorwaarden',
        '/winkels',
        `/winkels/${store.code}`,
        '/sitemap',
      ]),
    );
    expect(paths).not.toContain('/home');
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(search|customer|cart|checkout|compare|blocks)(\/|$)|\/q\//);
    }
    expect(new Set(urls).size).toBe(urls.length);
    // A category names each language's own path (ADR 0042); other pages share theirs.
    const categoryByPath = new Map(
      [...engine.catalog.categories()].map((c) => [`/${c.urlPath}`, c]),
    );
    checkAlternates(xml, urls.length, (path, locale) => {
      const found = categoryByPath.get(path);
      return found ? `/${engine.catalog.categoryPath(found, locale as ShopLocale)}` : path;
    });
    expect(xml).toContain(`hreflang="fr-FR" href="${SHOP}/fr/electromenager"`);
  });

  it('lists every listed product in the products sitemap with lastmod and alternates', async () => {
    const response = await get('/products-sitemap');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await text(response);
    const result = await validateSitemap(xml);
    expect(result.errors).toEqual([]);
    const products = sitemapProducts(engine.catalog);
    expect(products.length).toBeGreaterThan(50);
    expect(locs(xml)).toEqual(
      products.map((product) => `${SHOP}/${product.urlKey}${product.urlSuffix}`),
    );
    expect(xml.match(/<lastmod>/g)).toHaveLength(products.length);
    // Each language names its own address: the demo products have a url key per language.
    const byPath = new Map(products.map((product) => [productPath(product), product]));
    checkAlternates(xml, products.length, (path, locale) =>
      productPath(byPath.get(path)!, locale as ShopLocale),
    );
    const own = products.filter((product) => productPath(product, 'fr') !== productPath(product));
    expect(own.length).toBeGreaterThan(50);
    const sample = own[0]!;
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr-FR" href="${SHOP}/fr/${sample.translations!.fr!.urlKey}${sample.urlSuffix}"/>`,
    );
    expect((await get('/products-sitemap/2')).status).toBe(404);
  });

  it('splits the products sitemap into files of the configured size, all listed by the index', async () => {
    const feeds = new FeedService(
      {
        catalog: engine.catalog,
        content: engine.services.content,
        stores: engine.services.stores,
      },
      { maxUrlsPerSitemap: 25 },
    );
    const products = sitemapProducts(engine.catalog);
    const files = Math.ceil(products.length / 25);
    expect(feeds.productSitemapCount()).toBe(files);
    const seen: string[] = [];
    for (let page = 1; page <= files; page++) {
      const xml = await text(await feeds.productsSitemap(page));
      expect((await validateSitemap(xml)).valid).toBe(true);
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(25);
      expect(urls.length).toBeGreaterThan(0);
      seen.push(...urls);
    }
    expect(seen).toEqual(
      products.map((product) => `${SHOP}/${product.urlKey}${product.urlSuffix}`),
    );
    expect(await feeds.productsSitemap(files + 1)).toBeNull();
    expect(await feeds.productsSitemap(0)).toBeNull();
    const index = await feeds.sitemapIndex();
    expect((await validateSitemapIndex(index)).valid).toBe(true);
    expect(locs(index)).toEqual([
      `${SHOP}/pages-sitemap`,
      ...Array.from({ length: files }, (_, i) =>
        i === 0 ? `${SHOP}/products-sitemap` : `${SHOP}/products-sitemap/${i + 1}`,
      ),
    ]);
  });

  it('serves the feed as well-formed Merchant Center XML with the required fields for every item', async () => {
    const response = await get('/channable/feed');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await text(response);
    const parsed = await wellFormed(xml);
    expect(parsed.errors).toEqual([]);
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    const items = feedXmlItems(xml);
    const ids = feedProductIds(engine.catalog);
    expect(items.map((item) => item.id)).toEqual(ids.map((id) => engine.catalog.product(id)!.sku));
    for (const item of items) {
      for (const field of [
        'id',
        'title',
        'description',
        'link',
        'availability',
        'price',
        'condition',
      ]) {
        expect(item[field], `${item.id} ${field}`).toBeTruthy();
      }
      expect(item.link!.startsWith(`${SHOP}/`)).toBe(true);
      expect(item.price).toMatch(/^\d+\.\d\d EUR$/);
      if (item.sale_price) expect(item.sale_price).toMatch(/^\d+\.\d\d EUR$/);
      expect(['in_stock', 'out_of_stock', 'preorder']).toContain(item.availability);
      expect(item.description).not.toMatch(/<[a-z/]/i);
      const record = engine.catalog.productBySku(item.id!)!;
      expect(record.status).not.toBe('Uit assortiment');
      if (record.ean) expect(item.gtin).toBe(record.ean);
      if (record.brandName) expect(item.brand).toBe(record.brandName);
      if (record.energyClass) expect(item.energy_efficiency_class).toBe(record.energyClass);
      if (record.smallImage) expect(item.image_link).toBe(`${SHOP}/media/${record.smallImage}`);
      if (record.categoryIds.length > 0) expect(item.product_type).toMatch(/\S( > \S)?/);
      const shown = Number((item.sale_price ?? item.price)!.split(' ')[0]);
      expect(item.shipping).toBe(`NL:::${shown >= 45 ? '0.00' : '2.95'} EUR`);
    }
    expect(items.some((item) => item.title === awkwardName)).toBe(true);
    expect(items.some((item) => item.product_type?.includes(' > '))).toBe(true);
  });

  it('serves the same items as CSV', async () => {
    const response = await get('/channable/feed?format=csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(await text(response));
    const [header, ...records] = rows;
    expect(header).toEqual([...FEED_CSV_COLUMNS]);
    const xmlItems = feedXmlItems(await text(await get('/channable/feed')));
    expect(records).toHaveLength(xmlItems.length);
    records.forEach((row, index) => {
      const fields = Object.fromEntries(header!.map((name, column) => [name, row[column]]));
      const item = xmlItems[index]!;
      for (const name of FEED_CSV_COLUMNS) expect(fields[name], name).toBe(item[name] ?? '');
    });
    expect(records.some((row) => row[1] === awkwardName)).toBe(true);
  });

  it('keeps each format until the catalogue changes, then makes it again', async () => {
    await text(await get('/channable/feed?format=csv'));
    expect(engine.services.feeds.isFeedCached('csv')).toBe(true);
    const before = await text(await get('/channable/feed?format=csv'));
    const id = feedProductIds(engine.catalog)[1]!;
    await updateProduct(engine.database, id, { name: 'Vernieuwde naam' });
    await engine.catalog.refresh({ productIds: [id] });
    expect(engine.services.feeds.isFeedCached('csv')).toBe(false);
    const after = await text(await get('/channable/feed?format=csv'));
    expect(after).not.toBe(before);
    expect(after).toContain('Vernieuwde naam');
  });

  it('makes again after a change exactly what a feed made from scratch holds', async () => {
    const services = {
      catalog: engine.catalog,
      content: engine.services.content,
      stores: engine.services.stores,
    };
    // Ranges of 8 ids: the change below falls in one of many, the others' bytes are reused.
    const kept = new FeedService(services, { feedRangeSize: 8 });
    for (const format of ['xml', 'csv'] as const) await text(await kept.productFeed(format));
    const ids = feedProductIds(engine.catalog);
    const changed = ids[Math.floor(ids.length / 2)]!;
    await updateProduct(engine.database, changed, { name: 'Nieuw & beter', priceCents: 4_200 });
    await engine.catalog.refresh({ productIds: [changed] });
    for (const format of ['xml', 'csv'] as const) {
      const again = await text(await kept.productFeed(format));
      expect(again).toBe(await text(await new FeedService(services).productFeed(format)));
    }
    const item = feedXmlItems(await text(await kept.productFeed('xml'))).find(
      (candidate) => candidate.id === engine.catalog.product(changed)!.sku,
    );
    expect(item).toMatchObject({ title: 'Nieuw & beter', price: '42.00 EUR' });
  });

  it('answers bad requests with 4xx', async () => {
    expect((await get('/channable/feed?format=json')).status).toBe(400);
    expect((await get('/products-sitemap/0')).status).toBe(404);
    expect((await get('/products-sitemap/abc')).status).toBe(404);
    expect((await get('/products-sitemap/99999999999')).status).toBe(404);
    const post = await get('/pages-sitemap', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await get('/channable/feed?format=csv', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});

/**
 * Each url's alternates: the schema checks the element's shape only, so the values are checked
 * here: the five languages, each an absolute address on the shop in its locale's shape.
 */
function checkAlternates(
  xml: string,
  urlCount: number,
  pathIn: (path: string, locale: string) => string = (path) => path,
) {
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!);
  expect(urls).toHaveLength(urlCount);
  for (const body of urls) {
    const loc = unescapeXml(/<loc>([^<]*)<\/loc>/.exec(body)![1]!);
    const links = [
      ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map(([, hreflang, href]) => ({ hreflang, href: unescapeXml(href!) }));
    expect(links.map((link) => link.hreflang)).toEqual(hreflangs);
    const path = loc.slice(SHOP.length);
    const expected = (locale: string) =>
      locale === 'nl' ? loc : `${SHOP}/${locale}${path === '/' ? '' : pathIn(path, locale)}`;
    expect(links.map((link) => link.href)).toEqual([
      expected('nl'),
      expected('fr'),
      expected('de'),
      expected('en'),
      loc,
    ]);
  }
}
