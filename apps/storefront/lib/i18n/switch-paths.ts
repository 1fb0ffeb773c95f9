import { locales, stripLocale, toLanguageTag } from './locales';

/**
 * Where the language switcher sends a shopper: the page's own address in each language, as its
 * hreflang alternates name it (a category's or product's path per language, ADR 0041, 0042),
 * with what follows that address on the current page (a listing's filters, `/q/…`) kept. A
 * language the alternates do not name, or a page whose address is not the current language's
 * alternate, keeps the current path (the shop server redirects it where needed).
 *
 * @param pathname the current path without the locale prefix
 * @param alternates hreflang tag (`fr-FR`) → the alternate's href (absolute or from the root)
 */
export function switchPaths(
  pathname: string,
  current: string,
  alternates: Readonly<Record<string, string>>,
): Record<string, string> {
  const pathOf = (locale: string) => {
    const href = alternates[toLanguageTag(locale)];
    if (!href) return undefined;
    let path = href;
    try {
      path = new URL(href, 'http://shop.local').pathname;
    } catch {
      return undefined;
    }
    return locale === 'nl' ? path : stripLocale(path);
  };
  const own = pathOf(current);
  const rest =
    own !== undefined && (pathname === own || pathname.startsWith(own === '/' ? '/' : `${own}/`))
      ? pathname.slice(own === '/' ? 0 : own.length)
      : undefined;
  const paths: Record<string, string> = {};
  for (const locale of locales) {
    const target = rest === undefined || own === '/' ? undefined : pathOf(locale);
    paths[locale] = target === undefined ? pathname : `${target}${rest}`;
  }
  return paths;
}

/** The page's hreflang alternates as the document's head names them (tag → href). */
export function documentAlternates(doc: Document): Record<string, string> {
  const found: Record<string, string> = {};
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    const tag = link.getAttribute('hreflang');
    const href = link.getAttribute('href');
    if (tag && href) found[tag] = href;
  }
  return found;
}
