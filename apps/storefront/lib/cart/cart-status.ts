import type { CartView } from '@/lib/commerce/cart/types';

/** spec §4 cart status. */
export type CartStatus = 'loading' | 'empty' | 'hasItems' | 'error';

/**
 * spec §4: loading while a request is pending or no answer is in yet; error when the cart holds
 * one; otherwise empty or hasItems by total quantity. (A shopper who never added has no id: the
 * empty answer of /api/cart counts as empty, not as loading.)
 */
export function cartStatus(cart: CartView | undefined, pending: boolean): CartStatus {
  if (pending || !cart) return 'loading';
  if (cart.hasError || cart.error) return 'error';
  return cart.total_quantity > 0 ? 'hasItems' : 'empty';
}
