import { locales, localizedPath, toLanguageTag } from '@/lib/i18n/locales';

/**
 * Canonical and hreflang alternates of one page (path without locale prefix). `ownPaths` names
 * a language's own path where the page has one (a product's url key per language, ADR 0041);
 * the others share `pathname`. x-default is the Dutch page.
 */
export function alternatesFor(
  locale: string,
  pathname: string,
  ownPaths: Partial<Record<string, string>> = {},
) {
  const pathIn = (other: string) => ownPaths[other] ?? pathname;
  const languages: Record<string, string> = {};
  for (const other of locales)
    languages[toLanguageTag(other)] = localizedPath(other, pathIn(other));
  languages['x-default'] = localizedPath('nl', pathIn('nl'));
  return { canonical: localizedPath(locale, pathIn(locale)), languages };
}
