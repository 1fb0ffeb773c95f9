import type { CartView } from '@/lib/commerce/cart/types';

// The status alone is in a module of its own: every page that reads the cart needs it, the rest of
// the update flow loads with the first update.
export { cartStatus, type CartStatus } from './cart-status';

/** The kinds of cart update the storefront sends (spec §7). */
export type CartUpdateType =
  | 'add'
  | 'cart-updateItems'
  | 'cart-deleteItem'
  | 'cart-reorderItems'
  | 'cart-applyCoupon'
  | 'cart-removeCoupon'
  | 'checkout-setShippingAddress'
  | 'checkout-setShippingMethod'
  | 'checkout-setPaymentMethod'
  | 'checkout-placeOrder'
  | 'cancelPayment';

/** spec §7 reply of POST/PUT /api/cart, with the checkout update fields. */
export interface CartUpdateAnswer {
  status?: 'success' | 'error' | string;
  message?: string | null;
  redirect?: string | null;
  items?: CartView['items'];
  additional_action?: unknown;
  orderData?: unknown;
  cancelUrl?: string | null;
  id?: string | null;
  /** Shop extension: the engine's code of a refused update (CART_NOT_ACTIVE for a placement). */
  code?: string | null;
}

/** spec §8: the error toast's class names the action. */
export function errorToastClass(type: CartUpdateType): string {
  switch (type) {
    case 'add':
      return 'addToCart';
    case 'cart-updateItems':
      return 'updateItemQtyInCart';
    case 'cart-deleteItem':
      return 'deleteItemFromCart';
    case 'cart-reorderItems':
      return 'reorderItems';
    default:
      return type;
  }
}

/** spec §4: adding first shows the new total quantity, before the cart is re-read. */
export function optimisticQuantity(current: number, added: number): number {
  return Math.max(0, current) + Math.max(0, added);
}

/**
 * spec §4: the cart is not re-read after placing an order or cancelling a payment, nor when the
 * reply redirects or asks for an additional action.
 */
export function shouldReread(type: CartUpdateType, answer: CartUpdateAnswer): boolean {
  if (type === 'checkout-placeOrder' || type === 'cancelPayment') return false;
  return !answer.redirect && !answer.additional_action;
}

/** spec §4: the history entry for a cancelled payment: cancelUrl with /checkout made the current path. */
export function cancelHistoryUrl(cancelUrl: string, currentPath: string): string {
  return cancelUrl.replace('/checkout', currentPath);
}

/** What the storefront does with a reply, in order; the caller carries each step out. */
export type FlowStep =
  | { step: 'errorToast'; message: string; className: string }
  | { step: 'successToast'; message: string }
  | { step: 'navigate'; url: string }
  | { step: 'setCart'; answer: CartUpdateAnswer }
  | { step: 'cancelPayment'; cartId: string }
  | { step: 'pushHistory'; url: string }
  | { step: 'storeOrderData'; orderData: unknown }
  | { step: 'added' }
  | { step: 'clearCartEvent' }
  | { step: 'reread' };

export interface FlowContext {
  type: CartUpdateType;
  answer: CartUpdateAnswer;
  /** The cart the update was for (checkout updates carry it as cartid). */
  cartId: string | null;
  currentPath: string;
  /** Lines in the cart before the update. */
  linesBefore: number;
  fallbackError: string;
}

/** spec §4 cart update flow, every sentence, as data: what follows a reply. */
export function stepsAfterReply(context: FlowContext): FlowStep[] {
  const { type, answer } = context;
  const steps: FlowStep[] = [];
  if (answer.status === 'error') {
    steps.push({
      step: 'errorToast',
      message: answer.message || context.fallbackError,
      className: errorToastClass(type),
    });
    // A failed placement leaves the payment open: it is cancelled for that cart. Not when the
    // cart already became an order another request placed (CART_NOT_ACTIVE): cancelling would
    // cancel the order that request's shopper is paying.
    if (type === 'checkout-placeOrder' && context.cartId && answer.code !== 'CART_NOT_ACTIVE')
      steps.push({ step: 'cancelPayment', cartId: context.cartId });
  } else {
    if (answer.orderData !== undefined && answer.orderData !== null)
      steps.push({ step: 'storeOrderData', orderData: answer.orderData });
    if (answer.cancelUrl)
      steps.push({
        step: 'pushHistory',
        url: cancelHistoryUrl(answer.cancelUrl, context.currentPath),
      });
    if (answer.additional_action) steps.push({ step: 'setCart', answer });
    if (answer.redirect) steps.push({ step: 'navigate', url: answer.redirect });
    else if (type === 'add') steps.push({ step: 'added' });
    else if (answer.message) steps.push({ step: 'successToast', message: answer.message });
    if (type === 'cart-deleteItem' && context.linesBefore > 0 && (answer.items?.length ?? 0) === 0)
      steps.push({ step: 'clearCartEvent' });
  }
  if (shouldReread(type, answer)) steps.push({ step: 'reread' });
  return steps;
}
