import { cartCookie, clearedCartCookie } from '@/lib/cart/cart-cookie';
import {
  CustomerCartIdDocument,
  MergeGuestCartDocument,
  ShopperAccountDocument,
  ShopperWishlistSkusDocument,
  SignInDocument,
  SignOutDocument,
} from '@/lib/commerce/generated/graphql';
import { commerceQuery } from '@/lib/commerce/transport';
import {
  hasSignedInHint,
  sessionTokenFrom,
  signedInCookies,
  signedOutCookies,
} from './session-cookie';
import {
  engineRefusal,
  guestUser,
  refused,
  succeeded,
  type Context,
  type UserReply,
} from './user-reply';
import type { UserRequest } from './user-requests';
import { requestLocale, userText } from './user-texts';

// Who the shopper is: the session read back, signing in (with the guest cart merged) and out.

/** spec §7 GET /api/user: the signed-in shopper, or a guest; never the token itself. */
export async function getUserReply(request: Request): Promise<UserReply> {
  const token = sessionTokenFrom(request);
  if (!token) return { status: 200, body: guestUser, cookies: staleHint(request) };
  const options = { token, locale: requestLocale(request) };
  const [account, wishlist] = await Promise.all([
    commerceQuery(ShopperAccountDocument, {}, options),
    commerceQuery(ShopperWishlistSkusDocument, {}, options),
  ]);
  if (!account.ok && (account.error.unavailable || account.error.code !== 'UNAUTHENTICATED')) {
    // The engine could not say: the session stays, the page keeps what it knew.
    const message = userText(options.locale, 'unavailable');
    return {
      status: 503,
      body: { ...guestUser, status: 'error', error: 'UNAVAILABLE', message },
      cookies: [],
    };
  }
  const customer = account.ok ? account.data.customer : null;
  // An expired or revoked token: a guest, and the browser forgets it.
  if (!customer) return { status: 200, body: guestUser, cookies: signedOutCookies() };
  const wishlistSkus = wishlist.ok
    ? (wishlist.data.customer?.wishlists ?? []).flatMap((list) =>
        (list?.items_v2?.items ?? []).flatMap((item) =>
          item?.product?.sku ? [item.product.sku] : [],
        ),
      )
    : [];
  return {
    status: 200,
    body: {
      isLoggedIn: true,
      firstname: customer.firstname ?? null,
      email: customer.email ?? null,
      wishlistSkus: [...new Set(wishlistSkus)],
      token: null,
    },
    cookies: [],
  };
}

/** A hint cookie without a session cookie beside it is cleared. */
const staleHint = (request: Request) => (hasSignedInHint(request) ? signedOutCookies() : []);

/**
 * Signs in with a fresh token (spec §7), merges the guest cart into the customer's and points
 * the cart cookie at the customer's cart.
 */
export async function login(values: UserRequest<'login'>, context: Context): Promise<UserReply> {
  const result = await commerceQuery(
    SignInDocument,
    { email: values.email, password: values.password },
    context.options,
  );
  if (!result.ok) {
    if (result.error.code !== 'UNAUTHENTICATED') return engineRefusal(context, result.error);
    // Wrong address and wrong password answer alike; only a right password learns it is unconfirmed.
    const key = /confirm/i.test(result.error.message) ? 'accountUnconfirmed' : 'signInRefused';
    return refused(context, 401, 'SIGN_IN_REFUSED', key);
  }
  const token = result.data.generateCustomerToken?.token;
  if (!token) return refused(context, 503, 'UNDEFINED', 'somethingWrong');
  // The session this browser had before is over: sessions rotate at sign in.
  if (context.token && context.token !== token)
    await commerceQuery(SignOutDocument, {}, { ...context.options, token: context.token });
  const cartId = await customerCartAfterSignIn(token, context);
  const cartCookies = cartId ? [cartCookie(cartId)] : [clearedCartCookie()];
  return succeeded(context, 'signedIn', values.redirect, [
    ...signedInCookies(token),
    ...cartCookies,
  ]);
}

/** The customer's cart id after sign in, with the guest cart (if any) merged into it. */
async function customerCartAfterSignIn(token: string, context: Context): Promise<string | null> {
  const options = { ...context.options, token };
  if (context.cartId) {
    const merged = await commerceQuery(
      MergeGuestCartDocument,
      { sourceCartId: context.cartId },
      options,
    );
    if (merged.ok && merged.data.mergeCarts.id) return merged.data.mergeCarts.id;
  }
  const own = await commerceQuery(CustomerCartIdDocument, {}, options);
  return own.ok ? own.data.customerCart.id : null;
}

/** Signs out: the token stops working and the browser forgets it and the customer's cart. */
export async function logout(values: UserRequest<'logout'>, context: Context): Promise<UserReply> {
  if (context.token) {
    const result = await commerceQuery(
      SignOutDocument,
      {},
      { ...context.options, token: context.token },
    );
    if (!result.ok && result.error.unavailable) return engineRefusal(context, result.error);
  }
  return succeeded(context, 'signedOut', values.redirect, [
    ...signedOutCookies(),
    clearedCartCookie(),
  ]);
}
