import { stepsAfterReply, type CartUpdateType } from '@/lib/cart/update-flow';
import type { CheckoutUpdateReply } from './checkout-reply';

/** What the checkout page does for spec §4's steps; the browser's own in the page. */
export interface CheckoutEffects {
  navigate(url: string): void;
  pushHistory(url: string): void;
  storeOrderData(orderData: unknown): void;
  /** Sends the cancelPayment update for the cart; its reply is followed in turn. */
  cancelPayment(cartId: string): Promise<CheckoutUpdateReply>;
  /** Reads the cart again (the page's server-rendered view of it). */
  reread(): void;
}

export interface CheckoutReplyContext {
  type: CartUpdateType;
  cartId: string | null;
  /** The page's path, e.g. /en/checkout: spec §4 puts it in place of /checkout in cancelUrl. */
  currentPath: string;
}

/**
 * spec §4's cart update flow for a checkout update's reply: orderData kept locally, a placing
 * failure followed by cancelPayment for the cart, the cancelUrl history entry, the additional
 * action's cart and the redirect. Messages are not toasts here: the step's form shows them.
 */
export async function followCheckoutReply(
  reply: CheckoutUpdateReply,
  context: CheckoutReplyContext,
  effects: CheckoutEffects,
): Promise<void> {
  const steps = stepsAfterReply({
    type: context.type,
    answer: reply,
    cartId: context.cartId,
    currentPath: context.currentPath,
    linesBefore: 0,
    fallbackError: '',
  });
  for (const step of steps) {
    switch (step.step) {
      case 'storeOrderData':
        effects.storeOrderData(step.orderData);
        break;
      case 'pushHistory':
        effects.pushHistory(step.url);
        break;
      case 'navigate':
        effects.navigate(step.url);
        break;
      case 'setCart':
      case 'reread':
        effects.reread();
        break;
      case 'cancelPayment': {
        const cancelled = await effects.cancelPayment(step.cartId);
        await followCheckoutReply(
          cancelled,
          { ...context, type: 'cancelPayment', cartId: step.cartId },
          effects,
        );
        break;
      }
      default:
        // Toasts, the drawer and clear-cart events belong to the cart, not to the checkout.
        break;
    }
  }
}
