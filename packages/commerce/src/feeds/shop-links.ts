import { shopPageUrl, shopUrl } from '../engine/shop-url.ts';

/**
 * The shop's languages with the hreflang tag its pages carry: the storefront's alternates
 * (`lib/seo/alternates.ts`) name them nl-NL, fr-FR, de-DE and en-US, and a sitemap must say the
 * same as the pages; Dutch is the x-default.
 */
export const shopLanguages = [
  { locale: 'nl', hreflang: 'nl-NL' },
  { locale: 'fr', hreflang: 'fr-FR' },
  { locale: 'de', hreflang: 'de-DE' },
  { locale: 'en', hreflang: 'en-US' },
] as const;

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * A page's absolute address in Dutch (no prefix) and its alternates in every language;
 * `localPaths` names a language's own path where it has one (a category's, ADR 0042).
 */
export function pageInEveryLanguage(
  path: string,
  localPaths: Partial<Record<string, string>> = {},
): { loc: string; alternates: Alternate[] } {
  const loc = pageUrl('nl', path);
  const alternates: Alternate[] = shopLanguages.map(({ locale, hreflang }) => ({
    hreflang,
    href: pageUrl(locale, localPaths[locale] ?? path),
  }));
  alternates.push({ hreflang: 'x-default', href: loc });
  return { loc, alternates };
}

/** The home page of another language is `/fr`, not `/fr/`: the storefront's canonical shape. */
function pageUrl(locale: string, path: string): string {
  const url = shopPageUrl(locale, path);
  return path === '/' && locale !== 'nl' ? url.replace(/\/$/, '') : url;
}

/** An absolute address on the shop, for paths that have no language (feeds, media). */
export function absoluteShopUrl(path: string): string {
  return `${shopUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A path segment as a url carries it: the catalogue's url keys are plain, but not promised. */
export function urlPath(...segments: string[]): string {
  return `/${segments
    .flatMap((segment) => segment.split('/'))
    .filter(Boolean)
    .map(encodeURIComponent)
    .join('/')}`;
}
