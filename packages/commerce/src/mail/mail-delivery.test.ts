import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../engine/logger.ts';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import {
  createScratchPostgres,
  createTestEngine,
  databaseKinds,
  type DatabaseKind,
} from '../testing/test-databases.ts';
import { createMailDelivery, messageIdFor, type MailDeliverySettings } from './mail-delivery.ts';
import { createMailOutbox } from './mail-outbox.ts';
import type { MailLocale, OutgoingMail } from './mail-port.ts';
import { mailOutbox } from './schema.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from './testing/local-smtp-server.ts';

const from = 'Stroomhuis <service@stroomhuis.nl>';
const minute = 60_000;

function orderMail(orderNumber: string, locale: MailLocale = 'nl'): OutgoingMail {
  return {
    to: `klant-${orderNumber.toLowerCase()}@example.nl`,
    locale,
    dedupeKey: `order-confirmation:${orderNumber}`,
    message: {
      template: 'order-confirmation',
      data: {
        orderNumber,
        customerName: 'Anna',
        orderUrl: `https://www.stroomhuis.nl/order/${orderNumber}`,
        items: [{ name: 'Waterkoker', sku: 'WK-17', quantity: 1, rowTotalCents: 29_99 }],
        subtotalCents: 29_99,
        shippingCents: 2_95,
        discountCents: 0,
        taxCents: 5_72,
        grandTotalCents: 32_94,
        paymentMethod: 'iDEAL',
        shippingMethod: 'Bezorgen',
        deliveryLines: ['Kerkstraat 1', '1234 AB Amsterdam'],
      },
    },
  };
}

/** Two connections to one database: two PostgreSQL pools, or PGlite's one connection twice. */
async function openDatabases(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { first: handle, second: handle, close: () => handle.close() };
  }
  const scratch = await createScratchPostgres('mail_delivery');
  const first = await openDatabase({ url: scratch.url });
  const second = await openDatabase({ url: scratch.url, migrate: false });
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await scratch.drop();
    },
  };
}

describe.each(databaseKinds)('mail delivery on %s', (kind) => {
  let databases: Awaited<ReturnType<typeof openDatabases>>;
  let database: DatabaseHandle;
  let smtp: LocalSmtpServer;
  let clock: Date;
  const now = () => clock;
  const outbox = createMailOutbox(now);
  const deliveries: { stop(): Promise<void> }[] = [];

  const delivery = (settings: Partial<MailDeliverySettings> = {}, handle = database) => {
    const created = createMailDelivery(handle.db, {
      now,
      transport: { smtpUrl: smtp.url, from },
      ...settings,
    });
    deliveries.push(created);
    return created;
  };
  const row = async (dedupeKey: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)))[0]!;

  beforeAll(async () => {
    databases = await openDatabases(kind);
    database = databases.first;
  });
  afterAll(() => databases.close());
  beforeEach(async () => {
    clock = new Date('2026-11-24T12:00:00.000Z');
    await database.db.delete(mailOutbox);
    smtp = await startLocalSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(deliveries.splice(0).map((created) => created.stop()));
    await smtp.close();
  });

  it('sends a due mail over SMTP once, in its language, with a Message-ID from its dedupe key', async () => {
    await outbox.enqueue(database.db, orderMail('NL000001', 'de'));
    // The same event replayed: the dedupe key keeps one mail.
    await outbox.enqueue(database.db, orderMail('NL000001', 'de'));
    const worker = delivery();

    expect(await worker.deliverDueMails()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('Vielen Dank für deine Bestellung NL000001');
    expect(mail!.to).toMatchObject({ text: 'klant-nl000001@example.nl' });
    expect(mail!.from).toMatchObject({ text: '"Stroomhuis" <service@stroomhuis.nl>' });
    expect(mail!.messageId).toBe(messageIdFor('order-confirmation:NL000001', from));
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.html).toContain('32,94\u00a0€');
    expect(mail!.text).toContain('Gesamt (inkl. MwSt.): 32,94\u00a0€');
    expect(await row('order-confirmation:NL000001')).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock,
    });
  });

  it('retries a refused mail after 1, then 2 minutes and delivers it once', async () => {
    await outbox.enqueue(database.db, orderMail('NL000002'));
    smtp.refuseNext(2);
    const worker = delivery();

    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await row('order-confirmation:NL000002')).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(clock.getTime() + minute),
    });
    expect((await row('order-confirmation:NL000002')).lastError).toContain('Mailbox busy');

    clock = new Date(clock.getTime() + minute - 1);
    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    clock = new Date(clock.getTime() + 1);
    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await row('order-confirmation:NL000002')).nextAttemptAt).toEqual(
      new Date(clock.getTime() + 2 * minute),
    );

    clock = new Date(clock.getTime() + 2 * minute);
    expect(await worker.deliverDueMails()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.refused).toBe(2);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      'Bedankt voor je bestelling NL000002',
    ]);
    expect(await row('order-confirmation:NL000002')).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
    });
  });

  it('gives a mail up as failed after its last attempt, with a warning', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await outbox.enqueue(database.db, orderMail('NL000003'));
    smtp.refuseNext(10);
    const worker = delivery({ maxAttempts: 2 });

    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    clock = new Date(clock.getTime() + minute);
    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    clock = new Date(clock.getTime() + 60 * minute);
    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await row('order-confirmation:NL000003')).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
    expect(smtp.received).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ attempts: 2 }),
      'mail given up after its last attempt',
    );
    warn.mockRestore();
  });

  it('takes over a mail whose worker died mid-send once its lease has run out', async () => {
    await outbox.enqueue(database.db, orderMail('NL000004'));
    // What a worker killed after claiming leaves behind.
    await database.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(clock.getTime() + 5 * minute),
      })
      .where(eq(mailOutbox.dedupeKey, 'order-confirmation:NL000004'));
    const worker = delivery();

    expect(await worker.deliverDueMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock = new Date(clock.getTime() + 5 * minute);
    expect(await worker.deliverDueMails()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received[0]!.messageId).toBe(messageIdFor('order-confirmation:NL000004', from));
    expect(await row('order-confirmation:NL000004')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('delivers each mail exactly once when two workers run at the same time', async () => {
    await smtp.close();
    smtp = await startLocalSmtpServer({ delayMs: 5 });
    const count = 40;
    for (let index = 0; index < count; index += 1) {
      await outbox.enqueue(database.db, orderMail(`NL1${String(index).padStart(5, '0')}`));
    }
    const first = delivery({ batchSize: 3 }, databases.first);
    const second = delivery({ batchSize: 3 }, databases.second);

    const rounds = await Promise.all([
      first.deliverDueMails(),
      second.deliverDueMails(),
      first.deliverDueMails(),
      second.deliverDueMails(),
    ]);

    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(count);
    expect(smtp.received).toHaveLength(count);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(count);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((stored) => stored.status === 'sent' && stored.attempts === 1)).toBe(true);
  });

  it('writes RFC 822 files named after creation time and dedupe key when no SMTP server is set', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'mail-'));
    try {
      await outbox.enqueue(database.db, orderMail('NL000005', 'fr'));
      const worker = delivery({ transport: { smtpUrl: undefined, from, mailDir } });
      expect(await worker.deliverDueMails()).toEqual({ sent: 1, retrying: 0, failed: 0 });

      const created = (await row('order-confirmation:NL000005')).createdAt;
      const files = await readdir(mailDir);
      expect(files).toEqual([
        `${created.toISOString().replace(/[:.]/g, '-')}-order-confirmation_NL000005.eml`,
      ]);
      const parsed = await simpleParser(await readFile(path.join(mailDir, files[0]!)));
      expect(parsed.subject).toBe('Merci pour votre commande NL000005');
      expect(parsed.to).toMatchObject({ text: 'klant-nl000005@example.nl' });
      expect(parsed.html).toContain('<html lang="fr">');
      expect(parsed.text).toContain('Total (TVA comprise)');
      expect(parsed.messageId).toBe(messageIdFor('order-confirmation:NL000005', from));
    } finally {
      await rm(mailDir, { recursive: true, force: true });
    }
  });

  it('fails a mail it cannot render at once instead of retrying it', async () => {
    await database.db.insert(mailOutbox).values({
      dedupeKey: 'broken:1',
      recipient: 'klant@example.nl',
      locale: 'nl',
      template: 'order-confirmation',
      data: { orderNumber: 'NL9' } as never,
      nextAttemptAt: clock,
    });
    expect(await delivery().deliverDueMails()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await row('broken:1')).toMatchObject({ status: 'failed' });
    expect((await row('broken:1')).lastError).toMatch(/^render: /);
  });
});

describe.each(databaseKinds)("the engine's mail worker on %s", (kind) => {
  it('delivers enqueued mail on its own and stops when the engine closes', async () => {
    const smtp = await startLocalSmtpServer();
    const { engine, close } = await createTestEngine(kind, 'mail_worker', {
      seedIfEmpty: false,
      mailDelivery: true,
      mail: { transport: { smtpUrl: smtp.url, from }, pollMs: 20 },
    });
    try {
      await createMailOutbox().enqueue(engine.database.db, orderMail('NL000006', 'en'));
      await expect
        .poll(() => smtp.received.map((mail) => mail.subject), { timeout: 10_000 })
        .toEqual(['Thank you for your order NL000006']);
      expect(await engine.deliverDueMails()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      await close();
      await smtp.close();
    }
  });
});
