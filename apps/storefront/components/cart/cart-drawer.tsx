'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { useTranslations } from '@/lib/i18n/client';
import { useUiState } from '@/components/state/ui-state';
import { useCart } from '@/lib/cart/use-cart';
import { setEditingLine, useEditingLine } from '@/lib/cart/cart-edit-state';
import { CartLine } from './cart-line';
import { CartNotices } from './cart-notices';
import { CartTotals } from './cart-totals';
import { CartEmpty, CartLoadError, CartLoading } from './cart-view-states';
import { focusFirstFieldOnArrival } from './focus-on-arrival';

// The edit view loads when a shopper first edits a line, not with the drawer's first paint
// (React's lazy, as everywhere in the shop: next/dynamic would add its loader; ADR 0005).
const CartEditItem = lazy(() =>
  import('./cart-edit-item').then((module) => ({ default: module.CartEditItem })),
);

/** A configurable line names its variant's sku apart from its product's. */
const isConfigurable = (item: { product: { sku: string; variantSku: string } }) =>
  item.product.variantSku !== item.product.sku;

/** spec §2 cart drawer: item count, link to /cart, lines, and a footer with totals and actions. */
export function CartDrawer() {
  const t = useTranslations('Cart');
  const { closeSidebar, openModal } = useUiState();
  const { cart, status } = useCart();
  const editing = useEditingLine();
  // After cancel, focus returns to the Edit button the shopper came from. A frame later: the
  // drawer moves focus to its title on a change of view, in an effect that runs after this one.
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (editing || !returnTo.current) return;
    const line = returnTo.current;
    returnTo.current = null;
    const frame = requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `[data-testid="cart-line-edit"][data-line="${CSS.escape(line)}"]`,
        )
        ?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [editing]);
  const edited = editing ? cart?.items.find((item) => item.id === editing) : undefined;
  if (cart && edited)
    return (
      <Suspense fallback={<CartLoading />}>
        <CartEditItem
          key={edited.id}
          item={edited}
          currency={cart.prices.currency}
          onCancel={() => {
            returnTo.current = edited.id;
            setEditingLine(null);
          }}
          onSaved={() => setEditingLine(null)}
        />
      </Suspense>
    );

  if (!cart)
    return <div className="p-4">{status === 'error' ? <CartLoadError /> : <CartLoading />}</div>;
  if (cart.total_quantity === 0 && !cart.items.length)
    return (
      <div className="p-4">
        <CartEmpty onContinue={closeSidebar} />
      </div>
    );
  return (
    <div className="flex h-full flex-col" data-testid="cart-drawer" data-status={status}>
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2 text-sm">
        <span data-testid="cart-drawer-count">
          {t('itemCount', { count: cart.total_quantity })}
        </span>
        <Link href="/cart" className="font-semibold text-brand underline">
          {t('viewCart')}
        </Link>
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto px-4 py-2">
        <CartNotices cart={cart} />
        <ul aria-label={t('title')}>
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              currency={cart.prices.currency}
              onEdit={isConfigurable(item) ? () => setEditingLine(item.id) : undefined}
            />
          ))}
        </ul>
      </div>
      <div className="space-y-3 border-t border-line bg-white p-4">
        <CartTotals cart={cart} compact />
        <Link
          href="/checkout"
          className="btn btn-primary w-full"
          aria-disabled={cart.hasError || undefined}
          onClick={() => focusFirstFieldOnArrival('/checkout')}
        >
          {t('toCheckout')}
        </Link>
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            className="btn btn-secondary px-2 text-sm"
            onClick={() => openModal('reservation')}
          >
            {t('reserve')}
          </button>
          <button type="button" className="btn btn-secondary px-2 text-sm" onClick={closeSidebar}>
            {t('continueShopping')}
          </button>
        </div>
      </div>
    </div>
  );
}
