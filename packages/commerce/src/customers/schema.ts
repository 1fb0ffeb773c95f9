import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A shopper's account. The e-mail address is kept lowercased and trimmed, so it is one key. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    /** argon2id, in the PHC string format (parameters and salt included). */
    passwordHash: text('password_hash').notNull(),
    prefix: text('prefix'),
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    /** The language the account was created in: its mails go out in it. */
    locale: text('locale').notNull().default('nl'),
    /** SHA-256 of the key in the confirmation link; null once the account is confirmed. */
    confirmationHash: text('confirmation_hash'),
    defaultBillingId: integer('default_billing_id'),
    defaultShippingId: integer('default_shipping_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When staff erased the account (GDPR, ADR 0033): the row stays as an empty shell so orders
     * kept for the tax office never point at a reused id, and a second erase knows it is done.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // The back office's customer search (ADR 0033): prefix matches whatever the collation.
    index('customers_email_prefix_idx').using('btree', sql`${t.email} text_pattern_ops`),
    index('customers_lastname_prefix_idx').using(
      'btree',
      sql`lower(${t.lastname}) text_pattern_ops`,
    ),
  ],
);

/**
 * Signed-in sessions. Only the SHA-256 of a token is stored, so a copy of the table signs no one
 * in; deleting a row signs that session out.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId)],
);

/** Mailed password-reset links: single use, valid for an hour, stored as SHA-256 only. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/**
 * Failed sign-ins per key (`account-at:<address>:<email>`, `account:<email>`, `ip:<address>`,
 * …), in the database so every instance of the shop counts the same failures.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The address book. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    prefix: text('prefix'),
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    company: text('company'),
    /** spec §3 street lines: street, house number, addition. */
    street: jsonb('street').$type<string[]>().notNull(),
    city: text('city').notNull(),
    region: text('region'),
    postcode: text('postcode'),
    countryCode: text('country_code').notNull(),
    telephone: text('telephone'),
    vatId: text('vat_id'),
    customerType: text('customer_type').$type<'PERSONAL' | 'BUSINESS'>(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    index('customer_addresses_postcode_idx').using(
      'btree',
      sql`upper(replace(${t.postcode}, ' ', '')) text_pattern_ops`,
    ),
  ],
);

/**
 * A change of e-mail address waiting for the link mailed to the new address (ADR 0014): one per
 * account, replaced by a newer request. The address only changes when the link is followed.
 */
export const emailChangeRequests = pgTable('email_change_requests', {
  customerId: integer('customer_id').primaryKey(),
  newEmail: text('new_email').notNull(),
  /** SHA-256 of the key in the mailed link. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Requests since `windowStartedAt`: an account may ask a few times an hour. */
  requests: integer('requests').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
