/** The product page's settings. */
export const productConfig = {
  /** Related and upsell products shown: one row of the four-column grid (the spec sets none). */
  relatedShown: 4,
  /** §9 select cutoff: an option with more values than this is a dropdown, not buttons. */
  optionSelectCutoff: 5,
} as const;
