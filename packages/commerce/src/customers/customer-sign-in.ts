import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { accountRules } from './account-rules.ts';
import { decoyPasswordHash, passwordMatches } from './passwords.ts';
import { customerTokens, emailChangeRequests, passwordResetTokens } from './schema.ts';
import { hashToken, isPlausibleToken, newSecretToken } from './secret-token.ts';
import { passwordThrottleKeys, throttledCheck } from './sign-in-throttle.ts';
import {
  customerByEmail,
  normalEmail,
  sessionLifetimeMs,
  type AccountContext,
  type CustomerRow,
  type SignInOutcome,
} from './customer-records.ts';

/**
 * Signs in with a new session. Throttled per account and, when known, per client address
 * (`accountRules`): a locked or waiting key is refused exactly like a wrong password.
 */
export async function signIn(
  ctx: AccountContext,
  email: string,
  password: string,
  clientAddress: string | null,
): Promise<SignInOutcome> {
  const address = normalEmail(email);
  const customer = await checkedPassword(ctx, address, password, clientAddress);
  if (!customer) return { kind: 'refused' };
  if (customer.confirmationHash !== null) return { kind: 'unconfirmed' };
  return {
    kind: 'signed-in',
    token: await newSession(ctx, customer.id, ctx.db),
    customerId: customer.id,
  };
}

/**
 * The account when the password is its own, else null: for an unknown address too (after a
 * check against the decoy hash, so it takes as long), and without any check while the
 * account is throttled at this address, the account or the client address is
 * (`accountRules.passwordThrottle`). Each check counts against every key first.
 */
export async function checkedPassword(
  ctx: AccountContext,
  email: string,
  password: string,
  clientAddress: string | null,
): Promise<CustomerRow | null> {
  return throttledCheck(
    ctx.throttle,
    passwordThrottleKeys('account', email, clientAddress),
    ctx.now(),
    async () => {
      const customer = await customerByEmail(ctx.db, email);
      const matches = await passwordMatches(
        customer?.passwordHash ?? (await decoyPasswordHash()),
        password,
      );
      return customer && matches ? customer : null;
    },
  );
}

/** A new session for the customer; the token itself is only ever in the answer. */
export async function newSession(
  ctx: AccountContext,
  customerId: number,
  db: Database,
): Promise<string> {
  const token = newSecretToken();
  const now = ctx.now();
  await db.insert(customerTokens).values({
    tokenHash: hashToken(token),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionLifetimeMs),
  });
  return token;
}

/** The customer a bearer token signs in, or null for a missing, revoked or expired one. */
export async function customerIdForToken(
  ctx: AccountContext,
  token: string | null,
): Promise<number | null> {
  if (!token || !isPlausibleToken(token)) return null;
  const [session] = await ctx.db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(
      and(eq(customerTokens.tokenHash, hashToken(token)), gt(customerTokens.expiresAt, ctx.now())),
    );
  return session?.customerId ?? null;
}

export async function revokeToken(db: Database, token: string): Promise<void> {
  if (!isPlausibleToken(token)) return;
  await db.delete(customerTokens).where(eq(customerTokens.tokenHash, hashToken(token)));
}

/** Signs the customer out everywhere (password or e-mail address changed, password reset). */
export async function revokeAllSessions(db: Database, customerId: number): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
}

/** Drops sessions that have expired; the sign-in check already ignores them. */
export async function deleteExpiredSessions(ctx: AccountContext): Promise<void> {
  await ctx.db.delete(customerTokens).where(lte(customerTokens.expiresAt, ctx.now()));
}

/**
 * The engine's periodic sweep: expired sessions, reset links past their hour, and sign-in
 * failures that no longer count.
 */
export async function sweepExpired(ctx: AccountContext): Promise<void> {
  const now = ctx.now();
  await deleteExpiredSessions(ctx);
  await ctx.db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
  await ctx.db.delete(emailChangeRequests).where(lte(emailChangeRequests.expiresAt, now));
  await ctx.throttle.sweep(
    now,
    Math.max(...Object.values(accountRules.passwordThrottle).map((rule) => rule.forgetAfterMs)),
  );
}
