import { shopConstants } from '../config/constants.ts';
import type { CouponRule } from './cart-records.ts';
import { shopperError, type ShopperError } from './shopper-errors.ts';

/** spec: prices include Dutch VAT at the standard rate. */
export const vatPercent = 21;

/** The price excluding VAT of an amount that includes it, to the cent. */
export function excludingVat(includingCents: number): number {
  return Math.round((includingCents * 100) / (100 + vatPercent));
}

export interface PricedLine {
  /** Web unit price incl. VAT after special, tier and bundle rules. */
  webUnitCents: number;
  /** The store's unit price when the product has one. */
  inStoreUnitCents: number | null;
  quantity: number;
}

export interface CartTotalsInput {
  lines: PricedLine[];
  /** Pickup in a store; null before a shipping method is chosen (home delivery is assumed). */
  shipping: 'flatrate' | 'instore' | null;
  coupon: CouponRule | null;
}

export interface LineTotals {
  unitCents: number;
  rowCents: number;
}

export interface CartTotals {
  lines: LineTotals[];
  subtotalCents: number;
  inStoreDiscountCents: number;
  couponDiscountCents: number;
  shippingCents: number;
  grandTotalCents: number;
  taxCents: number;
  freeShippingRemainingCents: number;
  /** Why the coupon gives nothing, when it does not apply. */
  couponProblem: ShopperError | null;
}

/** What home delivery costs for a subtotal (spec §9: free from 45, else 2.95). */
export function homeDeliveryCents(subtotalCents: number): number {
  return subtotalCents >= shopConstants.freeShippingFromCents ? 0 : shopConstants.baseShippingCents;
}

/**
 * A coupon's discount on a subtotal (including VAT), or why it gives none: below its minimum
 * subtotal, or outside its dates.
 */
export function couponDiscount(
  coupon: CouponRule,
  subtotalCents: number,
  today: string,
): { cents: number; problem: ShopperError | null } {
  const { code } = coupon;
  if (coupon.validFrom !== null && today < coupon.validFrom) {
    return {
      cents: 0,
      problem: shopperError('COUPON_NOT_YET_VALID', { code, from: coupon.validFrom }),
    };
  }
  if (coupon.validTo !== null && today > coupon.validTo) {
    return { cents: 0, problem: shopperError('COUPON_EXPIRED', { code }) };
  }
  if (subtotalCents < coupon.minSubtotalCents) {
    const minimum = coupon.minSubtotalCents;
    return { cents: 0, problem: shopperError('COUPON_MINIMUM_SUBTOTAL', { code, minimum }) };
  }
  const cents =
    coupon.kind === 'percent'
      ? Math.round((subtotalCents * coupon.amount) / 100)
      : Math.min(coupon.amount, subtotalCents);
  return { cents, problem: null };
}

/**
 * The cart's money, always computed here from the engine's own prices: pickup takes the store
 * price where lower, the coupon comes off the subtotal, home delivery is free from 45 (of the
 * subtotal before the coupon, as the shopper sees it in the drawer), VAT is the part of the
 * grand total that 21 % makes.
 */
export function cartTotals(input: CartTotalsInput, today: string): CartTotals {
  const pickup = input.shipping === 'instore';
  let subtotal = 0;
  let inStoreDiscount = 0;
  const lines = input.lines.map((line) => {
    const store = line.inStoreUnitCents;
    const unit = pickup && store !== null && store < line.webUnitCents ? store : line.webUnitCents;
    inStoreDiscount += (line.webUnitCents - unit) * line.quantity;
    subtotal += unit * line.quantity;
    return { unitCents: unit, rowCents: unit * line.quantity };
  });
  const coupon = input.coupon ? couponDiscount(input.coupon, subtotal, today) : null;
  const couponDiscountCents = coupon?.cents ?? 0;
  const shippingCents = pickup || lines.length === 0 ? 0 : homeDeliveryCents(subtotal);
  const grandTotal = subtotal - couponDiscountCents + shippingCents;
  return {
    lines,
    subtotalCents: subtotal,
    inStoreDiscountCents: inStoreDiscount,
    couponDiscountCents,
    shippingCents,
    grandTotalCents: grandTotal,
    taxCents: grandTotal - excludingVat(grandTotal),
    freeShippingRemainingCents: pickup
      ? 0
      : Math.max(0, shopConstants.freeShippingFromCents - subtotal),
    couponProblem: coupon?.problem ?? null,
  };
}
