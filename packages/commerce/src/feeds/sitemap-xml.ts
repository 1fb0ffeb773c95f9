import type { Alternate } from './shop-links.ts';
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
