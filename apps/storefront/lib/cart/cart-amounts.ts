import { cartConfig } from '@/lib/config/cart';
import type { CartView } from '@/lib/commerce/cart/types';

/**
 * spec §9 free delivery from 45: the engine says what is missing; without its answer the
 * shop's own threshold is used on the subtotal including tax.
 */
export function freeShippingRemaining(cart: CartView): number {
  const fromEngine = cart.prices.freeShippingRemainingCents;
  if (fromEngine > 0) return fromEngine;
  return Math.max(0, cartConfig.freeShippingFromCents - cart.prices.subtotalInclTaxCents);
}

export interface CartAmounts {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * The amounts the drawer and the cart page show, always adding up: subtotal − discounts +
 * delivery = total, and the total is the one the engine's VAT line is part of. The engine's
 * grand total already holds the delivery it assumes (home delivery until pickup is chosen), so
 * delivery is what the grand total holds beyond the discounted subtotal.
 */
export function cartAmounts(cart: CartView): CartAmounts {
  const { subtotalInclTaxCents: subtotal, grandTotalCents: grand } = cart.prices;
  const discount = cart.prices.discounts.reduce((sum, d) => sum + d.amountCents, 0);
  const shipping =
    grand > 0
      ? Math.max(0, grand - subtotal + discount)
      : freeShippingRemaining(cart) > 0 && cart.items.length
        ? cartConfig.baseShippingCents
        : 0;
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: grand > 0 ? grand : subtotal - discount + shipping,
  };
}

/**
 * What picking the cart up in a store saves (spec §3 price_in_store, the cheaper-in-store
 * selling point): once pickup is chosen the engine's in-store discount, before that the lines'
 * store prices below their web prices, the way the engine prices pickup.
 */
export function pickupSavingCents(cart: CartView): number {
  if (cart.prices.inStoreDiscountCents > 0) return cart.prices.inStoreDiscountCents;
  return cart.items.reduce((sum, item) => {
    const store = item.inStoreUnitCents;
    return store !== null && store < item.priceCents && item.available
      ? sum + (item.priceCents - store) * item.quantity
      : sum;
  }, 0);
}
