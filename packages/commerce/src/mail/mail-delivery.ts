import { createHash } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { logger } from '../engine/logger.ts';
import type { MailLocale, MailMessage } from './mail-port.ts';
import {
  createMailTransport,
  mailTransportSettingsFromEnv,
  type MailTransportSettings,
} from './mail-transport.ts';
import { MAIL_STATUSES, mailOutbox, type MailStatus } from './schema.ts';
import { mailLocale, renderMail } from './templates/render-mail.ts';

export interface MailDeliverySettings {
  now: () => Date;
  /** Where mail goes and who sends it; default from MAIL_SMTP_URL, MAIL_FROM and MAIL_DIR. */
  transport?: Partial<MailTransportSettings>;
  /** Mails claimed per round trip, sent side by side. */
  batchSize?: number;
  /** How long a claimed mail is this worker's before another may take it over. */
  leaseMs?: number;
  /** Attempts before a mail is given up as `failed`. */
  maxAttempts?: number;
  /** Wait after the first failure; doubles per attempt up to `maxBackoffMs`. */
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the worker looks for due mail. */
  pollMs?: number;
  /**
   * The newsletter unsubscribe link for a recipient, put in the footer of a mail; null (no line)
   * when the recipient is not subscribed.
   */
  unsubscribeUrl?: (recipient: string, locale: MailLocale) => Promise<string | null>;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailDelivery {
  /** Sends every mail that is due now; tests call it instead of waiting for the worker. */
  deliverDueMails(): Promise<DeliveryRound>;
  /** Mails in the outbox by status: its depth (pending) and its failures, for the metrics. */
  outboxCounts(): Promise<Record<MailStatus, number>>;
  /** Starts polling the outbox. */
  start(): void;
  /** Stops polling, waits for the round in progress, closes the transport. */
  stop(): Promise<void>;
}

export const mailDeliveryDefaults = {
  batchSize: 5,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  firstBackoffMs: 60_000,
  maxBackoffMs: 60 * 60_000,
  pollMs: 5_000,
};

/** The wait before attempt `attempts + 1`: 1 min, 2, 4 … capped. */
export function backoffMs(
  attempts: number,
  first = mailDeliveryDefaults.firstBackoffMs,
  max = mailDeliveryDefaults.maxBackoffMs,
): number {
  return Math.min(max, first * 2 ** Math.max(0, attempts - 1));
}

/**
 * The Message-ID of an outbox mail, the same on every attempt: when a worker dies after the
 * server accepted a mail but before it recorded that, the mail is sent again, and this header
 * lets the receiving side see the second copy is the first one again.
 */
export function messageIdFor(dedupeKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const digest = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40);
  return `<${digest}@${domain}>`;
}

/** `<created>-<dedupeKey>.eml`, with only characters every file system accepts. */
export function emlFileName(createdAt: Date, dedupeKey: string): string {
  const created = createdAt.toISOString().replace(/[:.]/g, '-');
  const key = dedupeKey.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 120);
  return `${created}-${key}.eml`;
}

type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * Delivers the outbox. A mail row is claimed (status `sending`, `attempts` + 1, and
 * `next_attempt_at` moved to the end of a lease) by one statement whose row locks skip rows
 * another worker holds, so two workers never claim the same row. The row is marked `sent` only
 * after the server took the mail, so a crash anywhere loses nothing: the lease runs out and the
 * mail is claimed again. That makes delivery at least once; the one duplicate possible is a
 * mail whose acceptance was not recorded, and it carries the same Message-ID as before.
 */
export function createMailDelivery(db: Database, settings: MailDeliverySettings): MailDelivery {
  const options = { ...mailDeliveryDefaults, ...withoutUndefined(settings) };
  const transportSettings = {
    ...mailTransportSettingsFromEnv(),
    ...withoutUndefined(settings.transport ?? {}),
  };
  const { from } = transportSettings;
  const transport = createMailTransport(transportSettings);
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function claim(): Promise<ClaimedMail[]> {
    const now = settings.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, now)),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + options.leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Only the holder of the current claim may record the outcome. */
  const stillOurs = (mail: ClaimedMail) =>
    and(
      eq(mailOutbox.id, mail.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, mail.attempts),
    );

  async function deliver(mail: ClaimedMail): Promise<keyof DeliveryRound> {
    const locale = mailLocale(mail.locale);
    // The unsubscribe link reads the newsletter's key: a database hiccup is worth a retry.
    let unsubscribeUrl: string | null;
    try {
      unsubscribeUrl = settings.unsubscribeUrl
        ? await settings.unsubscribeUrl(mail.recipient, locale)
        : null;
    } catch (error) {
      return recordFailure(mail, error);
    }
    let rendered;
    try {
      rendered = renderMail(
        { template: mail.template, data: mail.data } as MailMessage,
        locale,
        unsubscribeUrl,
      );
    } catch (error) {
      // Rendering the same data again gives the same error: no retry.
      await db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: `render: ${String(error)}`.slice(0, 1000) })
        .where(stillOurs(mail));
      logger.warn({ err: error, mailId: mail.id, template: mail.template }, 'mail not rendered');
      return 'failed';
    }
    try {
      await transport.send({
        to: mail.recipient,
        ...rendered,
        messageId: messageIdFor(mail.dedupeKey, from),
        fileName: emlFileName(mail.createdAt, mail.dedupeKey),
      });
    } catch (error) {
      return recordFailure(mail, error);
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: settings.now(), lastError: null })
      .where(stillOurs(mail));
    logger.info({ mailId: mail.id, template: mail.template }, 'mail sent');
    return 'sent';
  }

  async function recordFailure(mail: ClaimedMail, error: unknown): Promise<keyof DeliveryRound> {
    const lastError = String(error instanceof Error ? error.message : error).slice(0, 1000);
    if (mail.attempts >= options.maxAttempts) {
      await db.update(mailOutbox).set({ status: 'failed', lastError }).where(stillOurs(mail));
      logger.warn(
        { mailId: mail.id, template: mail.template, attempts: mail.attempts, lastError },
        'mail given up after its last attempt',
      );
      return 'failed';
    }
    const wait = backoffMs(mail.attempts, options.firstBackoffMs, options.maxBackoffMs);
    await db
      .update(mailOutbox)
      .set({
        status: 'pending',
        lastError,
        nextAttemptAt: new Date(settings.now().getTime() + wait),
      })
      .where(stillOurs(mail));
    logger.warn(
      {
        mailId: mail.id,
        template: mail.template,
        attempts: mail.attempts,
        retryInMs: wait,
        lastError,
      },
      'mail not sent, trying again later',
    );
    return 'retrying';
  }

  async function deliverDueMails(): Promise<DeliveryRound> {
    const totals: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const claimed = await claim();
      if (claimed.length === 0) return totals;
      for (const outcome of await Promise.all(claimed.map(deliver))) totals[outcome] += 1;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      round = deliverDueMails()
        .catch((error: unknown) => logger.warn({ err: error }, 'mail delivery round failed'))
        .finally(() => schedule(options.pollMs));
    }, delayMs);
    timer.unref();
  }

  return {
    deliverDueMails,
    async outboxCounts() {
      const rows = await db
        .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0]));
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts as Record<MailStatus, number>;
    },
    start() {
      logger.info({ transport: transport.description }, 'mail delivery started');
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      transport.close();
    },
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
