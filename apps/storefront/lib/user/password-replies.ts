import {
  ChangeCustomerPasswordDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  ShopperAccountDocument,
  UpdateCustomerDetailsDocument,
  type CustomerUpdateInput,
} from '@/lib/commerce/generated/graphql';
import { commerceQuery } from '@/lib/commerce/transport';
import { signedInCookies, signedOutCookies } from './session-cookie';
import {
  engineRefusal,
  refusal,
  refused,
  succeeded,
  type Context,
  type UserReply,
} from './user-reply';
import { customerUpdateParts, type UserRequest } from './user-requests';
import { userText } from './user-texts';

// The account's details and password: changing them signed in, and the forgotten-password reset.

/** Details and/or the password; a new password's fresh token replaces the cookie. */
export async function customerUpdate(
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
export async function forgotPassword(
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
export async function resetPassword(
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
