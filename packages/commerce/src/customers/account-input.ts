import { fieldError, validateEmail } from '../cart/address-validation.ts';
import { accountRules } from './account-rules.ts';
import { maxPasswordLength } from './passwords.ts';

/**
 * Bounds and shapes of what accounts' mutations accept (ADR 0009): every string is bounded
 * before it is hashed, stored or looked up, and a breach is a BAD_USER_INPUT error naming the
 * field. Messages are spec §5's where it has one.
 */

/** A new address (registration, e-mail change): trimmed, spec §5's form. */
export function newEmail(value: string): string {
  return validateEmail(value);
}

/**
 * An address used to look something up (sign in, forgot password): only its length is checked,
 * so a malformed address is answered like any unknown one.
 */
export function lookupEmail(value: string, field = 'email'): string {
  const email = value.trim();
  if (email === '') throw fieldError(field, 'The field is required.');
  if (email.length > accountRules.maxEmailLength) {
    throw fieldError(field, `Must not exceed ${accountRules.maxEmailLength} character(s).`);
  }
  return email;
}

/** A password as typed: never trimmed, at most 256 characters (argon2's cost stays fixed). */
export function boundedPassword(value: string, field: string): string {
  if (value.length > maxPasswordLength) {
    throw fieldError(field, `Must not exceed ${maxPasswordLength} character(s).`);
  }
  return value;
}

/** A mailed key or token: bounded; its form is checked where it is looked up. */
export function boundedKey(value: string, field: string): string {
  if (value.length > accountRules.maxKeyLength) {
    throw fieldError(field, `Must not exceed ${accountRules.maxKeyLength} character(s).`);
  }
  return value;
}

/** A required name: trimmed, not empty, at most 255 characters. */
export function requiredName(value: string, field: string): string {
  const name = optionalText(value, field, accountRules.maxNameLength);
  if (name === null) throw fieldError(field, 'The field is required.');
  return name;
}

/** An optional name or prefix: trimmed, empty becomes null. */
export function optionalText(
  value: string | null | undefined,
  field: string,
  maxLength: number = accountRules.maxNameLength,
): string | null {
  const text = value?.trim() ?? '';
  if (text.length > maxLength)
    throw fieldError(field, `Must not exceed ${maxLength} character(s).`);
  return text === '' ? null : text;
}
