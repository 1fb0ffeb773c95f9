import { cartConfig } from './cart';

/** The checkout's constants. The engine prices delivery; the spec §9 amounts explain it. */
export const checkoutConstants = {
  /** §9 free shipping amount: 45 (cents). */
  freeShippingFromCents: cartConfig.freeShippingFromCents,
  /** §9 base shipping amount: 2.95 (cents). */
  baseShippingCents: cartConfig.baseShippingCents,
  /** Where the terms link of the payment step goes (spec §2). */
  termsPath: '/service/algemene-voorwaarden',
  /** sessionStorage key guarding the GA4 purchase event against a reload of the success page. */
  purchaseTrackedKey: 'purchase_tracked',
} as const;
