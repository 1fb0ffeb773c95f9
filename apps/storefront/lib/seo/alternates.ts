import { locales, localizedPath, toLanguageTag } from '@/lib/i18n/locales';

/** Canonical and hreflang alternates of one page (path without locale prefix). */
export function alternatesFor(locale: string, pathname: string) {
  const languages: Record<string, string> = {};
  for (const other of locales) languages[toLanguageTag(other)] = localizedPath(other, pathname);
  languages['x-default'] = localizedPath('nl', pathname);
  return { canonical: localizedPath(locale, pathname), languages };
}
