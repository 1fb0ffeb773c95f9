import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartView } from '@/lib/commerce/cart/types';

import type * as CartCache from './cart-cache';

let cache: typeof CartCache;

const cart = (quantity: number) =>
  ({ id: 'c', total_quantity: quantity, items: [] }) as unknown as CartView;

beforeEach(async () => {
  vi.resetModules();
  cache = await import('./cart-cache');
});

describe('cart cache', () => {
  it('reads the cart when a view mounts, once for views mounted within a second', async () => {
    const reader = vi.fn(async () => cart(2));
    cache.mountCartView(reader);
    cache.mountCartView(reader);
    expect(cache.cartSnapshot().reading).toBe(1);
    await vi.waitFor(() => expect(cache.cartSnapshot().cart?.total_quantity).toBe(2));
    expect(reader).toHaveBeenCalledTimes(1);
    expect(cache.cartSnapshot().reading).toBe(0);
  });

  it('stores a written cart and tells the views', async () => {
    const listener = vi.fn();
    cache.subscribeCart(listener);
    await cache.mutate('/api/cart', cart(3), { revalidate: false });
    expect(cache.cartSnapshot().cart?.total_quantity).toBe(3);
    await cache.mutate('/api/cart', (current) => current && { ...current, total_quantity: 4 }, {
      revalidate: false,
    });
    expect(cache.cartSnapshot().cart?.total_quantity).toBe(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not let a read that started before a write overwrite it', async () => {
    let answer: (value: CartView) => void = () => {};
    cache.mountCartView(() => new Promise<CartView>((resolve) => (answer = resolve)));
    await cache.mutate('/api/cart', cart(5), { revalidate: false });
    answer(cart(1));
    await vi.waitFor(() => expect(cache.cartSnapshot().reading).toBe(0));
    expect(cache.cartSnapshot().cart?.total_quantity).toBe(5);
  });

  it('keeps the cart when a written promise fails, and rejects', async () => {
    await cache.mutate('/api/cart', cart(2), { revalidate: false });
    await expect(
      cache.mutate('/api/cart', Promise.reject(new Error('offline')), { revalidate: false }),
    ).rejects.toThrow('offline');
    expect(cache.cartSnapshot().cart?.total_quantity).toBe(2);
  });

  it('reads again on request only while a view is mounted, and keeps a failed read as the error', async () => {
    await cache.mutate('/api/cart', cart(2), { revalidate: false });
    expect(await cache.mutate('/api/cart')).toMatchObject({ total_quantity: 2 });
    const reader = vi
      .fn<() => Promise<CartView>>()
      .mockResolvedValueOnce(cart(6))
      .mockRejectedValueOnce(new Error('down'));
    cache.mountCartView(reader);
    await vi.waitFor(() => expect(cache.cartSnapshot().cart?.total_quantity).toBe(6));
    expect(await cache.mutate('/api/cart')).toMatchObject({ total_quantity: 6 });
    expect(reader).toHaveBeenCalledTimes(2);
    expect(cache.cartSnapshot().error).toBeInstanceOf(Error);
  });
});
