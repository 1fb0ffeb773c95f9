import type { CheckoutView } from '@/lib/commerce/checkout';
import { ecommerceEvent, type EcommerceEventName } from './ecommerce';
import { track } from './track';

type CheckoutEventName = Extract<
  EcommerceEventName,
  'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase'
>;

/** The checkout's GA4 events for the cart's lines; value is the cart's grand total. */
export function checkoutEvent(
  name: CheckoutEventName,
  cart: Pick<CheckoutView, 'items' | 'grandTotalCents'>,
  extra: Record<string, unknown> = {},
) {
  const products = cart.items.map((item) => ({
    sku: item.sku,
    name: item.name,
    quantity: item.quantity,
    priceCents: item.quantity ? Math.round(item.rowCents / item.quantity) : item.rowCents,
  }));
  return ecommerceEvent(name, products, { valueCents: cart.grandTotalCents, ...extra });
}

export function pushCheckoutEvent(...args: Parameters<typeof checkoutEvent>): void {
  track(checkoutEvent(...args));
}

/**
 * GA4 purchase once per order (spec §3 analytics): the order number is remembered in
 * sessionStorage, so a reload of the success page does not count the sale twice.
 */
export function pushPurchaseOnce(
  orderNumber: string,
  cart: Pick<CheckoutView, 'items' | 'grandTotalCents'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  storageKey: string,
): boolean {
  const seen = storage?.getItem(storageKey)?.split(',') ?? [];
  if (seen.includes(orderNumber)) return false;
  storage?.setItem(storageKey, [...seen, orderNumber].slice(-20).join(','));
  pushCheckoutEvent('purchase', cart, { transaction_id: orderNumber });
  return true;
}
