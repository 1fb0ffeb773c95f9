import type { CommerceResult, QueryOptions } from '@/lib/commerce/transport';
import { signedOutCookies } from './session-cookie';
import { safeRedirect } from './user-requests';
import { userText, type UserText } from './user-texts';
import type { UserActionReply, UserState } from './user-types';

// The shape of every answer of /api/user and the answers all its actions share; each action's
// module builds on these, and user-replies.ts picks the action.

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

export type EngineError = Extract<CommerceResult<unknown>, { ok: false }>['error'];

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
