'use client';

import { showToast } from '@/components/ui/toast';
import { ecommerceEvent, type EcommerceProduct } from '@/lib/analytics/ecommerce';
import { track } from '@/lib/analytics/track';
import { cartConfig } from '@/lib/config/cart';
import type { CartView } from '@/lib/commerce/cart/types';
import { mutate } from './cart-cache';
import { cartQuantityNow, cartUrl, forgetPreloadedCart, setCartQuantity } from './cart-summary';
import { fetchCart, trackPending } from './use-cart';
import {
  optimisticQuantity,
  stepsAfterReply,
  type CartUpdateAnswer,
  type CartUpdateType,
  type FlowStep,
} from './update-flow';

/** What the flow needs from the page: navigation, the drawer, texts in the page's language. */
export interface CartEffects {
  navigate(url: string): void;
  openCart(): void;
  currentPath: string;
  /** The page's language: /api/cart says its refusals in it (spec §7 ?locale=). */
  locale: string;
  texts: { added: string; viewCart: string; fallbackError: string };
}

export interface CartUpdate {
  type: CartUpdateType;
  method: 'POST' | 'PUT';
  body: unknown;
  /** Units an add puts in the cart (the optimistic total, spec §4). */
  addedQuantity?: number;
  /** The products concerned, for the analytics event. */
  products?: EcommerceProduct[];
  cartId?: string | null;
}

async function send(
  method: 'POST' | 'PUT',
  body: unknown,
  locale: string,
): Promise<CartUpdateAnswer | null> {
  try {
    const response = await fetch(`${cartUrl}?locale=${encodeURIComponent(locale)}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as CartUpdateAnswer;
  } catch {
    return null;
  }
}

const orderDataKey = 'orderData';

/** spec §4 cart update flow: optimistic quantity, the request, then each step of the reply. */
export async function updateCart(update: CartUpdate, effects: CartEffects): Promise<boolean> {
  forgetPreloadedCart();
  // Reads the cached cart as it is: mutate(key, undefined) would empty the cache, and a cart
  // view shows 'loading' until a re-read that an error reply may never bring.
  const linesBefore =
    (await mutate<CartView>(cartUrl, (cart) => cart, { revalidate: false }))?.items.length ?? 0;
  if (update.type === 'add' && update.addedQuantity) {
    const next = optimisticQuantity(cartQuantityNow() ?? 0, update.addedQuantity);
    setCartQuantity(next);
    void mutate<CartView>(cartUrl, (cart) => (cart ? { ...cart, total_quantity: next } : cart), {
      revalidate: false,
    });
  }
  const answer = (await trackPending(send(update.method, update.body, effects.locale))) ?? {
    status: 'error',
    message: effects.texts.fallbackError,
  };
  const steps = stepsAfterReply({
    type: update.type,
    answer,
    cartId: update.cartId ?? null,
    currentPath: effects.currentPath,
    linesBefore,
    fallbackError: effects.texts.fallbackError,
  });
  for (const step of steps) await carryOut(step, update, effects);
  if (answer.status !== 'error' && update.products?.length) {
    if (update.type === 'add') track(ecommerceEvent('add_to_cart', update.products));
    if (update.type === 'cart-deleteItem')
      track(ecommerceEvent('remove_from_cart', update.products));
  }
  return answer.status !== 'error';
}

async function carryOut(step: FlowStep, update: CartUpdate, effects: CartEffects) {
  switch (step.step) {
    case 'errorToast':
      showToast(step.message, 'error', { className: step.className });
      return;
    case 'successToast':
      showToast(step.message, 'success');
      return;
    case 'navigate':
      effects.navigate(step.url);
      return;
    case 'setCart':
      await mutate(cartUrl, step.answer, { revalidate: false });
      return;
    case 'cancelPayment':
      await updateCart(
        {
          type: 'cancelPayment',
          method: 'PUT',
          body: { type: 'cancelPayment', cartid: step.cartId },
          cartId: step.cartId,
        },
        effects,
      );
      return;
    case 'pushHistory':
      window.history.pushState(null, '', step.url);
      return;
    case 'storeOrderData':
      try {
        window.localStorage.setItem(orderDataKey, JSON.stringify(step.orderData));
      } catch {
        // Private mode or a full storage: the success page reads the order from the engine.
      }
      return;
    case 'added':
      if (cartConfig.openDrawerOnAdd) effects.openCart();
      else
        showToast(effects.texts.added, 'success', {
          className: 'addToCart',
          autoClose: cartConfig.addedToastMs,
          action: { label: effects.texts.viewCart, onClick: effects.openCart },
        });
      return;
    case 'clearCartEvent':
      track(ecommerceEvent('clear_cart', update.products ?? []));
      return;
    case 'reread': {
      // Read now, not only when a cart view is mounted: the badge follows the engine's answer.
      const cart = await mutate(cartUrl, fetchCart(), { revalidate: false }).catch(() => undefined);
      if (cart) setCartQuantity(cart.total_quantity);
      return;
    }
  }
}
