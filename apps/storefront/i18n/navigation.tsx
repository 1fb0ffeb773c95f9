'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps } from 'react';
import { useLocale } from '@/lib/i18n/client';
import { localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';

type Href = ComponentProps<typeof NextLink>['href'];

/** Gives a shop path the locale's prefix (ADR 0002); other links stay as they are. */
function localizedHref(locale: Locale, href: Href): Href {
  if (typeof href === 'string') return href.startsWith('/') ? localizedPath(locale, href) : href;
  return href.pathname?.startsWith('/')
    ? { ...href, pathname: localizedPath(locale, href.pathname) }
    : href;
}

/** next/link in the page's language, or in `locale` (the language switcher). */
export function Link({
  href,
  locale,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'locale'> & { locale?: Locale }) {
  const current = useLocale();
  return <NextLink href={localizedHref(locale ?? current, href)} {...props} />;
}

/** The current path without its locale prefix. */
export function usePathname(): string {
  return stripLocale(useNextPathname() ?? '/');
}

/** next/navigation's router, taking paths without locale prefix. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href: string) => router.push(localizedPath(locale, href)),
      replace: (href: string) => router.replace(localizedPath(locale, href)),
      prefetch: (href: string) => router.prefetch(localizedPath(locale, href)),
    }),
    [router, locale],
  );
}
