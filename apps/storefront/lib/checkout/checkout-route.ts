import { shopUrl } from '@webshop/commerce/contracts';
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
 * The locale comes from ?locale= (spec §7); the payment's return URL from the shop's configured
 * address only (SHOP_URL, the one the engine accepts), never from the request's host: the shop
 * server sends other hosts to that address first (ADR 0010). The cart given back after a
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
  const reply = await handleCheckoutUpdate({
    cartId: cartId ?? '',
    body,
    locale,
    shopUrl: shopUrl(),
    token,
  });
  const givenBack = reply.body.id && reply.body.id !== cartId ? reply.body.id : undefined;
  return { ...reply, ...(givenBack ? { cookie: givenBack } : {}) };
}
