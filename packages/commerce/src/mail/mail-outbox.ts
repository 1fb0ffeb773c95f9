import type { Database } from '../db/connection.ts';
import type { MailOutbox, OutgoingMail } from './mail-port.ts';
import { mailOutbox } from './schema.ts';

/**
 * Writes mails to the outbox table; delivery is the worker's business. Times come from the
 * engine's clock, the one the worker reads, so a mail is due when that clock says so.
 */
export function createMailOutbox(now: () => Date = () => new Date()): MailOutbox {
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
  };
}
