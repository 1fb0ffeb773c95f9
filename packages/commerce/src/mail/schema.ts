import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailMessage } from './mail-port.ts';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The transactional outbox: a mail is a row written in the same transaction as the event that
 * causes it, and a delivery worker sends it. The dedupe key makes a replayed event a no-op.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    template: text('template').$type<MailMessage['template']>().notNull(),
    data: jsonb('data').$type<MailMessage['data']>().notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a `pending` row is due; for a `sending` row, when its worker's lease runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The back office's outbox by state, newest first, and a customer's mails (ADR 0033).
    index('mail_outbox_status_idx').on(t.status, t.id),
    index('mail_outbox_recipient_idx').using('btree', sql`lower(${t.recipient})`, t.id),
    // An order's mails for the back office: every order mail's data names its order number.
    index('mail_outbox_order_idx').using('btree', sql`(${t.data}->>'orderNumber')`, t.id),
  ],
);
