'use client';

import { useLocale, useTranslations } from '@/lib/i18n/client';
import { Link, usePathname } from '@/i18n/navigation';
import { locales } from '@/lib/i18n/locales';

/** Switches language and keeps the page (nl has no prefix; others live under /fr, /de, /en). */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const current = useLocale();
  const pathname = usePathname();
  return (
    <nav aria-label={t('label')} data-testid="language-switcher">
      <ul className="flex flex-wrap gap-2">
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={pathname}
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
