/**
 * spec §9 image sizes: the only widths the shop resizes to. The storefront's `srcset` offers
 * exactly these, and any other `w` is refused, so the stored variants are at most six per
 * source image however many widths clients invent. A file of its own so the storefront can
 * read the list without loading the resizer (sharp).
 */
export const mediaWidths = [320, 375, 768, 1024, 1200, 1920] as const;
