import { describe, expect, it } from 'vitest';
import { checkoutEvent, pushPurchaseOnce } from './checkout-events';

const cart = {
  grandTotalCents: 60_195,
  items: [{ uid: '1', sku: 'WM-1', name: 'Wasmachine', quantity: 2, rowCents: 119_800 }],
};

describe('checkout events', () => {
  it('describes the cart lines with unit prices in euros and the total as value', () => {
    const event = checkoutEvent('add_shipping_info', cart, { shipping_tier: 'home' });
    expect(event).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: {
        currency: 'EUR',
        value: 601.95,
        shipping_tier: 'home',
        items: [{ item_id: 'WM-1', item_name: 'Wasmachine', quantity: 2, price: 599 }],
      },
    });
  });

  it('counts a purchase once per order number, however often the page loads', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(pushPurchaseOnce('100000001', cart, storage, 'k')).toBe(true);
    expect(pushPurchaseOnce('100000001', cart, storage, 'k')).toBe(false);
    expect(pushPurchaseOnce('100000002', cart, storage, 'k')).toBe(true);
    expect(store.get('k')).toBe('100000001,100000002');
  });
});
