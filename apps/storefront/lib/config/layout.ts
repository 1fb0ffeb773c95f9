/** spec §9 'Images and layout', breakpoints and the header's and footer's constants. */
export const layoutConfig = {
  /** §9 breakpoints (px); mobile is lg and below. Tailwind's `desk:` variant is lg as well. */
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1680, xxxl: 1920 },
  /** §9 logo 161x64. */
  logo: { width: 161, height: 64 },
  /** §9 menu banner 553x273. */
  menuBanner: { width: 553, height: 273 },
  /** §4, §9 menu click effect, ms. */
  menuClickEffectMs: 400,
  /** §9 footer list count (the engine's shopConstants.footerListCount). */
  footerListCount: 4,
  /** §4, §9 cart badge large from 10. */
  cartBadgeLargeFrom: 10,
  /** §9 scroll-lock padding fallback, px. */
  scrollLockPaddingFallback: 15,
  /** §5 image fallback. */
  fallbackImage: '/images/fallback.svg',
} as const;
