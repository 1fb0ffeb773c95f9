import { ecommerceEvent } from '@/lib/analytics/ecommerce';
import { track } from '@/lib/analytics/track';
import type { CartView } from '@/lib/commerce/cart/types';
import { lineProduct } from './cart-line';

/** spec §3 view_cart: the cart page was shown with these lines. True when the event was sent. */
export function trackCartView(cart: CartView): boolean {
  return track(
    ecommerceEvent(
      'view_cart',
      cart.items.map((item) => lineProduct(item, cart.prices.currency)),
      { valueCents: cart.prices.subtotalInclTaxCents },
    ),
  );
}
