import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { MailOutbox, OutgoingMail } from './mail-port.ts';
import { mailOutbox } from './schema.ts';
import { forgetRecipient, formerAddresses } from './forget-recipient.ts';
import { mailsToRecipient, outboxPage, retryFailedMail } from './outbox-admin.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Mails listed for one order: more than any order gets; the index keeps the read cheap. */
const maxMailsListed = 200;

const orderNumberOf = sql`(${mailOutbox.data}->>'orderNumber')`;

/**
 * Writes mails to the outbox table; delivery is the worker's business. Times come from the
 * engine's clock, the one the worker reads, so a mail is due when that clock says so.
 * @param database where staff's reads and resends go; a writer that only enqueues in its
 *   callers' transactions (the CLI, tests) needs none.
 */
export function createMailOutbox(
  now: () => Date = () => new Date(),
  database?: Database,
): MailOutbox {
  const reader = () => {
    if (!database) throw new Error('This mail outbox was made to enqueue only.');
    return database;
  };
  return {
    async enqueue(transaction: Database, mail: OutgoingMail) {
      await transaction
        .insert(mailOutbox)
        .values({
          dedupeKey: mail.dedupeKey,
          recipient: mail.to,
          locale: mail.locale,
          template: mail.message.template,
          data: mail.message.data,
          createdAt: now(),
          nextAttemptAt: now(),
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey });
    },

    ofOrder(orderNumber: string): Promise<OutboxRow[]> {
      return reader()
        .select()
        .from(mailOutbox)
        .where(sql`${orderNumberOf} = ${orderNumber}`)
        .orderBy(asc(mailOutbox.id))
        .limit(maxMailsListed);
    },

    async resend(mailId: number, orderNumber: string, idempotencyKey: string) {
      const db = reader();
      const [original] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, mailId), sql`${orderNumberOf} = ${orderNumber}`));
      if (!original) return null;
      // One copy per key: a double click or a retried request queues the mail once.
      const dedupeKey = `resend:${orderNumber}:${idempotencyKey}`;
      await db
        .insert(mailOutbox)
        .values({
          dedupeKey,
          recipient: original.recipient,
          locale: original.locale,
          template: original.template,
          data: original.data,
          createdAt: now(),
          nextAttemptAt: now(),
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey });
      const [copy] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
      return copy ?? null;
    },

    page: (options) => outboxPage(reader(), options),
    retry: (mailId) => retryFailedMail(reader(), mailId, now()),
    toRecipient: (email) => mailsToRecipient(reader(), email),
    forgetRecipient: (tx, email, options) => forgetRecipient(tx, email, options),
    formerAddresses: (tx, email) => formerAddresses(tx, email),
  };
}
