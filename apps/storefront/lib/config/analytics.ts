/** spec §3 analytics: the e-commerce tracking model's events, sent through the tag manager. */
export const analyticsConfig = {
  /** Tag manager id (NEXT_PUBLIC_GTM_ID); without it no event is pushed. */
  tagManagerId: process.env.NEXT_PUBLIC_GTM_ID || null,
  /** §3: an item without a currency is in euros. */
  defaultCurrency: 'EUR',
  /** §9 Other: at most five category levels in analytics. */
  maxCategoryLevels: 5,
} as const;
