import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { CommerceEngine } from '../engine/create-engine.ts';
import type { MailMessage } from '../mail/mail-port.ts';
import { mailOutbox, type MailStatus } from '../mail/schema.ts';

export interface OutboxMail {
  dedupeKey: string;
  recipient: string;
  locale: string;
  template: MailMessage['template'];
  /** The template's values; links a test follows are among them (`url`, `confirmUrl`). */
  data: MailMessage['data'];
  status: MailStatus;
}

/**
 * The mails the engine has written to its outbox, oldest first, optionally only those to a
 * recipient, of a template or with a dedupe key: what a test reads a mailed link from without
 * running a mail server.
 */
export async function outboxMails(
  engine: CommerceEngine,
  filter: { recipient?: string; template?: MailMessage['template']; dedupeKey?: string } = {},
): Promise<OutboxMail[]> {
  const conditions: SQL[] = [];
  if (filter.recipient !== undefined) conditions.push(eq(mailOutbox.recipient, filter.recipient));
  if (filter.template !== undefined) conditions.push(eq(mailOutbox.template, filter.template));
  if (filter.dedupeKey !== undefined) conditions.push(eq(mailOutbox.dedupeKey, filter.dedupeKey));
  return engine.database.db
    .select({
      dedupeKey: mailOutbox.dedupeKey,
      recipient: mailOutbox.recipient,
      locale: mailOutbox.locale,
      template: mailOutbox.template,
      data: mailOutbox.data,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(and(...conditions))
    .orderBy(asc(mailOutbox.id));
}
