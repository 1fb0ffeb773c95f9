import { headers } from 'next/headers';
import type { CartView } from '@/lib/commerce/cart';
import { withShopperLocale } from '@/lib/commerce/shopper-locale';
import { sessionTokenFrom } from '@/lib/user/session-cookie';
import { cartIdFrom } from './cart-cookie';
import { getCartReply } from './cart-requests';

/**
 * The shopper's cart as GET /api/cart would answer it, for the cart page's server HTML: the
 * lines are there at first paint, so the page neither waits for the browser's read nor shifts
 * when it arrives (ADR 0005). Null when the cart cannot be read here (an engine error): the
 * browser then reads it as before and shows what went wrong. The browser's read still follows
 * and sets the cookie where the answer changes it.
 */
export async function cartForPage(locale: string): Promise<CartView | null> {
  const request = new Request('http://shop.invalid/', {
    headers: { cookie: (await headers()).get('cookie') ?? '' },
  });
  try {
    const reply = await withShopperLocale(locale, () =>
      getCartReply(cartIdFrom(request), sessionTokenFrom(request), locale),
    );
    return reply.status === 200 ? (reply.body as CartView) : null;
  } catch {
    return null;
  }
}
