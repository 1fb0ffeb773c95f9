import { cartCookie, cartIdFrom, clearedCartCookie } from '@/lib/cart/cart-cookie';
import {
  getCartReply,
  postCartReply,
  putCartReply,
  type CartReply,
} from '@/lib/cart/cart-requests';
import { guardedJsonBody } from '@/lib/cart/request-guard';
import { checkoutPutReply, isCheckoutUpdate } from '@/lib/checkout/checkout-route';
import { actingSessionToken, sessionTokenFrom } from '@/lib/user/session-cookie';
import { requestLocale } from '@/lib/user/user-texts';

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

/** ?locale=&currency= are accepted (spec §7); the shop has one store and one currency. */
export async function GET(request: Request) {
  // A signed-in customer's cart answers only the customer's token (spec §7 Authorization Bearer).
  return respond(await getCartReply(cartIdFrom(request), sessionTokenFrom(request)));
}

export async function POST(request: Request) {
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok)
    return respond({
      status: guarded.status,
      body: { status: 'error', redirect: null, message: guarded.message },
    });
  return respond(
    await postCartReply(
      cartIdFrom(request),
      guarded.body,
      actingSessionToken(request),
      requestLocale(request),
    ),
  );
}

export async function PUT(request: Request) {
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok)
    return respond({
      status: guarded.status,
      body: { status: 'error', redirect: null, message: guarded.message },
    });
  const token = actingSessionToken(request);
  if (isCheckoutUpdate(guarded.body))
    return respond(await checkoutPutReply(request, cartIdFrom(request), guarded.body, token));
  return respond(await putCartReply(cartIdFrom(request), guarded.body, token));
}
