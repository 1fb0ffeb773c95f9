import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SubscriptionStatusesEnum } from '../graphql/generated/resolver-types.ts';

/**
 * Who asked for the newsletter, one row per address (lowercased and trimmed), in one of the
 * spec §4 states: SUBSCRIBED, UNSUBSCRIBED, NOT_ACTIVE (the confirmation mail was sent) or
 * UNCONFIRMED (asked for while creating an account that is not confirmed yet).
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  status: text('status').$type<SubscriptionStatusesEnum>().notNull(),
  /** The language the address asked in: its mails go out in it. */
  locale: text('locale').notNull().default('nl'),
  /** The last confirmation (or "already subscribed") mail: at most one per 10 minutes. */
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** When the first-order coupon was mailed; an address gets it once, ever. */
  couponIssuedAt: timestamp('coupon_issued_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The key the confirmation and unsubscribe codes are signed with, when NEWSLETTER_SECRET is not
 * set: made at random on first use and shared by every instance on the database.
 */
export const newsletterSecrets = pgTable('newsletter_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
