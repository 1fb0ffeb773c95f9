import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from './capabilities.ts';

/**
 * People who run the shop, apart from the customers: another table, another session cookie and
 * no way from a shopper's account into the back office. The e-mail address is lowercased and
 * trimmed, so it is one key.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** The store a STORE_EMPLOYEE works in; null for the other roles. */
  storeCode: text('store_code'),
  /** argon2id, PHC string, with the customers' parameters (customers/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  /**
   * Set while the password is a temporary one the owner was shown once: until then the account
   * may only choose its own password, and after it the temporary one no longer signs in.
   */
  temporaryPasswordUntil: timestamp('temporary_password_until', { withTimezone: true }),
  /** Base32 TOTP secret; kept while enrolling too, `totpEnabled` says whether it is confirmed. */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The last accepted TOTP time step: a code is good once, not for its whole 30 s window. */
  totpLastStep: integer('totp_last_step'),
  /** Deactivated accounts keep their row (the audit log names them) but sign nobody in. */
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Staff sessions: only the SHA-256 of the cookie's token is stored. A session whose `pending` is
 * true has passed the password but not yet the TOTP step: it is good for that step only, briefly.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id').notNull(),
    pending: boolean('pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change made through the admin API: who (a staff account or the machine key's name),
 * when, what and on what, with the state before and after as bounded JSON.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind').$type<'staff' | 'key' | 'cli'>().notNull(),
    /** The staff account's id; null for a key or the command line. */
    staffId: integer('staff_id'),
    /** The staff member's e-mail address, the key's name or `cli`, as it was at the time. */
    actorName: text('actor_name').notNull(),
    operation: text('operation').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.id),
    // The owner's filters by operation and by target, each a keyset range like the whole log.
    index('audit_log_operation_idx').on(t.operation, t.id),
    index('audit_log_target_idx').on(t.target, t.id),
  ],
);
