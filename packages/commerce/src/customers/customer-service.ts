import {
  accountPersonalData,
  addressesOf,
  eraseAccount,
  forgetFormerAddress,
  searchCustomers,
  type CustomerAddressRow,
} from './customer-care-data.ts';
import { and, count, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import { badInput } from '../graphql/bad-input.ts';
import { logger } from '../engine/logger.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { accountRules } from './account-rules.ts';
import { decoyPasswordHash, hashPassword, passwordMatches, passwordProblem } from './passwords.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { normalEmail } from './normal-email.ts';
import { invalidResetLink, wrongCurrentPassword } from './account-refusals.ts';
import { customers, customerTokens, emailChangeRequests, passwordResetTokens } from './schema.ts';
import { hashToken, isPlausibleToken, newSecretToken } from './secret-token.ts';
import { SignInThrottle, throttledCheck } from './sign-in-throttle.ts';

export type CustomerRow = typeof customers.$inferSelect;

export interface NewCustomer {
  email: string;
  password: string;
  firstname: string;
  middlename?: string | null;
  lastname: string;
  prefix?: string | null;
}

export interface CustomerDetails {
  firstname?: string;
  middlename?: string | null;
  lastname?: string;
  prefix?: string | null;
}

/** What registering did; the API answers both alike, so it tells nobody which one happened. */
export type RegisterOutcome =
  | { kind: 'created'; customerId: number; confirmationKey: string }
  | { kind: 'exists'; customerId: number };

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; customerId: number }
  | { kind: 'refused' }
  | { kind: 'unconfirmed' };

/** How long a session lasts without signing in again (the storefront's cookie lives as long). */
export const sessionLifetimeMs = accountRules.sessionLifetimeMs;

/**
 * Accounts and sessions: registration, confirmation, sign in and out, tokens, password change and
 * reset. Mails go into the outbox in the same transaction as the change that causes them.
 */
export class CustomerService {
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
  async register(input: NewCustomer, locale: string): Promise<RegisterOutcome> {
    const problem = passwordProblem(input.password);
    if (problem) throw badInput(problem);
    const email = normalEmail(input.email);
    const confirmationKey = newSecretToken();
    // Hashing before the look-up keeps both outcomes equally slow.
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(customers)
        .values({
          email,
          passwordHash,
          firstname: input.firstname.trim(),
          middlename: input.middlename?.trim() || null,
          lastname: input.lastname.trim(),
          prefix: input.prefix?.trim() || null,
          locale,
          confirmationHash: hashToken(confirmationKey),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: customers.email })
        .returning({ id: customers.id });
      if (created) {
        await this.mailConfirmation(tx, {
          email,
          firstname: input.firstname.trim(),
          locale,
          confirmationKey,
          dedupeKey: `account-confirmation:${email}`,
        });
        return { kind: 'created', customerId: created.id, confirmationKey };
      }
      const [existing] = await tx.select().from(customers).where(eq(customers.email, email));
      if (!existing) throw new Error('An account vanished while registering');
      await this.mail.enqueue(tx, {
        to: email,
        locale: mailLocale(locale),
        dedupeKey: `account-exists:${email}:${now.toISOString().slice(0, 10)}`,
        message: {
          template: 'account-exists',
          data: {
            customerName: existing.firstname,
            signInUrl: shopPageUrl(locale, '/customer/account/login'),
            resetUrl: shopPageUrl(locale, '/customer/account/forgotpassword'),
          },
        },
      });
      return { kind: 'exists', customerId: existing.id };
    });
  }

  /**
   * Mails a new confirmation link to an account that is not confirmed yet, at most once every
   * two minutes (the older link stops working). Anything else is silently nothing.
   */
  async resendConfirmation(email: string, locale: string | null): Promise<void> {
    const now = this.now();
    const confirmationKey = newSecretToken();
    const sentBefore = new Date(now.getTime() - accountRules.confirmationResendGapMs);
    await this.db.transaction(async (tx) => {
      // updatedAt of an unconfirmed account is when its last confirmation link was made: such an
      // account cannot sign in, so nothing else changes it.
      const [row] = await tx
        .update(customers)
        .set({ confirmationHash: hashToken(confirmationKey), updatedAt: now })
        .where(
          and(
            eq(customers.email, normalEmail(email)),
            isNotNull(customers.confirmationHash),
            lte(customers.updatedAt, sentBefore),
          ),
        )
        .returning();
      if (!row) return;
      await this.mailConfirmation(tx, {
        email: row.email,
        firstname: row.firstname,
        locale: locale ?? row.locale,
        confirmationKey,
        dedupeKey: `account-confirmation:${row.email}:${now.getTime()}`,
      });
    });
  }

  private mailConfirmation(
    tx: Database,
    mail: {
      email: string;
      firstname: string;
      locale: string;
      confirmationKey: string;
      dedupeKey: string;
    },
  ) {
    return this.mail.enqueue(tx, {
      to: mail.email,
      locale: mailLocale(mail.locale),
      dedupeKey: mail.dedupeKey,
      message: {
        template: 'account-confirmation',
        data: {
          customerName: mail.firstname,
          url: shopPageUrl(mail.locale, '/customer/account/confirm', {
            email: mail.email,
            key: mail.confirmationKey,
          }),
        },
      },
    });
  }

  /** Confirms the account the key was mailed for; null when the address or key is wrong. */
  async confirm(email: string, confirmationKey: string): Promise<CustomerRow | null> {
    if (!isPlausibleToken(confirmationKey)) return null;
    const [confirmed] = await this.db
      .update(customers)
      .set({ confirmationHash: null, updatedAt: this.now() })
      .where(
        and(
          eq(customers.email, normalEmail(email)),
          eq(customers.confirmationHash, hashToken(confirmationKey)),
        ),
      )
      .returning();
    return confirmed ?? null;
  }

  /**
   * Signs in with a new session. Throttled per account and, when known, per client address
   * (`accountRules`): a locked or waiting key is refused exactly like a wrong password.
   */
  async signIn(
    email: string,
    password: string,
    clientAddress: string | null = null,
  ): Promise<SignInOutcome> {
    const address = normalEmail(email);
    const customer = await this.checkedPassword(address, password, clientAddress);
    if (!customer) return { kind: 'refused' };
    if (customer.confirmationHash !== null) return { kind: 'unconfirmed' };
    return {
      kind: 'signed-in',
      token: await this.newSession(customer.id),
      customerId: customer.id,
    };
  }

  /**
   * The account when the password is its own, else null: for an unknown address too (after a
   * check against the decoy hash, so it takes as long), and without any check while the
   * account or client address is throttled. Each check counts against both keys first.
   */
  async checkedPassword(
    email: string,
    password: string,
    clientAddress: string | null,
  ): Promise<CustomerRow | null> {
    return throttledCheck(
      this.throttle,
      { account: `account:${email}`, address: clientAddress ? `ip:${clientAddress}` : null },
      this.now(),
      async () => {
        const customer = await this.byEmail(email);
        const matches = await passwordMatches(
          customer?.passwordHash ?? (await decoyPasswordHash()),
          password,
        );
        return customer && matches ? customer : null;
      },
    );
  }

  /** A new session for the customer; the token itself is only ever in the answer. */
  async newSession(customerId: number, db: Database = this.db): Promise<string> {
    const token = newSecretToken();
    const now = this.now();
    await db.insert(customerTokens).values({
      tokenHash: hashToken(token),
      customerId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs),
    });
    return token;
  }

  /** The customer a bearer token signs in, or null for a missing, revoked or expired one. */
  async customerIdForToken(token: string | null): Promise<number | null> {
    if (!token || !isPlausibleToken(token)) return null;
    const [session] = await this.db
      .select({ customerId: customerTokens.customerId })
      .from(customerTokens)
      .where(
        and(
          eq(customerTokens.tokenHash, hashToken(token)),
          gt(customerTokens.expiresAt, this.now()),
        ),
      );
    return session?.customerId ?? null;
  }

  async revokeToken(token: string): Promise<void> {
    if (!isPlausibleToken(token)) return;
    await this.db.delete(customerTokens).where(eq(customerTokens.tokenHash, hashToken(token)));
  }

  /** Signs the customer out everywhere (password changed or reset). */
  async revokeAllSessions(customerId: number, db: Database = this.db): Promise<void> {
    await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
  }

  /** Drops sessions that have expired; the sign-in check already ignores them. */
  async deleteExpiredSessions(): Promise<void> {
    await this.db.delete(customerTokens).where(lte(customerTokens.expiresAt, this.now()));
  }

  /**
   * The engine's periodic sweep: expired sessions, reset links past their hour, and sign-in
   * failures that no longer count.
   */
  async sweepExpired(): Promise<void> {
    const now = this.now();
    await this.deleteExpiredSessions();
    await this.db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
    await this.db.delete(emailChangeRequests).where(lte(emailChangeRequests.expiresAt, now));
    await this.throttle.sweep(
      now,
      Math.max(
        accountRules.accountThrottle.forgetAfterMs,
        accountRules.addressThrottle.forgetAfterMs,
      ),
    );
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
  async changePassword(
    customerId: number,
    currentPassword: string,
    newPassword: string,
    clientAddress: string | null,
    locale: string | null,
  ): Promise<{ customer: CustomerRow; token: string }> {
    const current = await this.customer(customerId);
    if (!current) throw badInput('The account could not be found.');
    const checked = await this.checkedPassword(current.email, currentPassword, clientAddress);
    if (!checked || checked.id !== customerId) throw wrongCurrentPassword();
    const problem = passwordProblem(newPassword);
    if (problem) throw badInput(problem);
    const passwordHash = await hashPassword(newPassword);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ passwordHash, updatedAt: this.now() })
        .where(eq(customers.id, customerId))
        .returning();
      if (!row) throw badInput('The account could not be found.');
      await this.revokeAllSessions(customerId, tx);
      const token = await this.newSession(customerId, tx);
      await this.mailPasswordChanged(tx, row, locale ?? row.locale);
      return { customer: row, token };
    });
  }

  /**
   * Mails a single-use reset link valid for an hour, and makes older links stop working. An
   * unknown address, or one that asked too often this hour, gets nothing, and the caller
   * answers all alike.
   */
  async requestPasswordReset(email: string, locale: string | null): Promise<void> {
    const now = this.now();
    const token = newSecretToken();
    const tokenHash = hashToken(token);
    await this.db.transaction(async (tx) => {
      // The account's row is locked, so two requests at once cannot both pass the hourly limit.
      const [customer] = await tx
        .select()
        .from(customers)
        .where(eq(customers.email, normalEmail(email)))
        .for('update');
      if (!customer) return;
      // Links made in the last hour: every link lives exactly an hour, so their expiry tells.
      const [recent] = await tx
        .select({ count: count() })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.customerId, customer.id),
            gt(passwordResetTokens.expiresAt, now),
          ),
        );
      if ((recent?.count ?? 0) >= accountRules.passwordResetsPerHour) return;
      const mailIn = locale ?? customer.locale;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.customerId, customer.id), isNull(passwordResetTokens.usedAt)),
        );
      await tx.insert(passwordResetTokens).values({
        tokenHash,
        customerId: customer.id,
        expiresAt: new Date(now.getTime() + accountRules.passwordResetLifetimeMs),
      });
      await this.mail.enqueue(tx, {
        to: customer.email,
        locale: mailLocale(mailIn),
        dedupeKey: `password-reset:${customer.email}:${tokenHash.slice(0, 16)}`,
        message: {
          template: 'password-reset',
          data: {
            customerName: customer.firstname,
            url: shopPageUrl(mailIn, '/customer/account/createPassword', {
              email: customer.email,
              token,
            }),
          },
        },
      });
    });
  }

  /** Whether the link would still set a password: unused, within its hour, for this address. */
  async isPasswordResetTokenValid(email: string, token: string): Promise<boolean> {
    if (!isPlausibleToken(token)) return false;
    const [row] = await this.db
      .select({ customerId: passwordResetTokens.customerId })
      .from(passwordResetTokens)
      .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          eq(customers.email, normalEmail(email)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, this.now()),
        ),
      );
    return row !== undefined;
  }

  /**
   * Sets a new password from a mailed link: the link is used up, every session is signed out,
   * the account's sign-in failures are cleared, and an unconfirmed account counts as confirmed
   * (the link proved the mailbox). Any wrong, used or expired link gets one answer.
   */
  async resetPassword(
    email: string,
    token: string,
    newPassword: string,
    locale: string | null,
  ): Promise<void> {
    const problem = passwordProblem(newPassword);
    if (problem) throw badInput(problem);
    // Hashed whether or not the link is good, so both answers take as long.
    const passwordHash = await hashPassword(newPassword);
    if (!isPlausibleToken(token)) throw invalidResetLink();
    const now = this.now();
    const address = normalEmail(email);
    await this.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, address));
      const [used] = owner
        ? await tx
            .update(passwordResetTokens)
            .set({ usedAt: now })
            .where(
              and(
                eq(passwordResetTokens.tokenHash, hashToken(token)),
                eq(passwordResetTokens.customerId, owner.id),
                isNull(passwordResetTokens.usedAt),
                gt(passwordResetTokens.expiresAt, now),
              ),
            )
            .returning({ customerId: passwordResetTokens.customerId })
        : [];
      if (!used) throw invalidResetLink();
      const [row] = await tx
        .update(customers)
        .set({ passwordHash, confirmationHash: null, updatedAt: now })
        .where(eq(customers.id, used.customerId))
        .returning();
      if (!row) throw invalidResetLink();
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.customerId, row.id), isNull(passwordResetTokens.usedAt)));
      await this.revokeAllSessions(row.id, tx);
      await this.throttle.clear(`account:${row.email}`, tx);
      await this.mailPasswordChanged(tx, row, locale ?? row.locale);
    });
  }

  mailPasswordChanged(tx: Database, row: CustomerRow, locale: string) {
    return this.mail.enqueue(tx, {
      to: row.email,
      locale: mailLocale(locale),
      dedupeKey: `password-changed:${row.id}:${this.now().getTime()}`,
      message: {
        template: 'password-changed',
        data: {
          customerName: row.firstname,
          resetUrl: shopPageUrl(locale, '/customer/account/forgotpassword'),
        },
      },
    });
  }

  async customer(customerId: number): Promise<CustomerRow | null> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    return row ?? null;
  }

  async byEmail(email: string): Promise<CustomerRow | null> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(eq(customers.email, normalEmail(email)));
    return row ?? null;
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
