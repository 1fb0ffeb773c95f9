import { describe, expect, it } from 'vitest';
import type { CheckoutUpdateReply } from './checkout-reply';
import { followCheckoutReply, type CheckoutEffects } from './checkout-follow-up';

/** Effects that write down what the page would do, in order. */
function recording(cancelReply: CheckoutUpdateReply = { status: 'success' }) {
  const done: string[] = [];
  const effects: CheckoutEffects = {
    navigate: (url) => done.push(`navigate ${url}`),
    pushHistory: (url) => done.push(`history ${url}`),
    storeOrderData: (data) => done.push(`store ${JSON.stringify(data)}`),
    cancelPayment: async (cartId) => {
      done.push(`cancelPayment ${cartId}`);
      return cancelReply;
    },
    reread: () => done.push('reread'),
  };
  return { done, effects };
}

describe('following a checkout update reply (spec §4)', () => {
  it('keeps the placed order locally, then goes to the payment page without re-reading', async () => {
    const { done, effects } = recording();
    await followCheckoutReply(
      {
        status: 'success',
        redirect: 'http://127.0.0.1:3000/paynl-simulator/pay/51',
        orderData: { number: '1000012', token: 't' },
      },
      { type: 'checkout-placeOrder', cartId: 'cart-1', currentPath: '/checkout' },
      effects,
    );
    expect(done).toEqual([
      'store {"number":"1000012","token":"t"}',
      'navigate http://127.0.0.1:3000/paynl-simulator/pay/51',
    ]);
  });

  it('follows a placing failure with cancelPayment and its cancelUrl as a history entry on the page path', async () => {
    const { done, effects } = recording({
      status: 'success',
      id: 'cart-2',
      cancelUrl: '/checkout?type=cancelPayment',
    });
    await followCheckoutReply(
      { status: 'error', message: 'We could not place your order.' },
      { type: 'checkout-placeOrder', cartId: 'cart-1', currentPath: '/fr/checkout' },
      effects,
    );
    expect(done).toEqual(['cancelPayment cart-1', 'history /fr/checkout?type=cancelPayment']);
  });

  it('re-reads the cart after a saved step and sets it after an additional action', async () => {
    const saved = recording();
    await followCheckoutReply(
      { status: 'success', id: 'cart-1' },
      { type: 'checkout-setShippingAddress', cartId: 'cart-1', currentPath: '/checkout' },
      saved.effects,
    );
    expect(saved.done).toEqual(['reread']);
    const action = recording();
    await followCheckoutReply(
      { status: 'success', additional_action: { cart: 'cart-1' } },
      { type: 'checkout-setPaymentMethod', cartId: 'cart-1', currentPath: '/checkout' },
      action.effects,
    );
    expect(action.done).toEqual(['reread']);
  });
});
