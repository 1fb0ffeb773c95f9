import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ContentService } from '../content/content-service.ts';
import { shopUrl } from '../engine/shop-url.ts';
import type { StoreService } from '../stores/store-service.ts';
import { feedCsvHeader, feedCsvRows } from './feed-csv.ts';
import { FeedCache } from './feed-cache.ts';
import { feedItems, feedProductIds } from './feed-items.ts';
import { FEED_XML_TAIL, feedXmlHead, feedXmlItem } from './feed-xml.ts';
import { absoluteShopUrl } from './shop-links.ts';
import { localProductPaths, pageEntries, productPath, sitemapProducts } from './sitemap-entries.ts';
import {
  URLSET_CLOSE,
  URLSET_OPEN,
  sitemapIndexXml,
  urlElement,
  urlElementWriter,
} from './sitemap-xml.ts';
import { textStream, type Piece } from './text-stream.ts';
import { FeedRanges, groupByRange } from './feed-ranges.ts';

export type FeedFormat = 'xml' | 'csv';

export interface FeedSettings {
  /** URLs per products sitemap file (sitemaps.org allows at most 50,000). */
  maxUrlsPerSitemap: number;
  /** Bytes of one cached feed body; a larger feed is made again for each request. */
  maxCachedFeedBytes: number;
  /**
   * Product ids per range of the feed kept apart, so a change makes only its range again. Ids
   * are dense, so a range is about one batch of descriptions read.
   */
  feedRangeSize: number;
}

export const defaultFeedSettings: FeedSettings = {
  maxUrlsPerSitemap: 50_000,
  maxCachedFeedBytes: 256 * 1024 * 1024,
  feedRangeSize: 2_048,
};

/**
 * Settings the environment may change: FEED_CACHE_MAX_MB bounds each kept feed body (0 keeps
 * none, so every request makes the feed again).
 */
export function feedSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): Partial<FeedSettings> {
  const raw = env.FEED_CACHE_MAX_MB?.trim();
  if (!raw) return {};
  const megabytes = Number(raw);
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(`FEED_CACHE_MAX_MB must be a number of megabytes, 0 or more; got "${raw}".`);
  }
  return { maxCachedFeedBytes: Math.floor(megabytes * 1024 * 1024) };
}

const encoder = new TextEncoder();

/** Sitemap URLs written per piece of the stream. */
const URLS_PER_PIECE = 500;

/** Shop paths of the sitemaps (the index lists them, robots.txt names the index). */
export const sitemapPaths = {
  index: '/sitemap.xml',
  pages: '/pages-sitemap',
  products: (page: number) => (page === 1 ? '/products-sitemap' : `/products-sitemap/${page}`),
};

/**
 * XML sitemaps and the product feed, made from the catalogue, content and stores services and
 * streamed. Sitemaps come from memory and are made per request; the feed also reads every
 * description from the database, so each format's body is kept until the catalogue changes.
 */
export class FeedService {
  private readonly feeds: FeedCache<FeedFormat>;
  private readonly sitemaps: FeedCache<number>;
  private readonly ranges: Record<FeedFormat, FeedRanges>;
  readonly settings: FeedSettings;

  constructor(
    private readonly services: {
      catalog: CatalogService;
      content: ContentService;
      stores: StoreService;
    },
    settings: Partial<FeedSettings> = {},
  ) {
    this.settings = { ...defaultFeedSettings, ...settings };
    if (this.settings.maxUrlsPerSitemap < 1 || this.settings.maxUrlsPerSitemap > 50_000) {
      throw new RangeError('A sitemap holds 1 to 50,000 URLs (sitemaps.org).');
    }
    this.feeds = new FeedCache(this.settings.maxCachedFeedBytes);
    this.sitemaps = new FeedCache(this.settings.maxCachedFeedBytes);
    this.ranges = {
      xml: new FeedRanges(this.settings.maxCachedFeedBytes),
      csv: new FeedRanges(this.settings.maxCachedFeedBytes),
    };
  }

  /** How many files the products sitemap is split into (at least one, maybe empty). */
  productSitemapCount(): number {
    return this.productSitemapCountOf(sitemapProducts(this.services.catalog).length);
  }

  /** The sitemap index: the pages sitemap and every products sitemap file. */
  async sitemapIndex(): Promise<string> {
    const products = sitemapProducts(this.services.catalog);
    const pages = await pageEntries(this.services);
    const newestOf = (dates: (Date | null)[]) =>
      dates.reduce<Date | null>(
        (newest, date) => (date && (!newest || date > newest) ? date : newest),
        null,
      );
    const files = [
      {
        loc: absoluteShopUrl(sitemapPaths.pages),
        lastmod: newestOf(pages.map((page) => page.lastmod)),
      },
    ];
    const size = this.settings.maxUrlsPerSitemap;
    for (let page = 1; page <= this.productSitemapCountOf(products.length); page++) {
      const slice = products.slice((page - 1) * size, page * size);
      files.push({
        loc: absoluteShopUrl(sitemapPaths.products(page)),
        lastmod: newestOf(slice.map((product) => product.updatedAt)),
      });
    }
    return sitemapIndexXml(files);
  }

  async pagesSitemap(): Promise<ReadableStream<Uint8Array>> {
    const entries = await pageEntries(this.services);
    return textStream(urlsetPieces(entries.map(urlElement)));
  }

  /**
   * One file of the products sitemap (1-based), or null past the last one. Each file is kept
   * until the catalogue changes, like the feed: crawlers fetch them again and again.
   */
  async productsSitemap(page: number): Promise<ReadableStream<Uint8Array> | null> {
    const products = sitemapProducts(this.services.catalog);
    if (!Number.isInteger(page) || page < 1 || page > this.productSitemapCountOf(products.length)) {
      return null;
    }
    const size = this.settings.maxUrlsPerSitemap;
    const key = () => `${this.services.catalog.revision}|${shopUrl()}`;
    return this.sitemaps.body(page, key, async function* () {
      yield URLSET_OPEN;
      const element = urlElementWriter();
      const slice = products.slice((page - 1) * size, page * size);
      for (let start = 0; start < slice.length; start += URLS_PER_PIECE) {
        let piece = '';
        for (const product of slice.slice(start, start + URLS_PER_PIECE)) {
          piece += element(productPath(product), product.updatedAt, localProductPaths(product));
        }
        yield piece;
      }
      yield URLSET_CLOSE;
    });
  }

  /** The product feed in Merchant Center's RSS (xml) or as CSV, kept until the catalogue changes. */
  productFeed(format: FeedFormat): Promise<ReadableStream<Uint8Array>> {
    return this.feeds.body(
      format,
      () => this.feedKey(),
      () => this.feedPieces(format),
    );
  }

  /** Whether a request for this format now is answered from the kept body. */
  isFeedCached(format: FeedFormat): boolean {
    return this.feeds.has(format, this.feedKey());
  }

  /**
   * The feed in pieces of one id range each. A range whose products did not change since the
   * last making is the bytes made then (`FeedRanges`); the others are read and written again.
   */
  private async *feedPieces(format: FeedFormat): AsyncGenerator<Piece> {
    const { catalog } = this.services;
    const ranges = this.ranges[format];
    ranges.begin(`${catalog.currentDay()}|${shopUrl()}`);
    yield format === 'xml' ? feedXmlHead(shopUrl()) : feedCsvHeader();
    const groups = groupByRange(feedProductIds(catalog), this.settings.feedRangeSize);
    for (const [range, ids] of groups) {
      const records = ids.map((id) => catalog.product(id)!);
      const kept = ranges.reuse(range, records);
      if (kept) {
        yield kept;
        continue;
      }
      let text = '';
      for await (const items of feedItems(catalog, ids)) {
        text += format === 'xml' ? items.map(feedXmlItem).join('') : feedCsvRows(items);
      }
      const bytes = encoder.encode(text);
      ranges.keep(range, records, bytes);
      yield bytes;
    }
    ranges.retain(new Set(groups.keys()));
    if (format === 'xml') yield FEED_XML_TAIL;
  }

  /** Prices change with the day (special prices end), the catalogue with each change. */
  private feedKey(): string {
    const { catalog } = this.services;
    return `${catalog.revision}|${catalog.currentDay()}|${shopUrl()}`;
  }

  private productSitemapCountOf(products: number): number {
    return Math.max(1, Math.ceil(products / this.settings.maxUrlsPerSitemap));
  }
}

function* urlsetPieces(elements: Iterable<string>): Generator<string> {
  yield URLSET_OPEN;
  yield* elements;
  yield URLSET_CLOSE;
}
