/**
 * The business constants (spec §9) that code in the browser needs. They are part of
 * `shopConfig` too; client code imports them from here so the rest stays on the server.
 */
export const uiConfig = {
  timezone: 'Europe/Amsterdam',
  /** §9 cart badge large from 10. */
  cartBadgeLargeFrom: 10,
  /** §9 menu click effect, ms. */
  menuClickEffectMs: 400,
  /** §9 menu banner 553x273. */
  menuBanner: { width: 553, height: 273 },
  /** §9 scroll-lock padding fallback, px. */
  scrollLockPaddingFallback: 15,
  /** §5 image fallback. */
  fallbackImage: '/images/fallback.svg',
  /** §9 search navigation: only for terms of at least 2 characters (or empty). */
  searchMinLength: 2,
} as const;
