import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import { badInput } from '../graphql/bad-input.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { accountRules } from './account-rules.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { customers, passwordResetTokens } from './schema.ts';
import { hashToken, isPlausibleToken, newSecretToken } from './secret-token.ts';
import { checkedPassword, newSession, revokeAllSessions } from './customer-sign-in.ts';
import {
  customerById,
  invalidResetLink,
  normalEmail,
  wrongCurrentPassword,
  type AccountContext,
  type CustomerRow,
} from './customer-records.ts';

/**
 * Changes the password after checking the current one: every session is signed out, and the
 * answer's fresh token is the only one that works. The account holder gets a mail.
 */
export async function changePassword(
  ctx: AccountContext,
  customerId: number,
  currentPassword: string,
  newPassword: string,
  clientAddress: string | null,
  locale: string | null,
): Promise<{ customer: CustomerRow; token: string }> {
  const current = await customerById(ctx.db, customerId);
  if (!current) throw badInput('The account could not be found.');
  const checked = await checkedPassword(ctx, current.email, currentPassword, clientAddress);
  if (!checked || checked.id !== customerId) throw wrongCurrentPassword();
  const problem = passwordProblem(newPassword);
  if (problem) throw badInput(problem);
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ passwordHash, updatedAt: ctx.now() })
      .where(eq(customers.id, customerId))
      .returning();
    if (!row) throw badInput('The account could not be found.');
    await revokeAllSessions(tx, customerId);
    const token = await newSession(ctx, customerId, tx);
    await mailPasswordChanged(ctx, tx, row, locale ?? row.locale);
    return { customer: row, token };
  });
}

/**
 * Mails a single-use reset link valid for an hour, and makes older links stop working. An
 * unknown address, or one that asked too often this hour, gets nothing, and the caller
 * answers all alike.
 */
export async function requestPasswordReset(
  ctx: AccountContext,
  email: string,
  locale: string | null,
): Promise<void> {
  const now = ctx.now();
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  await ctx.db.transaction(async (tx) => {
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
    await ctx.mail.enqueue(tx, {
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
export async function isPasswordResetTokenValid(
  ctx: AccountContext,
  email: string,
  token: string,
): Promise<boolean> {
  if (!isPlausibleToken(token)) return false;
  const [row] = await ctx.db
    .select({ customerId: passwordResetTokens.customerId })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        eq(customers.email, normalEmail(email)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, ctx.now()),
      ),
    );
  return row !== undefined;
}

/**
 * Sets a new password from a mailed link: the link is used up, every session is signed out,
 * the account's sign-in failures are cleared, and an unconfirmed account counts as confirmed
 * (the link proved the mailbox). Any wrong, used or expired link gets one answer.
 */
export async function resetPassword(
  ctx: AccountContext,
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
  const now = ctx.now();
  const address = normalEmail(email);
  await ctx.db.transaction(async (tx) => {
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
    await revokeAllSessions(tx, row.id);
    await ctx.throttle.clearAccount('account', row.email, tx);
    await mailPasswordChanged(ctx, tx, row, locale ?? row.locale);
  });
}

/** Tells the account holder the password changed, with the way back if it was not them. */
export function mailPasswordChanged(
  ctx: AccountContext,
  tx: Database,
  row: CustomerRow,
  locale: string,
) {
  return ctx.mail.enqueue(tx, {
    to: row.email,
    locale: mailLocale(locale),
    dedupeKey: `password-changed:${row.id}:${ctx.now().getTime()}`,
    message: {
      template: 'password-changed',
      data: {
        customerName: row.firstname,
        resetUrl: shopPageUrl(locale, '/customer/account/forgotpassword'),
      },
    },
  });
}
