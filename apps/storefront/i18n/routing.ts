import { defineRouting } from 'next-intl/routing';
import { locales, defaultLocale } from '@/lib/i18n/locales';

/**
 * nl is the shop's language and has no URL prefix; fr, de and en live under /fr, /de and /en
 * (docs/adr/0002-locale-url-prefix.md). No Accept-Language redirects: a URL always shows the
 * same language, which keeps pages cacheable and links stable.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
