import { commerceQuery } from '../transport';
import {
  ConfirmCustomerEmailChangeDocument,
  ConfirmCustomerEmailDocument,
  PasswordResetTokenValidDocument,
} from '../generated/graphql';

/** Links carry at most this much; longer values are not links the shop mailed. */
const maxEmailLength = 254;
const maxKeyLength = 128;

export type LinkCheck = 'valid' | 'invalid' | 'unavailable';

const plausible = (email: string, key: string) =>
  email.length > 0 &&
  email.length <= maxEmailLength &&
  key.length > 0 &&
  key.length <= maxKeyLength;

/**
 * The mailed confirmation link (spec §2 create account): confirms the account; 'invalid' for an
 * unknown, used or malformed link, 'unavailable' when the engine could not be reached.
 */
export async function confirmAccount(
  email: string,
  key: string,
  locale: string,
): Promise<{ result: LinkCheck; email: string | null }> {
  if (!plausible(email, key)) return { result: 'invalid', email: null };
  const answer = await commerceQuery(
    ConfirmCustomerEmailDocument,
    { input: { email, confirmation_key: key } },
    { locale },
  );
  if (!answer.ok)
    return { result: answer.error.unavailable ? 'unavailable' : 'invalid', email: null };
  const customer = answer.data.confirmEmail?.customer;
  return customer
    ? { result: 'valid', email: customer.email ?? email }
    : { result: 'invalid', email: null };
}

/** Whether a reset link (spec §2 reset password) would still set a password: checked first. */
export async function checkPasswordResetLink(
  email: string,
  token: string,
  locale: string,
): Promise<LinkCheck> {
  if (!plausible(email, token)) return 'invalid';
  const answer = await commerceQuery(
    PasswordResetTokenValidDocument,
    { email, resetPasswordToken: token },
    { locale },
  );
  if (!answer.ok) return answer.error.unavailable ? 'unavailable' : 'invalid';
  return answer.data.isPasswordResetTokenValid ? 'valid' : 'invalid';
}

/**
 * The link mailed to a new e-mail address (ADR 0014): moves the account there and signs out
 * every session; 'invalid' for a wrong, used or expired link.
 */
export async function confirmEmailChange(token: string, locale: string): Promise<LinkCheck> {
  if (token.length === 0 || token.length > maxKeyLength) return 'invalid';
  const answer = await commerceQuery(ConfirmCustomerEmailChangeDocument, { token }, { locale });
  if (!answer.ok) return answer.error.unavailable ? 'unavailable' : 'invalid';
  return answer.data.confirmCustomerEmailChange ? 'valid' : 'invalid';
}
