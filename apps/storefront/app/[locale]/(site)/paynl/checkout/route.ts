import { cartCookie, clearedCartCookie } from '@/lib/cart/cart-cookie';
import { finishPayment } from '@/lib/commerce/orders';
import { localizedPath } from '@/lib/i18n/locales';

/** The shopper's own payment: never cached. */
export const dynamic = 'force-dynamic';

// Pay. order ids are short tokens; anything longer or stranger is not looked up at all.
const plausibleId = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * spec §2 /paynl/checkout, the payment's return URL. The state is read from the provider through
 * the engine (never from statusAction in the URL): paid or pending goes to the success page;
 * cancelled, expired or denied back to checkout with the cart given back in the cart cookie.
 */
export async function GET(request: Request, context: { params: Promise<{ locale: string }> }) {
  const { locale } = await context.params;
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? url.searchParams.get('orderId') ?? '';
  const to = (path: string) => new URL(localizedPath(locale, path), url.origin);
  // A relative Location: behind the shop server this request's own host may not be the one the
  // browser used, and a redirect to another origin after the provider's form post is blocked.
  const relative = (target: URL) => `${target.pathname}${target.search}`;
  const headers = new Headers({ 'cache-control': 'no-store' });
  const result = plausibleId.test(id) ? await finishPayment(id) : null;

  if (result && (result.state === 'PAID' || result.state === 'PENDING') && result.orderToken) {
    const success = to('/checkout/success');
    success.searchParams.set('order', result.orderToken);
    // The cart became the order.
    headers.append('set-cookie', clearedCartCookie());
    headers.set('location', relative(success));
    return new Response(null, { status: 303, headers });
  }
  const back = to('/checkout');
  back.searchParams.set('type', 'cancelPayment');
  if (result?.state === 'DENIED') back.searchParams.set('reason', 'denied');
  else if (!result) back.searchParams.set('reason', 'unknown');
  if (result?.cartId) headers.append('set-cookie', cartCookie(result.cartId));
  headers.set('location', relative(back));
  return new Response(null, { status: 303, headers });
}
