import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import { badInput } from '../graphql/bad-input.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { accountRules } from './account-rules.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { customers } from './schema.ts';
import { hashToken, isPlausibleToken, newSecretToken } from './secret-token.ts';
import {
  normalEmail,
  type AccountContext,
  type CustomerRow,
  type NewCustomer,
  type RegisterOutcome,
} from './customer-records.ts';

/**
 * Registers an account and mails its confirmation link; an address that already has an account
 * gets a mail saying so (at most one a day) instead. Both take as long and answer alike.
 */
export async function register(
  ctx: AccountContext,
  input: NewCustomer,
  locale: string,
): Promise<RegisterOutcome> {
  const problem = passwordProblem(input.password);
  if (problem) throw badInput(problem);
  const email = normalEmail(input.email);
  const confirmationKey = newSecretToken();
  // Hashing before the look-up keeps both outcomes equally slow.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
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
      await mailConfirmation(ctx, tx, {
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
    await ctx.mail.enqueue(tx, {
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
export async function resendConfirmation(
  ctx: AccountContext,
  email: string,
  locale: string | null,
): Promise<void> {
  const now = ctx.now();
  const confirmationKey = newSecretToken();
  const sentBefore = new Date(now.getTime() - accountRules.confirmationResendGapMs);
  await ctx.db.transaction(async (tx) => {
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
    await mailConfirmation(ctx, tx, {
      email: row.email,
      firstname: row.firstname,
      locale: locale ?? row.locale,
      confirmationKey,
      dedupeKey: `account-confirmation:${row.email}:${now.getTime()}`,
    });
  });
}

function mailConfirmation(
  ctx: AccountContext,
  tx: Database,
  mail: {
    email: string;
    firstname: string;
    locale: string;
    confirmationKey: string;
    dedupeKey: string;
  },
) {
  return ctx.mail.enqueue(tx, {
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
export async function confirmAccount(
  ctx: AccountContext,
  email: string,
  confirmationKey: string,
): Promise<CustomerRow | null> {
  if (!isPlausibleToken(confirmationKey)) return null;
  const [confirmed] = await ctx.db
    .update(customers)
    .set({ confirmationHash: null, updatedAt: ctx.now() })
    .where(
      and(
        eq(customers.email, normalEmail(email)),
        eq(customers.confirmationHash, hashToken(confirmationKey)),
      ),
    )
    .returning();
  return confirmed ?? null;
}
