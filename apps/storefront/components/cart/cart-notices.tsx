'use client';

import { useTranslations } from '@/lib/i18n/client';
import type { CartView } from '@/lib/commerce/cart/types';

/**
 * spec §8: 'some cart products no longer available, remove them' and 'one product out of stock',
 * above the lines, for as long as the cart holds such a line.
 */
export function CartNotices({ cart }: { cart: CartView }) {
  const t = useTranslations('Cart');
  const unavailable = cart.items.filter((item) => !item.available).length;
  const outOfStock = cart.items.filter((item) => item.available && item.error).length;
  if (!unavailable && !outOfStock && !cart.error) return null;
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800"
      data-testid="cart-notices"
    >
      {unavailable ? <p>{t('unavailable')}</p> : null}
      {outOfStock === 1 ? <p>{t('outOfStock')}</p> : null}
      {!unavailable && outOfStock !== 1 && cart.error ? <p>{cart.error}</p> : null}
    </div>
  );
}
