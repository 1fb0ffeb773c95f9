'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useCart } from '@/lib/cart/use-cart';
import type { CartView } from '@/lib/commerce/cart/types';
import { useHydrated } from '@/components/account/use-hydrated';
import { readConsent } from '@/lib/consent/consent-state';
import { CartLine } from './cart-line';
import { CartNotices } from './cart-notices';
import { CartTotals } from './cart-totals';
import { CartEmpty, CartLoadError, CartLoading } from './cart-view-states';
import { CouponForm } from './coupon-form';

/**
 * The /cart page's content (spec §2 cart page): the cart the server read until the browser's
 * own read of /api/cart is in. `cart-page` marks it once it answers to input.
 */
export function CartPageView({ initialCart }: { initialCart: CartView | null }) {
  const t = useTranslations('Cart');
  const { cart: read, status } = useCart();
  const cart = read ?? initialCart ?? undefined;
  const hydrated = useHydrated();
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || !cart || !cart.items.length) return;
    viewed.current = true;
    // Without analytics consent `track` sends nothing: only a visitor who allowed it loads the
    // event's code, and the page's first load carries none of it (ADR 0005).
    if (readConsent()?.analytics)
      void import('./cart-view-event').then((m) => m.trackCartView(cart));
  }, [cart]);

  if (!cart) return status === 'error' ? <CartLoadError /> : <CartLoading />;
  if (!cart.items.length) return <CartEmpty />;
  return (
    <div
      // minmax(0, …): a line or the summary never widens its column past the screen.
      className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_360px]"
      data-testid={hydrated ? 'cart-page' : undefined}
      data-status={status}
    >
      <section aria-labelledby="cart-lines-heading" className="space-y-3">
        <h2 id="cart-lines-heading" className="sr-only">
          {t('itemCount', { count: cart.total_quantity })}
        </h2>
        <p className="text-muted" data-testid="cart-page-count">
          {t('itemCount', { count: cart.total_quantity })}
        </p>
        <CartNotices cart={cart} />
        <ul className="rounded-lg border border-line bg-white px-4">
          {cart.items.map((item) => (
            <CartLine key={item.id} item={item} currency={cart.prices.currency} />
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="cart-summary-heading"
        className="h-fit space-y-4 rounded-lg border border-line bg-white p-4"
      >
        <h2 id="cart-summary-heading" className="text-lg font-bold">
          {t('summary')}
        </h2>
        <CouponForm applied={cart.applied_coupons} />
        <CartTotals cart={cart} />
        <Link href="/checkout" className="btn btn-primary w-full" data-testid="to-checkout">
          {t('toCheckout')}
        </Link>
        <Link href="/" className="btn btn-secondary w-full">
          {t('continueShopping')}
        </Link>
      </aside>
    </div>
  );
}
