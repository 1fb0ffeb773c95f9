import { uiConfig } from './ui';

/**
 * The storefront's share of the spec's business constants (§9), each with its source, so a shop
 * changes them here (or in ./ui.ts, for those the browser needs) instead of hunting through
 * components.
 */
export const shopConfig = {
  ...uiConfig,
  /** §1 default store code, store locale and currency. */
  storeCode: process.env.NEXT_PUBLIC_STORE_CODE ?? 'b2c_nl',
  storeLocale: 'nl_NL',
  currency: 'EUR',
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
  /** §9 logo 161x64. */
  logo: { width: 161, height: 64 },
  /** §9 breakpoints (px); mobile is lg and below. */
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1680, xxxl: 1920 },
} as const;
