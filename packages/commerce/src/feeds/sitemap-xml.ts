import { shopUrl } from '../engine/shop-url.ts';
import { shopLanguages, type Alternate } from './shop-links.ts';
import { xmlText } from './xml-text.ts';

/** One `<url>` of a sitemap: the page, when it last changed, and the page in other languages. */
export interface SitemapEntry {
  loc: string;
  lastmod: Date | null;
  alternates: readonly Alternate[];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const URLSET_OPEN =
  XML_DECLARATION +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/** W3C datetime (sitemaps.org's lastmod), to the second in UTC. */
export function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

export function urlElement(entry: SitemapEntry): string {
  let xml = `<url><loc>${xmlText(entry.loc)}</loc>`;
  if (entry.lastmod) xml += `<lastmod>${w3cDate(entry.lastmod)}</lastmod>`;
  for (const alternate of entry.alternates) {
    xml += `<xhtml:link rel="alternate" hreflang="${xmlText(alternate.hreflang)}" href="${xmlText(alternate.href)}"/>`;
  }
  return `${xml}</url>\n`;
}

/**
 * `urlElement` of a page in every language, for many pages at once (the products sitemap writes
 * 50,000): the shop's address and the language prefixes are escaped once, each path once. The
 * same shapes as `pageInEveryLanguage`: Dutch without a prefix, the others under `/fr`, `/de`,
 * `/en` (their home page without a trailing slash), x-default Dutch. `localPaths` gives a
 * language's own path where it differs from the Dutch one (a product's url key, ADR 0041).
 */
export function urlElementWriter(): (
  path: string,
  lastmod: Date | null,
  localPaths?: Partial<Record<string, string>>,
) => string {
  const base = xmlText(shopUrl());
  const languages = shopLanguages.map(({ locale, hreflang }) => ({
    locale,
    hreflang: xmlText(hreflang),
    prefix: locale === 'nl' ? null : `${base}/${locale}`,
  }));
  return (path, lastmod, localPaths) => {
    const escaped = xmlText(path);
    const loc = base + escaped;
    let xml = `<url><loc>${loc}</loc>`;
    if (lastmod) xml += `<lastmod>${w3cDate(lastmod)}</lastmod>`;
    for (const language of languages) {
      const own = localPaths?.[language.locale];
      const local = own === undefined || own === path ? escaped : xmlText(own);
      const href = language.prefix === null ? loc : language.prefix + (path === '/' ? '' : local);
      xml += `<xhtml:link rel="alternate" hreflang="${language.hreflang}" href="${href}"/>`;
    }
    return `${xml}<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/></url>\n`;
  };
}

/** A sitemap index: where each sitemap is and when it last changed. */
export function sitemapIndexXml(
  sitemaps: readonly { loc: string; lastmod: Date | null }[],
): string {
  let xml = `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (const sitemap of sitemaps) {
    xml += `<sitemap><loc>${xmlText(sitemap.loc)}</loc>`;
    if (sitemap.lastmod) xml += `<lastmod>${w3cDate(sitemap.lastmod)}</lastmod>`;
    xml += '</sitemap>\n';
  }
  return `${xml}</sitemapindex>\n`;
}
