import { describe, expect, it } from 'vitest';
import { emptyCart } from '@/lib/commerce/cart/types';
import {
  cancelHistoryUrl,
  cartStatus,
  errorToastClass,
  optimisticQuantity,
  shouldReread,
  stepsAfterReply,
  type FlowContext,
} from './update-flow';

const context = (overrides: Partial<FlowContext>): FlowContext => ({
  type: 'add',
  answer: { status: 'success', redirect: null, message: null },
  cartId: 'cart-1',
  currentPath: '/nl/checkout',
  linesBefore: 1,
  fallbackError: 'Something went wrong',
  ...overrides,
});

describe('cart status (spec §4)', () => {
  const withItems = { ...emptyCart(), id: 'c', total_quantity: 2 };
  it('is loading while a request is pending or before the first answer', () => {
    expect(cartStatus(undefined, false)).toBe('loading');
    expect(cartStatus(withItems, true)).toBe('loading');
  });
  it('is empty at quantity 0 and hasItems above', () => {
    expect(cartStatus({ ...emptyCart(), id: 'c' }, false)).toBe('empty');
    expect(cartStatus(withItems, false)).toBe('hasItems');
  });
  it('is error when the cart holds one', () => {
    expect(
      cartStatus({ ...withItems, error: 'One product is out of stock', hasError: true }, false),
    ).toBe('error');
  });
});

describe('cart update flow (spec §4)', () => {
  it('adds the quantity optimistically', () => {
    expect(optimisticQuantity(3, 2)).toBe(5);
    expect(optimisticQuantity(-1, 1)).toBe(1);
  });

  it('names the action in the error toast class (spec §8)', () => {
    expect(errorToastClass('add')).toBe('addToCart');
    expect(errorToastClass('cart-updateItems')).toBe('updateItemQtyInCart');
    expect(errorToastClass('cart-deleteItem')).toBe('deleteItemFromCart');
    expect(errorToastClass('cart-reorderItems')).toBe('reorderItems');
    expect(errorToastClass('checkout-setShippingMethod')).toBe('checkout-setShippingMethod');
  });

  it('shows the error toast and still re-reads on an error', () => {
    expect(
      stepsAfterReply(context({ answer: { status: 'error', message: 'Out of stock' } })),
    ).toEqual([
      { step: 'errorToast', message: 'Out of stock', className: 'addToCart' },
      { step: 'reread' },
    ]);
  });

  it('falls back to the default message when an error has none', () => {
    const [first] = stepsAfterReply(context({ answer: { status: 'error' } }));
    expect(first).toEqual({
      step: 'errorToast',
      message: 'Something went wrong',
      className: 'addToCart',
    });
  });

  it('announces a successful add and re-reads', () => {
    expect(stepsAfterReply(context({}))).toEqual([{ step: 'added' }, { step: 'reread' }]);
  });

  it('navigates on a redirect without re-reading', () => {
    expect(
      stepsAfterReply(context({ answer: { status: 'success', redirect: '/wasmachine' } })),
    ).toEqual([{ step: 'navigate', url: '/wasmachine' }]);
  });

  it('sets the cart to a reply asking for an additional action and does not re-read', () => {
    const answer = { status: 'success', additional_action: { type: 'threeDs' } };
    expect(stepsAfterReply(context({ type: 'checkout-setPaymentMethod', answer }))).toEqual([
      { step: 'setCart', answer },
    ]);
  });

  it('cancels the payment for that cart when placing the order fails, without re-reading', () => {
    expect(
      stepsAfterReply(
        context({
          type: 'checkout-placeOrder',
          cartId: 'cart-9',
          answer: { status: 'error', message: 'x' },
        }),
      ),
    ).toEqual([
      { step: 'errorToast', message: 'x', className: 'checkout-placeOrder' },
      { step: 'cancelPayment', cartId: 'cart-9' },
    ]);
  });

  it('leaves the order alone when the cart was ordered by another request (CART_NOT_ACTIVE)', () => {
    expect(
      stepsAfterReply(
        context({
          type: 'checkout-placeOrder',
          cartId: 'cart-9',
          answer: { status: 'error', message: 'x', code: 'CART_NOT_ACTIVE' },
        }),
      ),
    ).toEqual([{ step: 'errorToast', message: 'x', className: 'checkout-placeOrder' }]);
  });

  it('keeps orderData and adds the cancel history entry', () => {
    const steps = stepsAfterReply(
      context({
        type: 'checkout-placeOrder',
        answer: {
          status: 'success',
          orderData: { number: '1' },
          cancelUrl: '/checkout?type=cancelPayment',
        },
      }),
    );
    expect(steps).toEqual([
      { step: 'storeOrderData', orderData: { number: '1' } },
      { step: 'pushHistory', url: '/nl/checkout?type=cancelPayment' },
    ]);
  });

  it('shows a success message as a success toast', () => {
    expect(
      stepsAfterReply(
        context({ type: 'cart-applyCoupon', answer: { status: 'success', message: 'Applied' } }),
      ),
    ).toEqual([{ step: 'successToast', message: 'Applied' }, { step: 'reread' }]);
  });

  it('records a clear-cart event when the last line is deleted', () => {
    expect(
      stepsAfterReply(
        context({ type: 'cart-deleteItem', answer: { status: 'success', items: [] } }),
      ),
    ).toEqual([{ step: 'clearCartEvent' }, { step: 'reread' }]);
    expect(
      stepsAfterReply(
        context({
          type: 'cart-deleteItem',
          linesBefore: 2,
          answer: { status: 'success', items: [emptyLine] },
        }),
      ),
    ).toEqual([{ step: 'reread' }]);
  });

  it('never re-reads after placing an order or cancelling a payment', () => {
    expect(shouldReread('checkout-placeOrder', { status: 'success' })).toBe(false);
    expect(shouldReread('cancelPayment', { status: 'success' })).toBe(false);
    expect(shouldReread('cart-updateItems', { status: 'success' })).toBe(true);
  });

  it('replaces /checkout in a cancel url with the current path', () => {
    expect(cancelHistoryUrl('https://shop.test/checkout?type=cancelPayment', '/fr/checkout')).toBe(
      'https://shop.test/fr/checkout?type=cancelPayment',
    );
  });
});

const emptyLine = {
  id: 'l1',
  quantity: 1,
  available: true,
  error: null,
  product: {
    id: 1,
    sku: 'A',
    variantSku: 'A',
    name: 'A',
    url: '/a',
    image: null,
    brand: null,
    categories: [],
    variant: null,
  },
  priceCents: 100,
  inStoreUnitCents: null,
  rowTotalCents: 100,
  discountCents: 0,
};
