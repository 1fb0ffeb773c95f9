import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { feedCsvRows } from './feed-csv.ts';
import type { FeedItem } from './feed-items.ts';
import { plainText } from './plain-text.ts';
import { xmlText } from './xml-text.ts';
import { money } from './feed-items.ts';
import { feedSettingsFromEnv } from './feed-service.ts';
import { pageInEveryLanguage } from './shop-links.ts';
import { urlElement, urlElementWriter } from './sitemap-xml.ts';

describe('xmlText', () => {
  it('escapes the five characters XML reserves', () => {
    expect(xmlText(`Tom & Jerry's <"kast">`)).toBe(
      'Tom &amp; Jerry&apos;s &lt;&quot;kast&quot;&gt;',
    );
  });

  it('leaves out characters XML 1.0 cannot carry, keeps the rest', () => {
    expect(xmlText('a\u0000b\u0007c\td\ne\uD800f😀')).toBe('abc\td\nef😀');
  });

  it('returns plain text as it is', () => {
    expect(xmlText('Wasmachine 8 kg – A')).toBe('Wasmachine 8 kg – A');
  });
});

describe('plainText', () => {
  it('drops tags and scripts, decodes entities and collapses white space', () => {
    expect(
      plainText(
        '<p><strong>Koel</strong>kast &amp; vriezer</p><script>alert(1)</script><ul><li>A&#43;&#x2B;&nbsp;</li></ul>',
      ),
    ).toBe('Koel kast & vriezer A++');
  });

  it('keeps an unknown entity as written', () => {
    expect(plainText('a &bogus; b')).toBe('a &bogus; b');
  });

  it('cuts long text on a word boundary', () => {
    const text = plainText(`${'woord '.repeat(2000)}`, 100);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('woord…')).toBe(true);
  });
});

describe('money', () => {
  it('writes Merchant Center prices from exact cents', () => {
    expect(money(12300)).toBe('123.00 EUR');
    expect(money(295)).toBe('2.95 EUR');
    expect(money(5)).toBe('0.05 EUR');
  });
});

describe('feedSettingsFromEnv', () => {
  it('reads the kept feed bound in megabytes, and refuses what is no size', () => {
    expect(feedSettingsFromEnv({})).toEqual({});
    expect(feedSettingsFromEnv({ FEED_CACHE_MAX_MB: '64' })).toEqual({
      maxCachedFeedBytes: 64 * 1024 * 1024,
    });
    expect(feedSettingsFromEnv({ FEED_CACHE_MAX_MB: '0' })).toEqual({ maxCachedFeedBytes: 0 });
    expect(() => feedSettingsFromEnv({ FEED_CACHE_MAX_MB: 'lots' })).toThrow(/FEED_CACHE_MAX_MB/);
    expect(() => feedSettingsFromEnv({ FEED_CACHE_MAX_MB: '-1' })).toThrow(/FEED_CACHE_MAX_MB/);
  });
});

describe('urlElementWriter', () => {
  it('writes what urlElement writes for the page in every language', () => {
    const previous = process.env.SHOP_URL;
    process.env.SHOP_URL = 'https://shop.example/a&b';
    try {
      const write = urlElementWriter();
      const lastmod = new Date('2026-11-24T10:00:00Z');
      for (const path of ['/', '/wasmachine-8kg', "/merken/tom-&-jerry's", '/a/b']) {
        expect(write(path, lastmod)).toBe(urlElement({ ...pageInEveryLanguage(path), lastmod }));
        expect(write(path, null)).toBe(urlElement({ ...pageInEveryLanguage(path), lastmod: null }));
      }
      // A language with its own path (a product's url key in that language) names that one.
      const own = write('/wasmachine', null, { fr: '/lave-linge&co', de: '/wasmachine' });
      expect(own).toContain(
        'hreflang="fr-FR" href="https://shop.example/a&amp;b/fr/lave-linge&amp;co"',
      );
      expect(own).toContain('hreflang="de-DE" href="https://shop.example/a&amp;b/de/wasmachine"');
      expect(own).toContain('hreflang="en-US" href="https://shop.example/a&amp;b/en/wasmachine"');
      expect(own).toContain('hreflang="x-default" href="https://shop.example/a&amp;b/wasmachine"');
    } finally {
      if (previous === undefined) delete process.env.SHOP_URL;
      else process.env.SHOP_URL = previous;
    }
  });
});

describe('feedCsvRows', () => {
  const item: FeedItem = {
    id: 'SKU-1',
    title: 'Wasmachine',
    description: 'Koel',
    link: 'https://shop.example/p',
    imageLink: null,
    availability: 'in_stock',
    price: '10.00 EUR',
    salePrice: null,
    brand: null,
    gtin: null,
    energyClass: null,
    categoryPath: null,
    shipping: { country: 'NL', price: '0.00 EUR' },
  };

  it('writes cells a spreadsheet would run as a formula with a quote in front, quoted', () => {
    for (const title of ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tA', '\rA']) {
      const [row] = parse(feedCsvRows([{ ...item, title, brand: title }])) as string[][];
      expect(row?.[1]).toBe(`'${title}`);
      expect(row?.[9]).toBe(`'${title}`);
    }
    const text = feedCsvRows([{ ...item, title: '+1' }]);
    expect(text).toContain(`"'+1"`);
  });

  it('leaves other cells as they are', () => {
    const [row] = parse(feedCsvRows([item])) as string[][];
    expect(row?.[1]).toBe('Wasmachine');
  });
});
