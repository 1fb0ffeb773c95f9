/**
 * The storefront's share of the spec's business constants (§9), each with its source, so a shop
 * changes them here instead of hunting through components.
 */
export const shopConfig = {
  /** §1 default store code, store locale and currency. */
  storeCode: process.env.NEXT_PUBLIC_STORE_CODE ?? 'b2c_nl',
  storeLocale: 'nl_NL',
  currency: 'EUR',
  timezone: 'Europe/Amsterdam',
  /** Public origin of the shop, used in structured data and hreflang links. */
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  /** §2 store domains stripped from banner and button links. */
  storeDomains: (
    process.env.NEXT_PUBLIC_STORE_DOMAINS ?? 'www.stroomhuis.nl,stroomhuis.nl,staging.stroomhuis.nl'
  )
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean),
  /** §9 Other: cache revalidate 10 (seconds). */
  revalidateSeconds: 10,
  /** §9 footer list count. */
  footerListCount: 4,
  /** §9 cart badge large from 10. */
  cartBadgeLargeFrom: 10,
  /** §9 menu click effect, ms. */
  menuClickEffectMs: 400,
  /** §9 logo 161x64; menu banner 553x273. */
  logo: { width: 161, height: 64 },
  menuBanner: { width: 553, height: 273 },
  /** §9 scroll-lock padding fallback, px. */
  scrollLockPaddingFallback: 15,
  /** §5 image fallback. */
  fallbackImage: '/images/fallback.svg',
  /** §9 breakpoints (px); mobile is lg and below. */
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1680, xxxl: 1920 },
  /** §9 search navigation: only for terms of at least 2 characters (or empty). */
  searchMinLength: 2,
} as const;
