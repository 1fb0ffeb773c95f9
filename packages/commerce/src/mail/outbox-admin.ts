import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { OutboxMail, OutboxPage, RetryOutcome } from './mail-port.ts';
import { mailOutbox, type MailStatus } from './schema.ts';

/** A customer's mails listed in an export: more than an account gets in years. */
const maxMailsOfRecipient = 1000;

// Every column but `data`: staff and exports see who got what when, never the body.
const listed = {
  id: mailOutbox.id,
  dedupeKey: mailOutbox.dedupeKey,
  recipient: mailOutbox.recipient,
  locale: mailOutbox.locale,
  template: mailOutbox.template,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

/** Keyset paging on the id (newest first), under the states asked for (all when none). */
export async function outboxPage(
  db: Database,
  options: { statuses: readonly MailStatus[] | null; first: number; after: number | null },
): Promise<OutboxPage> {
  const conditions: SQL[] = [];
  if (options.statuses?.length) conditions.push(inArray(mailOutbox.status, [...options.statuses]));
  if (options.after !== null) conditions.push(lt(mailOutbox.id, options.after));
  const rows = await db
    .select(listed)
    .from(mailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.first + 1);
  return { rows: rows.slice(0, options.first), hasNextPage: rows.length > options.first };
}

/**
 * Puts a failed mail back in the queue, due now and with its attempts counted afresh, so the
 * delivery worker gives it a full round of tries. A conditional update: a sent, sending or
 * pending mail is left alone, and of two retries at once one wins.
 */
export async function retryFailedMail(db: Database, id: number, now: Date): Promise<RetryOutcome> {
  const [before] = await db.select(listed).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!before) return { kind: 'not-found' };
  const [after] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning(listed);
  if (!after) {
    const [current] = await db.select(listed).from(mailOutbox).where(eq(mailOutbox.id, id));
    return { kind: 'not-failed', mail: current ?? before };
  }
  return { kind: 'retried', before, after };
}

const recipientKey = sql`lower(${mailOutbox.recipient})`;

/** The mails sent or queued to an address, without their bodies (GDPR export). */
export function mailsToRecipient(db: Database, email: string): Promise<OutboxMail[]> {
  return db
    .select(listed)
    .from(mailOutbox)
    .where(sql`${recipientKey} = ${email.trim().toLowerCase()}`)
    .orderBy(mailOutbox.id)
    .limit(maxMailsOfRecipient);
}
