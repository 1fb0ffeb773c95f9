import { locales } from '@/lib/i18n/locales';
import { handleCheckoutUpdate } from './checkout-updates';

const checkoutTypes = new Set([
  'checkout-setShippingAddress',
  'checkout-setShippingMethod',
  'checkout-setPaymentMethod',
  'checkout-placeOrder',
  'cancelPayment',
]);

/** Whether a PUT /api/cart body is one of the checkout's update types. */
export function isCheckoutUpdate(body: unknown): boolean {
  const type = (body as { type?: unknown } | null)?.type;
  return typeof type === 'string' && checkoutTypes.has(type);
}

/**
 * PUT /api/cart for the checkout types (the caller has already proved same origin and JSON).
 * The locale comes from ?locale= (spec §7); the return URL from the shop's configured address, or
 * else the request's own origin, which the same-origin check has tied to the shopper's page. The cart given back after a
 * cancelled payment becomes the shopper's cart cookie.
 */
export async function checkoutPutReply(
  request: Request,
  cartId: string | null,
  body: unknown,
  token: string | null = null,
) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('locale') ?? '';
  const locale = (locales as readonly string[]).includes(asked) ? asked : 'nl';
  const forwardedHost = request.headers.get('x-forwarded-host');
  // The engine accepts only the shop's own return URL (SHOP_URL); without it, this request's.
  const origin =
    process.env.SHOP_URL?.trim() ||
    (forwardedHost ? `${url.protocol}//${forwardedHost}` : url.origin);
  const reply = await handleCheckoutUpdate({
    cartId: cartId ?? '',
    body,
    locale,
    shopUrl: origin,
    token,
  });
  const givenBack = reply.body.id && reply.body.id !== cartId ? reply.body.id : undefined;
  return { ...reply, ...(givenBack ? { cookie: givenBack } : {}) };
}
