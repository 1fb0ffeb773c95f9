import { cartCookie, cartIdFrom, clearedCartCookie } from '@/lib/cart/cart-cookie';
import { guardedJsonBody } from '@/lib/cart/request-guard';
import { translateValidation } from '@/lib/checkout/translate-validation';
import {
  ChangeCustomerPasswordDocument,
  CustomerCartIdDocument,
  MergeGuestCartDocument,
  RegisterCustomerDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SendContactFormDocument,
  ShopperAccountDocument,
  ShopperWishlistSkusDocument,
  SignInDocument,
  SignOutDocument,
  SubscribeToNewsletterDocument,
  UpdateCustomerDetailsDocument,
  type CustomerUpdateInput,
} from '@/lib/commerce/generated/graphql';
import { commerceQuery, type CommerceResult, type QueryOptions } from '@/lib/commerce/transport';
import {
  actingSessionToken,
  hasSignedInHint,
  sessionTokenFrom,
  signedInCookies,
  signedOutCookies,
} from './session-cookie';
import { clientAddressOf } from './client-address';
import { customerEmailUpdate } from './email-change-reply';
import {
  customerUpdateParts,
  isUserActionType,
  safeRedirect,
  userRequestSchemas,
  type UserActionType,
  type UserRequest,
} from './user-requests';
import { requestLocale, userText, type UserText } from './user-texts';
import type { UserActionReply, UserState } from './user-types';

/** What the route answers: an HTTP status, a JSON body and the cookies it sets or clears. */
export interface UserReply {
  status: number;
  body: UserState | UserActionReply | (UserState & UserActionReply);
  cookies: string[];
}

export const guestUser: UserState = {
  isLoggedIn: false,
  firstname: null,
  email: null,
  wishlistSkus: [],
  token: null,
};

type EngineError = Extract<CommerceResult<unknown>, { ok: false }>['error'];

export interface Context {
  locale: string;
  /** The session token this request may act with (same origin proven), or null. */
  token: string | null;
  cartId: string | null;
  options: QueryOptions;
}

export function refusal(
  status: number,
  error: string,
  message: string,
  extra: Partial<Extract<UserActionReply, { status: 'error' }>> = {},
  cookies: string[] = [],
): UserReply {
  return { status, body: { status: 'error', error, message, ...extra }, cookies };
}

export const refused = (context: Context, status: number, error: string, key: UserText) =>
  refusal(status, error, userText(context.locale, key));

export function succeeded(
  context: Context,
  key: UserText,
  redirect: unknown,
  cookies: string[] = [],
): UserReply {
  return {
    status: 200,
    body: {
      status: 'success',
      message: userText(context.locale, key),
      redirect: safeRedirect(redirect),
    },
    cookies,
  };
}

/**
 * An engine refusal as the route's answer: never 5xx for what the shopper sent; only an engine
 * that cannot be reached (or fails in itself) is 503 (spec §8).
 */
export function engineRefusal(context: Context, error: EngineError): UserReply {
  if (error.unavailable) return refused(context, 503, 'UNAVAILABLE', 'unavailable');
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return refusal(401, 'UNAUTHENTICATED', userText(context.locale, 'signInRequired'), {}, [
        ...signedOutCookies(),
      ]);
    case 'TOO_MANY_REQUESTS':
    case 'RATE_LIMITED':
      return refused(context, 429, error.code, 'tooManyAttempts');
    case 'NOT_FOUND':
      return refusal(404, 'NOT_FOUND', error.message);
    case 'FORBIDDEN':
      return refusal(403, 'FORBIDDEN', error.message);
  }
  if (error.clientError) return refusal(400, error.code ?? 'BAD_USER_INPUT', error.message);
  return refused(context, 503, error.code ?? 'UNDEFINED', 'somethingWrong');
}

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

const guardKeys: Record<number, UserText> = {
  403: 'crossSite',
  413: 'tooLarge',
  415: 'notJson',
  400: 'malformed',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** spec §7 POST /api/user: the account actions, checked before the engine is asked. */
export async function postUserReply(request: Request): Promise<UserReply> {
  const locale = requestLocale(request);
  const guarded = await guardedJsonBody(request);
  if (!guarded.ok) {
    const key = guardKeys[guarded.status] ?? 'malformed';
    const error = guarded.status === 403 ? 'CROSS_SITE' : 'BAD_REQUEST';
    return refusal(guarded.status, error, userText(locale, key));
  }
  const body = guarded.body;
  if (!isPlainObject(body) || !isUserActionType(body.type))
    return refusal(400, 'UNKNOWN_TYPE', userText(locale, 'unknownType'));
  const type = body.type;
  const parsed = userRequestSchemas[type].safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'type';
      fieldErrors[field] ??= translateValidation(issue.message, locale);
    }
    const message = Object.values(fieldErrors)[0] ?? userText(locale, 'invalidRequest');
    return refusal(400, 'INVALID_INPUT', message, { fieldErrors });
  }
  const context: Context = {
    locale,
    token: actingSessionToken(request),
    cartId: cartIdFrom(request),
    options: { locale, clientAddress: clientAddressOf(request) },
  };
  return runAction(type, parsed.data, context);
}

function runAction(type: UserActionType, values: unknown, context: Context): Promise<UserReply> {
  switch (type) {
    case 'login':
      return login(values as UserRequest<'login'>, context);
    case 'logout':
      return logout(values as UserRequest<'logout'>, context);
    case 'register':
      return register(values as UserRequest<'register'>, context);
    case 'newsletter':
      return newsletter(values as UserRequest<'newsletter'>, context);
    case 'contactForm':
      return contactForm(values as UserRequest<'contactForm'>, context);
    case 'customerUpdate':
      return customerUpdate(values as UserRequest<'customerUpdate'>, context);
    case 'forgotPassword':
      return forgotPassword(values as UserRequest<'forgotPassword'>, context);
    case 'resetPassword':
      return resetPassword(values as UserRequest<'resetPassword'>, context);
    case 'customerEmailUpdate':
      return customerEmailUpdate(values as UserRequest<'customerEmailUpdate'>, context);
  }
}

/**
 * Signs in with a fresh token (spec §7), merges the guest cart into the customer's and points
 * the cart cookie at the customer's cart.
 */
async function login(values: UserRequest<'login'>, context: Context): Promise<UserReply> {
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
async function logout(values: UserRequest<'logout'>, context: Context): Promise<UserReply> {
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

/** Registers; the same answer whether or not the address already has an account. */
async function register(values: UserRequest<'register'>, context: Context): Promise<UserReply> {
  const result = await commerceQuery(
    RegisterCustomerDocument,
    {
      input: {
        email: values.email,
        firstname: values.firstname,
        lastname: values.lastname,
        password: values.password,
        ...(values.middlename ? { middlename: values.middlename } : {}),
        ...(values.prefix ? { prefix: values.prefix } : {}),
        ...(values.is_subscribed !== undefined ? { is_subscribed: values.is_subscribed } : {}),
      },
    },
    context.options,
  );
  if (!result.ok) return engineRefusal(context, result.error);
  return succeeded(context, 'registered', values.redirect);
}

async function newsletter(values: UserRequest<'newsletter'>, context: Context): Promise<UserReply> {
  const result = await commerceQuery(
    SubscribeToNewsletterDocument,
    { email: values.email },
    context.options,
  );
  if (!result.ok) return engineRefusal(context, result.error);
  return succeeded(context, 'newsletterConfirm', values.redirect);
}

async function contactForm(
  values: UserRequest<'contactForm'>,
  context: Context,
): Promise<UserReply> {
  const name = [values.firstname, values.middlename, values.lastname]
    .filter((part) => part)
    .join(' ');
  const result = await commerceQuery(
    SendContactFormDocument,
    {
      input: {
        name,
        email: values.email,
        comment: values.message,
        subject: values.subject,
        ...(values.prefix ? { prefix: values.prefix } : {}),
        ...(values.telephone ? { telephone: values.telephone } : {}),
        ...(values.website ? { website: values.website } : {}),
      },
    },
    context.options,
  );
  if (!result.ok) return engineRefusal(context, result.error);
  return succeeded(context, 'contactSent', values.redirect);
}

/** Details and/or the password; a new password's fresh token replaces the cookie. */
async function customerUpdate(
  values: UserRequest<'customerUpdate'>,
  context: Context,
): Promise<UserReply> {
  if (!context.token) return refused(context, 401, 'UNAUTHENTICATED', 'signInRequired');
  const options = { ...context.options, token: context.token };
  const parts = customerUpdateParts(values);
  if (parts.details) {
    const input: CustomerUpdateInput = {};
    if (values.firstname !== undefined) input.firstname = values.firstname;
    if (values.middlename !== undefined) input.middlename = values.middlename;
    if (values.lastname !== undefined) input.lastname = values.lastname;
    if (values.prefix !== undefined) input.prefix = values.prefix;
    if (values.is_subscribed !== undefined) input.is_subscribed = values.is_subscribed;
    const result = await commerceQuery(UpdateCustomerDetailsDocument, { input }, options);
    if (!result.ok) return engineRefusal(context, result.error);
  }
  if (!parts.password) return succeeded(context, 'detailsSaved', values.redirect);
  const result = await commerceQuery(
    ChangeCustomerPasswordDocument,
    { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' },
    options,
  );
  if (!result.ok) {
    if (result.error.unavailable) return engineRefusal(context, result.error);
    // A refusal with a session that still works is the current password being wrong.
    const session = await commerceQuery(ShopperAccountDocument, {}, options);
    if (session.ok && session.data.customer) {
      const message = userText(context.locale, 'wrongCurrentPassword');
      return refusal(400, 'WRONG_PASSWORD', message, { fieldErrors: { currentPassword: message } });
    }
    return engineRefusal(context, result.error);
  }
  const fresh = result.data.changeCustomerPassword?.token;
  // Every older session was signed out; without a fresh token this one is too.
  const cookies = fresh ? signedInCookies(fresh) : signedOutCookies();
  return succeeded(context, 'passwordChanged', values.redirect, cookies);
}

/** Always the same answer, whether or not the address has an account. */
async function forgotPassword(
  values: UserRequest<'forgotPassword'>,
  context: Context,
): Promise<UserReply> {
  const result = await commerceQuery(
    RequestPasswordResetDocument,
    { email: values.email },
    context.options,
  );
  if (!result.ok && (result.error.unavailable || !result.error.clientError))
    return engineRefusal(context, result.error);
  return succeeded(context, 'resetMailSent', values.redirect);
}

/** A new password from the mailed token; every session (this browser's too) is signed out. */
async function resetPassword(
  values: UserRequest<'resetPassword'>,
  context: Context,
): Promise<UserReply> {
  const result = await commerceQuery(
    ResetPasswordDocument,
    { email: values.email, resetPasswordToken: values.token, newPassword: values.password },
    context.options,
  );
  if (!result.ok && !result.error.clientError) return engineRefusal(context, result.error);
  if (!result.ok || !result.data.resetPassword)
    return refused(context, 400, 'RESET_REFUSED', 'resetLinkInvalid');
  return succeeded(context, 'passwordReset', values.redirect, signedOutCookies());
}
