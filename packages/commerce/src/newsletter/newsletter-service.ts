import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { CartService } from '../cart/cart-service.ts';
import { shopConstants } from '../config/constants.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import { badInput } from '../graphql/bad-input.ts';
import type { SubscriptionStatusesEnum } from '../graphql/generated/resolver-types.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { codeMatches, newsletterCode, newsletterSecret } from './newsletter-codes.ts';
import { newsletterSubscribers } from './schema.ts';

export type SubscriptionStatus = SubscriptionStatusesEnum;

/** What a confirmation link did. */
export interface ConfirmOutcome {
  status: SubscriptionStatus;
  /** This was the address's first confirmation: the first-order coupon is in the outbox. */
  couponMailed: boolean;
}

/** What other modules ask of the newsletter (double opt-in, spec §4 states). */
export interface NewsletterService {
  /**
   * Asks for the newsletter for the address and mails the confirmation link, unless the address
   * belongs to an account that is not confirmed yet (`pendingAccount`): then the request waits as
   * UNCONFIRMED until `accountConfirmed`.
   */
  subscribe(
    email: string,
    locale: string,
    options?: { pendingAccount?: boolean },
  ): Promise<SubscriptionStatus>;
  unsubscribe(email: string): Promise<SubscriptionStatus>;
  /** The address's state; null when it never asked. */
  status(email: string): Promise<SubscriptionStatus | null>;
  /** The account of the address was confirmed: an UNCONFIRMED request gets its mail now. */
  accountConfirmed(email: string, locale: string): Promise<void>;
  /**
   * The confirmation link: SUBSCRIBED, and on the address's first confirmation the single-use
   * first-order coupon is mailed.
   * @throws GraphQLError BAD_USER_INPUT for a wrong code.
   */
  confirm(email: string, code: string): Promise<ConfirmOutcome>;
  /**
   * The unsubscribe link in every mail.
   * @throws GraphQLError BAD_USER_INPUT for a wrong code.
   */
  unsubscribeByLink(email: string, code: string): Promise<SubscriptionStatus>;
  /** The unsubscribe link for a mail's recipient. */
  unsubscribeUrl(email: string, locale: string): Promise<string>;
  /**
   * The unsubscribe link for the footer of a mail to the address: only a subscriber gets one
   * (a guest who never asked, or one who left, is not told to leave a list they are not on).
   */
  footerUnsubscribeUrl(email: string, locale: string): Promise<string | null>;
  /** The address's subscription as stored (GDPR export, ADR 0033); null when none. */
  personalData(email: string, db?: Database): Promise<NewsletterSubscriberRow | null>;
  /**
   * Forgets the address in the caller's transaction (GDPR erasure, ADR 0033): the row goes, so
   * the shop no longer knows it ever asked. Answers whether there was one.
   */
  erase(tx: Database, email: string): Promise<boolean>;
}

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

export interface NewsletterDependencies {
  database: DatabaseHandle;
  mail: MailOutbox;
  cart: CartService;
  now: () => Date;
}

/** Longest address the shop keeps (RFC 5321's path limit). */
const maxEmailChars = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The one form of an address the newsletter keys by. */
export function newsletterEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkedEmail(email: string): string {
  const normal = newsletterEmail(email);
  if (normal.length > maxEmailChars || !emailPattern.test(normal)) {
    throw badInput('Enter a valid e-mail address, e.g. johndoe@domain.com.');
  }
  return normal;
}

const invalidLink = () =>
  badInput('The link is invalid. Use the link from the e-mail we sent you.');

/** Codes are 43 base64url characters; anything else is not even compared. */
const codePattern = /^[A-Za-z0-9_-]{43}$/;

/** The newsletter with double opt-in, in the database. */
export function createNewsletterService(deps: NewsletterDependencies): NewsletterService {
  const { db } = deps.database;
  const { confirmationMailIntervalMs, firstOrderDiscountPercent, couponValidDays } =
    shopConstants.newsletter;
  let secret: Promise<string> | null = null;
  const linkSecret = () => {
    secret ??= newsletterSecret(db).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };

  const link = (key: string, email: string, locale: string, purpose: 'confirm' | 'unsubscribe') =>
    shopPageUrl(locale, `/newsletter/${purpose}`, {
      email,
      code: newsletterCode(key, email, purpose),
    });

  async function checkLink(email: string, code: string, purpose: 'confirm' | 'unsubscribe') {
    const normal = newsletterEmail(email);
    if (normal.length > maxEmailChars || !codePattern.test(code)) throw invalidLink();
    if (!codeMatches(await linkSecret(), normal, purpose, code)) throw invalidLink();
    return normal;
  }

  /** The row of an address, created in `status` when missing, locked for the transaction. */
  async function lockedRow(
    tx: Database,
    email: string,
    status: SubscriptionStatus,
    locale: string,
  ) {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, status, locale, createdAt: deps.now(), updatedAt: deps.now() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update');
    if (!row) throw new Error('A newsletter subscriber vanished');
    return row;
  }

  /**
   * Mails the confirmation (or "already subscribed") link, at most once per interval. The key is
   * read before the transaction: on the embedded database a read beside an open transaction
   * would wait for it.
   */
  async function mailLink(
    key: string,
    tx: Database,
    row: typeof newsletterSubscribers.$inferSelect,
    locale: string,
    kind: 'newsletter-confirmation' | 'newsletter-already-subscribed',
  ): Promise<void> {
    const now = deps.now();
    if (row.lastMailedAt && now.getTime() - row.lastMailedAt.getTime() < confirmationMailIntervalMs)
      return;
    await tx
      .update(newsletterSubscribers)
      .set({ lastMailedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
    await deps.mail.enqueue(tx, {
      to: row.email,
      locale: mailLocale(locale),
      dedupeKey: `${kind}:${row.email}:${now.getTime()}`,
      message: {
        template: kind,
        data: {
          customerName: '',
          url:
            kind === 'newsletter-confirmation'
              ? link(key, row.email, locale, 'confirm')
              : shopPageUrl(locale, '/'),
        },
      },
    });
  }

  return {
    async subscribe(email, requestedLocale, options = {}) {
      const normal = checkedEmail(email);
      const locale = mailLocale(requestedLocale);
      const pending = options.pendingAccount === true;
      const key = await linkSecret();
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, normal, pending ? 'UNCONFIRMED' : 'NOT_ACTIVE', locale);
        if (row.status === 'SUBSCRIBED') {
          if (!pending) await mailLink(key, tx, row, locale, 'newsletter-already-subscribed');
          return 'SUBSCRIBED';
        }
        const status: SubscriptionStatus = pending ? 'UNCONFIRMED' : 'NOT_ACTIVE';
        await tx
          .update(newsletterSubscribers)
          .set({ status, locale, updatedAt: deps.now() })
          .where(eq(newsletterSubscribers.id, row.id));
        if (!pending) await mailLink(key, tx, row, locale, 'newsletter-confirmation');
        return status;
      });
    },

    async unsubscribe(email) {
      await db
        .update(newsletterSubscribers)
        .set({ status: 'UNSUBSCRIBED', updatedAt: deps.now() })
        .where(eq(newsletterSubscribers.email, newsletterEmail(email)));
      return 'UNSUBSCRIBED';
    },

    async status(email) {
      const [row] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, newsletterEmail(email)));
      return row?.status ?? null;
    },

    async accountConfirmed(email, locale) {
      const normal = newsletterEmail(email);
      const key = await linkSecret();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, normal))
          .for('update');
        if (row?.status !== 'UNCONFIRMED') return;
        await tx
          .update(newsletterSubscribers)
          .set({ status: 'NOT_ACTIVE', updatedAt: deps.now() })
          .where(eq(newsletterSubscribers.id, row.id));
        await mailLink(key, tx, row, mailLocale(locale), 'newsletter-confirmation');
      });
    },

    async confirm(email, code) {
      const normal = await checkLink(email, code, 'confirm');
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, normal, 'SUBSCRIBED', 'nl');
        const now = deps.now();
        const first = row.couponIssuedAt === null;
        await tx
          .update(newsletterSubscribers)
          .set({
            status: 'SUBSCRIBED',
            confirmedAt: row.confirmedAt ?? now,
            couponIssuedAt: row.couponIssuedAt ?? now,
            updatedAt: now,
          })
          .where(eq(newsletterSubscribers.id, row.id));
        if (first) {
          const coupon = await deps.cart.issueSingleUseCoupon(
            tx,
            {
              prefix: 'WELKOM',
              percent: firstOrderDiscountPercent,
              label: `Nieuwsbriefkorting ${firstOrderDiscountPercent}%`,
              validDays: couponValidDays,
            },
            now,
          );
          await deps.mail.enqueue(tx, {
            to: normal,
            locale: mailLocale(row.locale),
            dedupeKey: `newsletter-welcome:${normal}`,
            message: {
              template: 'newsletter-welcome',
              data: {
                customerName: '',
                couponCode: coupon.code,
                percent: firstOrderDiscountPercent,
                validTo: coupon.validTo,
                shopUrl: shopPageUrl(row.locale, '/'),
              },
            },
          });
        }
        return { status: 'SUBSCRIBED', couponMailed: first };
      });
    },

    async unsubscribeByLink(email, code) {
      const normal = await checkLink(email, code, 'unsubscribe');
      await db
        .update(newsletterSubscribers)
        .set({ status: 'UNSUBSCRIBED', updatedAt: deps.now() })
        .where(eq(newsletterSubscribers.email, normal));
      return 'UNSUBSCRIBED';
    },

    unsubscribeUrl: async (email, locale) =>
      link(await linkSecret(), newsletterEmail(email), locale, 'unsubscribe'),

    async footerUnsubscribeUrl(email, locale) {
      const [row] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, newsletterEmail(email)));
      if (row?.status !== 'SUBSCRIBED') return null;
      return link(await linkSecret(), newsletterEmail(email), locale, 'unsubscribe');
    },

    async personalData(email, reader = db) {
      const [row] = await reader
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, newsletterEmail(email)));
      return row ?? null;
    },

    async erase(tx, email) {
      const gone = await tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, newsletterEmail(email)))
        .returning({ id: newsletterSubscribers.id });
      return gone.length > 0;
    },
  };
}
