import {
  accountPersonalData,
  addressesOf,
  eraseAccount,
  forgetFormerAddress,
  searchCustomers,
  type CustomerAddressRow,
} from './customer-care-data.ts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { logger } from '../engine/logger.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import { decoyPasswordHash } from './passwords.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { customers } from './schema.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import {
  customerByEmail,
  customerById,
  type AccountContext,
  type CustomerDetails,
  type CustomerRow,
  type NewCustomer,
  type RegisterOutcome,
  type SignInOutcome,
} from './customer-records.ts';
import { confirmAccount, register, resendConfirmation } from './customer-registration.ts';
import {
  checkedPassword,
  customerIdForToken,
  deleteExpiredSessions,
  newSession,
  revokeAllSessions,
  revokeToken,
  signIn,
  sweepExpired,
} from './customer-sign-in.ts';
import {
  changePassword,
  isPasswordResetTokenValid,
  mailPasswordChanged,
  requestPasswordReset,
  resetPassword,
} from './password-changes.ts';

// What callers outside this file import from here, wherever it now lives.
export {
  invalidResetLink,
  normalEmail,
  sessionLifetimeMs,
  wrongCurrentPassword,
  type CustomerDetails,
  type CustomerRow,
  type NewCustomer,
  type RegisterOutcome,
  type SignInOutcome,
} from './customer-records.ts';

/**
 * Accounts and sessions: registration, confirmation, sign in and out, tokens, password change and
 * reset. Mails go into the outbox in the same transaction as the change that causes them.
 * The operations live in files by concern; the service is their context (`AccountContext`).
 */
export class CustomerService implements AccountContext {
  readonly db: Database;
  readonly throttle: SignInThrottle;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly database: DatabaseHandle,
    readonly now: () => Date,
    readonly mail: MailOutbox,
  ) {
    this.db = database.db;
    this.throttle = new SignInThrottle(this.db);
    // Made now, so the first sign-in with an unknown address is not the one slow answer.
    void decoyPasswordHash();
  }

  /**
   * Runs work the answer must not wait for: a mail that only some addresses get (reset link,
   * new confirmation link) would otherwise make the answer slower exactly when the address has
   * an account. Failures are logged; `settled()` waits for what is still running.
   */
  inBackground(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => logger.error({ err: error }, 'account mail work failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves when the background work started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Registers an account and mails its confirmation link; an address that already has an account
   * gets a mail saying so (at most one a day) instead. Both take as long and answer alike.
   */
  register(input: NewCustomer, locale: string): Promise<RegisterOutcome> {
    return register(this, input, locale);
  }

  /**
   * Mails a new confirmation link to an account that is not confirmed yet, at most once every
   * two minutes (the older link stops working). Anything else is silently nothing.
   */
  resendConfirmation(email: string, locale: string | null): Promise<void> {
    return resendConfirmation(this, email, locale);
  }

  /** Confirms the account the key was mailed for; null when the address or key is wrong. */
  confirm(email: string, confirmationKey: string): Promise<CustomerRow | null> {
    return confirmAccount(this, email, confirmationKey);
  }

  /**
   * Signs in with a new session. Throttled per account and, when known, per client address
   * (`accountRules`): a locked or waiting key is refused exactly like a wrong password.
   */
  signIn(
    email: string,
    password: string,
    clientAddress: string | null = null,
  ): Promise<SignInOutcome> {
    return signIn(this, email, password, clientAddress);
  }

  /**
   * The account when the password is its own, else null: for an unknown address too (after a
   * check against the decoy hash, so it takes as long), and without any check while the
   * account or client address is throttled. Each check counts against both keys first.
   */
  checkedPassword(
    email: string,
    password: string,
    clientAddress: string | null,
  ): Promise<CustomerRow | null> {
    return checkedPassword(this, email, password, clientAddress);
  }

  /** A new session for the customer; the token itself is only ever in the answer. */
  newSession(customerId: number, db: Database = this.db): Promise<string> {
    return newSession(this, customerId, db);
  }

  /** The customer a bearer token signs in, or null for a missing, revoked or expired one. */
  customerIdForToken(token: string | null): Promise<number | null> {
    return customerIdForToken(this, token);
  }

  revokeToken(token: string): Promise<void> {
    return revokeToken(this.db, token);
  }

  /** Signs the customer out everywhere (password changed or reset). */
  revokeAllSessions(customerId: number, db: Database = this.db): Promise<void> {
    return revokeAllSessions(db, customerId);
  }

  /** Drops sessions that have expired; the sign-in check already ignores them. */
  deleteExpiredSessions(): Promise<void> {
    return deleteExpiredSessions(this);
  }

  /**
   * The engine's periodic sweep: expired sessions, reset links past their hour, and sign-in
   * failures that no longer count.
   */
  sweepExpired(): Promise<void> {
    return sweepExpired(this);
  }

  /** Changes names and salutation; fields left out stay as they are. */
  async updateDetails(customerId: number, details: CustomerDetails): Promise<CustomerRow | null> {
    const changes: Partial<typeof customers.$inferInsert> = { updatedAt: this.now() };
    if (details.firstname !== undefined) changes.firstname = details.firstname;
    if (details.lastname !== undefined) changes.lastname = details.lastname;
    if (details.middlename !== undefined) changes.middlename = details.middlename;
    if (details.prefix !== undefined) changes.prefix = details.prefix;
    const [row] = await this.db
      .update(customers)
      .set(changes)
      .where(eq(customers.id, customerId))
      .returning();
    return row ?? null;
  }

  /** ADR 0014: the new address gets a link; the account moves only when it is followed. */
  requestEmailChange(
    customerId: number,
    email: string,
    password: string,
    clientAddress: string | null,
    locale: string | null,
  ): Promise<void> {
    return requestEmailChange(this, { customerId, email, password, clientAddress, locale });
  }

  /** Moves the account to the address the link was mailed to; false for a bad or used link. */
  confirmEmailChange(token: string, locale: string | null): Promise<boolean> {
    return confirmEmailChange(this, token, locale);
  }

  /**
   * Changes the password after checking the current one: every session is signed out, and the
   * answer's fresh token is the only one that works. The account holder gets a mail.
   */
  changePassword(
    customerId: number,
    currentPassword: string,
    newPassword: string,
    clientAddress: string | null,
    locale: string | null,
  ): Promise<{ customer: CustomerRow; token: string }> {
    return changePassword(this, customerId, currentPassword, newPassword, clientAddress, locale);
  }

  /**
   * Mails a single-use reset link valid for an hour, and makes older links stop working. An
   * unknown address, or one that asked too often this hour, gets nothing, and the caller
   * answers all alike.
   */
  requestPasswordReset(email: string, locale: string | null): Promise<void> {
    return requestPasswordReset(this, email, locale);
  }

  /** Whether the link would still set a password: unused, within its hour, for this address. */
  isPasswordResetTokenValid(email: string, token: string): Promise<boolean> {
    return isPasswordResetTokenValid(this, email, token);
  }

  /**
   * Sets a new password from a mailed link: the link is used up, every session is signed out,
   * the account's sign-in failures are cleared, and an unconfirmed account counts as confirmed
   * (the link proved the mailbox). Any wrong, used or expired link gets one answer.
   */
  resetPassword(
    email: string,
    token: string,
    newPassword: string,
    locale: string | null,
  ): Promise<void> {
    return resetPassword(this, email, token, newPassword, locale);
  }

  mailPasswordChanged(tx: Database, row: CustomerRow, locale: string) {
    return mailPasswordChanged(this, tx, row, locale);
  }

  customer(customerId: number): Promise<CustomerRow | null> {
    return customerById(this.db, customerId);
  }

  byEmail(email: string): Promise<CustomerRow | null> {
    return customerByEmail(this.db, email);
  }

  async isConfirmed(customerId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId), isNotNull(customers.confirmationHash)));
    return row === undefined;
  }

  /** The back office's customer list (ADR 0033), newest first. */
  search(options: { search: string | null; first: number; after: number | null }) {
    return searchCustomers(this.db, options);
  }

  addresses(customerId: number): Promise<CustomerAddressRow[]> {
    return addressesOf(this.db, customerId);
  }

  /** The account's part of a GDPR export; null when unknown. */
  personalData(customerId: number, db: Database = this.db) {
    return accountPersonalData(db, customerId);
  }

  /** Empties the account in the caller's transaction (GDPR erasure, ADR 0033). */
  erase(tx: Database, customerId: number, confirmEmail: string) {
    return eraseAccount(tx, customerId, confirmEmail, this.now());
  }

  /** An erased account's former address: forgotten unless another account holds it now. */
  forgetFormerAddress(tx: Database, email: string) {
    return forgetFormerAddress(tx, email);
  }
}
