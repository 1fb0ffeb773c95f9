'use client';

import { useMemo } from 'react';
import { usePathname as useNextPathname } from 'next/navigation';
import { useRouter } from '@/i18n/navigation';
import { useUiState } from '@/components/state/ui-state';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import type { EcommerceProduct } from '@/lib/analytics/ecommerce';
import type { CartEffects, CartUpdate } from './cart-actions';

export interface AddValue {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  /** The product's page, where /api/cart sends the shopper when a variant must be chosen. */
  url?: string;
  /** For analytics (spec §3 item fields); not sent to the engine. */
  product?: EcommerceProduct;
}

/**
 * The cart's actions for a component: the flow's code (and SWR) load on the first use, so a
 * page with add-to-cart buttons carries only this hook (ADR 0005).
 */
export function useCartActions() {
  const router = useRouter();
  const path = useNextPathname() ?? '/';
  const { openSidebar } = useUiState();
  const t = useTranslations('Cart');
  const tToasts = useTranslations('Toasts');
  const locale = useLocale();
  return useMemo(() => {
    const effects: CartEffects = {
      navigate: (url) => (url.startsWith('/') ? router.push(url) : window.location.assign(url)),
      openCart: () => openSidebar('CART_VIEW'),
      currentPath: path,
      locale,
      texts: {
        added: t('added'),
        viewCart: t('viewCart'),
        fallbackError: tToasts('somethingWrong'),
      },
    };
    const run = async (update: CartUpdate) => {
      const { updateCart } = await import('./cart-actions');
      return updateCart(update, effects);
    };
    return {
      /** spec §5: one value object or a list. */
      add: (values: AddValue[]) =>
        run({
          type: 'add',
          method: 'POST',
          body: values.map(({ product, ...value }) => ({
            ...value,
            ...(product
              ? { product: { name: product.name, brand: product.brand ?? undefined } }
              : {}),
          })),
          addedQuantity: values.reduce((sum, value) => sum + value.quantity, 0),
          products: values.flatMap((value) => (value.product ? [value.product] : [])),
        }),
      setQuantity: (id: string, qty: number) =>
        run({
          type: 'cart-updateItems',
          method: 'POST',
          body: { type: 'cart-updateItems', items: [{ id, qty }] },
        }),
      remove: (id: string, product?: EcommerceProduct) =>
        run({
          type: 'cart-deleteItem',
          method: 'PUT',
          body: { type: 'cart-deleteItem', id },
          products: product ? [product] : [],
        }),
      /** spec §7: an earlier order's products back in the cart (signed-in customers). */
      reorder: (orderNumber: string) =>
        run({
          type: 'cart-reorderItems',
          method: 'POST',
          body: { type: 'cart-reorderItems', orderNumber },
        }),
      applyCoupon: (code: string) =>
        run({ type: 'cart-applyCoupon', method: 'PUT', body: { type: 'cart-applyCoupon', code } }),
      removeCoupon: () =>
        run({ type: 'cart-removeCoupon', method: 'PUT', body: { type: 'cart-removeCoupon' } }),
    };
  }, [router, path, openSidebar, t, tToasts, locale]);
}
