/**
 * Identifiers of the layout blocks (rows of `layout_blocks`), one layout document each. A file of
 * its own, importing nothing, so the back office can check layout documents in the browser.
 */
export const LAYOUT_BLOCK_IDS = {
  generalInformation: 'general_information',
  footerItems: 'footer_items',
  usps: 'usps',
  serviceNav: 'service_nav',
  footer: 'footer_extras',
  menuBanners: 'menu_banners',
  flags: 'layout_flags',
  reviewRating: 'review_rating',
} as const;
