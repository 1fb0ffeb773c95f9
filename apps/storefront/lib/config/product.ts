/** The product page's settings. */
export const productConfig = {
  /** Related and upsell products shown: one row of the four-column grid (the spec sets none). */
  relatedShown: 4,
} as const;
