import { GraphQLError } from 'graphql';
import { eq, sql } from 'drizzle-orm';
import { shopPageUrl } from '../engine/shop-url.ts';
import { badInput } from '../graphql/bad-input.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { accountRules } from './account-rules.ts';
import {
  customerById,
  normalEmail,
  wrongCurrentPassword,
  type AccountContext,
} from './customer-records.ts';
import { checkedPassword, revokeAllSessions } from './customer-sign-in.ts';
import { customers, emailChangeRequests } from './schema.ts';
import { hashToken, isPlausibleToken, newSecretToken } from './secret-token.ts';

/** The one answer to a change link that is wrong, used, expired or whose address was taken since. */
export const invalidEmailChangeLink = () =>
  badInput('The link to confirm your new e-mail address is invalid or has expired. Ask again.');

const tooManyChanges = () =>
  new GraphQLError('You asked to change your e-mail address too often. Try again in an hour.', {
    extensions: { code: 'TOO_MANY_REQUESTS' },
  });

export interface EmailChangeRequest {
  customerId: number;
  email: string;
  password: string;
  clientAddress: string | null;
  locale: string | null;
}

/**
 * ADR 0014: checks the password (through the sign-in throttle), counts the request against the
 * account's hourly limit and mails the new address. A free address gets the confirmation link;
 * one that already has an account gets the 'account-exists' mail instead, and the caller's
 * answer is the same, so the form tells no one which addresses have accounts. Nothing changes
 * until the link is followed.
 */
export async function requestEmailChange(
  service: AccountContext,
  request: EmailChangeRequest,
): Promise<void> {
  const current = await customerById(service.db, request.customerId);
  if (!current) throw badInput('The account could not be found.');
  const checked = await checkedPassword(
    service,
    current.email,
    request.password,
    request.clientAddress,
  );
  if (!checked || checked.id !== request.customerId) throw wrongCurrentPassword();
  const address = normalEmail(request.email);
  if (address === current.email) {
    throw new GraphQLError('This is already the e-mail address of your account.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
  }
  const now = service.now();
  const token = newSecretToken();
  const locale = request.locale ?? current.locale;
  await service.db.transaction(async (tx) => {
    const windowStart = new Date(now.getTime() - 60 * 60 * 1000);
    // One row per account: a new request replaces the older link and counts within the hour.
    const [row] = await tx
      .insert(emailChangeRequests)
      .values({
        customerId: current.id,
        newEmail: address,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + accountRules.emailChangeLifetimeMs),
        requests: 1,
        windowStartedAt: now,
      })
      .onConflictDoUpdate({
        target: emailChangeRequests.customerId,
        set: {
          newEmail: address,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + accountRules.emailChangeLifetimeMs),
          requests: sql`case when ${emailChangeRequests.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${emailChangeRequests.requests} + 1 end`,
          windowStartedAt: sql`case when ${emailChangeRequests.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${emailChangeRequests.windowStartedAt} end`,
        },
      })
      .returning({ requests: emailChangeRequests.requests });
    if (!row || row.requests > accountRules.emailChangesPerHour) throw tooManyChanges();
    const [holder] = await tx
      .select({ firstname: customers.firstname })
      .from(customers)
      .where(eq(customers.email, address));
    if (holder) {
      await service.mail.enqueue(tx, {
        to: address,
        locale: mailLocale(locale),
        dedupeKey: `account-exists:${address}:${now.toISOString().slice(0, 10)}`,
        message: {
          template: 'account-exists',
          data: {
            customerName: holder.firstname,
            signInUrl: shopPageUrl(locale, '/customer/account/login'),
            resetUrl: shopPageUrl(locale, '/customer/account/forgotpassword'),
          },
        },
      });
      return;
    }
    await service.mail.enqueue(tx, {
      to: address,
      locale: mailLocale(locale),
      dedupeKey: `email-change-confirmation:${address}:${now.getTime()}`,
      message: {
        template: 'email-change-confirmation',
        data: {
          customerName: current.firstname,
          url: shopPageUrl(locale, '/customer/account/confirmemail', { token }),
        },
      },
    });
  });
}

/**
 * Follows the mailed link: the account moves to the new address, every session is signed out
 * (the address one signs in with has changed) and the old address is told. An address another
 * account took in the meantime makes the link invalid like any other bad link.
 */
export async function confirmEmailChange(
  service: AccountContext,
  token: string,
  locale: string | null,
): Promise<boolean> {
  if (!isPlausibleToken(token)) return false;
  const now = service.now();
  try {
    return await service.db.transaction(async (tx) => {
      const [request] = await tx
        .delete(emailChangeRequests)
        .where(eq(emailChangeRequests.tokenHash, hashToken(token)))
        .returning();
      if (!request || request.expiresAt <= now) return false;
      const [before] = await tx
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, request.customerId));
      if (!before) return false;
      const [row] = await tx
        .update(customers)
        .set({ email: request.newEmail, updatedAt: now })
        .where(eq(customers.id, request.customerId))
        .returning();
      if (!row) return false;
      await revokeAllSessions(tx, row.id);
      const mailIn = locale ?? row.locale;
      await service.mail.enqueue(tx, {
        to: before.email,
        locale: mailLocale(mailIn),
        dedupeKey: `email-changed:${before.email}:${now.getTime()}`,
        message: {
          template: 'email-changed',
          data: {
            customerName: row.firstname,
            newEmail: row.email,
            resetUrl: shopPageUrl(mailIn, '/customer/account/forgotpassword'),
          },
        },
      });
      return true;
    });
  } catch (error) {
    // Another account registered the address after the link was mailed.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** PostgreSQL's unique_violation, wherever the driver or drizzle put it. */
function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause instanceof Object; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
