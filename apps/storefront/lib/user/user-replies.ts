import { cartIdFrom } from '@/lib/cart/cart-cookie';
import { guardedJsonBody } from '@/lib/cart/request-guard';
import { translateValidation } from '@/lib/checkout/translate-validation';
import { contactForm, newsletter, register } from './account-replies';
import { clientAddressOf } from './client-address';
import { customerEmailUpdate } from './email-change-reply';
import { customerUpdate, forgotPassword, resetPassword } from './password-replies';
import { actingSessionToken } from './session-cookie';
import { login, logout } from './session-replies';
import { refusal, type Context, type UserReply } from './user-reply';
import {
  isUserActionType,
  userRequestSchemas,
  type UserActionType,
  type UserRequest,
} from './user-requests';
import { requestLocale, userText, type UserText } from './user-texts';

// spec §7 /api/user: the request checked and handed to its action's module. The reply's shape and
// shared answers are in user-reply.ts, the actions in session-, account-, password- and
// email-change-reply modules.
export { getUserReply } from './session-replies';
export type { UserReply } from './user-reply';

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
