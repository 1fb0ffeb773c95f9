import { RequestCustomerEmailChangeDocument } from '@/lib/commerce/generated/graphql';
import { commerceQuery } from '@/lib/commerce/transport';
import { engineRefusal, refusal, refused, type Context, type UserReply } from './user-reply';
import { safeRedirect, type UserRequest } from './user-requests';
import { userText } from './user-texts';

/**
 * Asks the engine to move the account to a new address (ADR 0014). The answer is the same
 * whether or not the address has an account; the shopper is told to follow the mailed link.
 */
export async function customerEmailUpdate(
  values: UserRequest<'customerEmailUpdate'>,
  context: Context,
): Promise<UserReply> {
  if (!context.token) return refused(context, 401, 'UNAUTHENTICATED', 'signInRequired');
  const result = await commerceQuery(
    RequestCustomerEmailChangeDocument,
    { email: values.email, password: values.password },
    { ...context.options, token: context.token },
  );
  if (result.ok) {
    const message = userText(context.locale, 'emailChangeRequested', { email: values.email });
    return {
      status: 200,
      body: { status: 'success', message, redirect: safeRedirect(values.redirect) },
      cookies: [],
    };
  }
  const error = result.error;
  if (!error.unavailable && error.code === 'BAD_USER_INPUT') {
    // The engine's only refusals of a well-formed request: the password, or the same address.
    const same = /already the e-mail address/.test(error.message);
    const message = userText(context.locale, same ? 'emailUnchanged' : 'wrongCurrentPassword');
    const field = same ? 'email' : 'password';
    return refusal(400, same ? 'EMAIL_UNCHANGED' : 'WRONG_PASSWORD', message, {
      fieldErrors: { [field]: message },
    });
  }
  return engineRefusal(context, error);
}
