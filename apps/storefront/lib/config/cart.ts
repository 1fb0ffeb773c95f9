/** The cart's constants (spec §4, §9), each with its source, so a shop can change them. */
export const cartLimits = {
  /** Most units of one line a shopper may put in the cart at once. */
  maxQuantity: 99,
  /** Most lines one request may add or change (ADR 0009: every list is bounded). */
  maxLines: 50,
} as const;

export const cartConfig = {
  /** The cookie holding the guest cart id (httpOnly, SameSite=Lax; Secure in production). */
  cookieName: 'cart_id',
  /** 30 days: a guest's cart survives a weekend away. */
  cookieMaxAgeSeconds: 60 * 60 * 24 * 30,
  /** spec §9: the add-to-cart toast closes after 1500 ms. */
  addedToastMs: 1500,
  /** spec §9: quantity buttons wait 250 ms for more clicks before the cart is updated. */
  quantityDebounceMs: 250,
  /** spec §9 free shipping from 45 and base shipping 2.95, in cents. */
  freeShippingFromCents: 4500,
  baseShippingCents: 295,
  /** spec §9: the cart subtotal is shown including tax (display mode 2). */
  subtotalTaxDisplay: 2,
  /** spec §2/§4: after an add, open the cart drawer instead of showing the toast. */
  openDrawerOnAdd: false,
} as const;
