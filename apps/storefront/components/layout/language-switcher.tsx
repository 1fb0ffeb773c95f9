'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { Link, usePathname } from '@/i18n/navigation';
import { locales } from '@/lib/i18n/locales';
import { documentAlternates, switchPaths } from '@/lib/i18n/switch-paths';

/**
 * Switches language and keeps the page (nl has no prefix; others live under /fr, /de, /en): at
 * the page's own address in that language where its hreflang alternates name one (a category's
 * or product's path per language, ADR 0042), else at the same path. The head is read again when
 * the shopper reaches for the switcher, as a client navigation replaces it after rendering.
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  const [paths, setPaths] = useState<Record<string, string>>({});
  const refresh = useCallback(
    () => setPaths(switchPaths(pathname, current, documentAlternates(document))),
    [pathname, current],
  );
  useEffect(refresh, [refresh]);
  return (
    <nav
      aria-label={t('label')}
      data-testid="language-switcher"
      onPointerEnter={refresh}
      onFocus={refresh}
    >
      <ul className="flex flex-wrap gap-2">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={paths[locale] ?? pathname}
              locale={locale}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={`inline-flex min-h-9 items-center rounded border px-3 text-sm ${locale === current ? 'border-white bg-white font-bold text-brand' : 'border-white/40 text-white hover:border-white'}`}
            >
              {t(locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
