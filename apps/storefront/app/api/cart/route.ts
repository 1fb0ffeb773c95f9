import { cartCookie, cartIdFrom, clearedCartCookie } from '@/lib/cart/cart-cookie';
import {
  getCartReply,
  postCartReply,
  putCartReply,
  type CartReply,
} from '@/lib/cart/cart-requests';
import { engineErrorText } from '@/lib/cart/engine-errors';
import { guardedJsonBody, maxCartBodyBytes, type GuardResult } from '@/lib/cart/request-guard';
import { checkoutPutReply, isCheckoutUpdate } from '@/lib/checkout/checkout-route';
import { actingSessionToken, sessionTokenFrom } from '@/lib/user/session-cookie';
import { requestLocale } from '@/lib/user/user-texts';
import { withShopperLocale } from '@/lib/commerce/shopper-locale';

/** spec §7 /api/cart: the shopper's cart, never cached. */
export const dynamic = 'force-dynamic';

function respond(reply: CartReply): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (reply.cookie !== undefined)
    headers.append(
      'set-cookie',
      reply.cookie === null ? clearedCartCookie() : cartCookie(reply.cookie),
    );
  return Response.json(reply.body, { status: reply.status, headers });
}

/** The request check's refusals by status, as reasons of the EngineErrors catalogue. */
const guardReasons: Record<number, string> = {
  403: 'REQUEST_NOT_SAME_ORIGIN',
  413: 'REQUEST_TOO_LARGE',
  415: 'REQUEST_NOT_JSON',
  400: 'REQUEST_MALFORMED',
};

/** A refused request, said in the page's language (?locale=). */
function refusedRequest(request: Request, guarded: Extract<GuardResult, { ok: false }>) {
  const reason = guardReasons[guarded.status] ?? 'REQUEST_INVALID';
  const message = engineErrorText(requestLocale(request), {
    reason,
    params: { max: maxCartBodyBytes },
  });
  return respond({
    status: guarded.status,
    body: { status: 'error', redirect: null, message, code: 'BAD_REQUEST', reason },
  });
}

/** ?locale=&currency= are accepted (spec §7); the shop has one store and one currency. */
export async function GET(request: Request) {
  const locale = requestLocale(request);
  // A signed-in customer's cart answers only the customer's token (spec §7 Authorization Bearer).
  // The cart's line problems are said in the page's language.
  return withShopperLocale(locale, async () =>
    respond(await getCartReply(cartIdFrom(request), sessionTokenFrom(request), locale)),
  );
}

/**
 * Changes run in the page's language (?locale=): the engine records it on the cart, and names
 * the cart's products' categories in it.
 */
export async function POST(request: Request) {
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok) return refusedRequest(request, guarded);
  const locale = requestLocale(request);
  return withShopperLocale(locale, async () =>
    respond(
      await postCartReply(cartIdFrom(request), guarded.body, actingSessionToken(request), locale),
    ),
  );
}

export async function PUT(request: Request) {
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok) return refusedRequest(request, guarded);
  const token = actingSessionToken(request);
  if (isCheckoutUpdate(guarded.body))
    return respond(await checkoutPutReply(request, cartIdFrom(request), guarded.body, token));
  const locale = requestLocale(request);
  return withShopperLocale(locale, async () =>
    respond(await putCartReply(cartIdFrom(request), guarded.body, token, locale)),
  );
}
