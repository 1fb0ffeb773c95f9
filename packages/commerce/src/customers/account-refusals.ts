import { badInput } from '../graphql/bad-input.ts';

/** The one answer to a reset link that is wrong, used, expired or for another address. */
export const invalidResetLink = () =>
  badInput('The password reset link is invalid or has expired. Request a new one.');

/** The one answer to a current password that is wrong (or checked too often). */
export const wrongCurrentPassword = () =>
  badInput("The password doesn't match this account. Check the password and try again.");
