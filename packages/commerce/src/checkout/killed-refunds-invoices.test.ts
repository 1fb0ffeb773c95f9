import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { invoices } from '../invoices/schema.ts';
import { mailOutbox } from '../mail/schema.ts';
import { orders } from '../orders/schema.ts';
import { createPaymentProvider } from '../payment/module.ts';
import {
  startSimulatorServer,
  type RunningSimulator,
} from '../payment/simulator/simulator-server.ts';
import { burstPaynl } from '../testing/burst-paynl.ts';
import { startedOrder } from '../testing/paid-orders.ts';
import { sharedDatabase } from '../testing/shared-database.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { callExchange } from '../testing/simulated-payments.ts';
import { databaseKinds, testMediaDir } from '../testing/test-databases.ts';
import { creditNotesForRefunds } from './credit-notes.ts';
import { RefundService, refundClaimMs } from './refund-service.ts';
import { refunds } from './schema.ts';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const orderCount = 30;

describe.each(databaseKinds)('a shop process killed while invoicing and refunding (%s)', (kind) => {
  let engine: CommerceEngine;
  let pay: RunningSimulator;
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  const open = () =>
    createEngine({
      ...shared.options,
      mediaDir: testMediaDir,
      seedProducts: 40,
      orderSweepMs: 0,
      mailDelivery: false,
      paymentProvider: createPaymentProvider({ ...burstPaynl, PAYNL_API_URL: pay.url }),
    });

  beforeAll(async () => {
    // Pay. as a server of its own: the test and the process it kills reach the same payments.
    pay = await startSimulatorServer({
      credentials: {
        serviceId: burstPaynl.PAYNL_SERVICE_ID,
        tokenCode: burstPaynl.PAYNL_TOKEN_CODE,
        apiToken: burstPaynl.PAYNL_API_TOKEN,
      },
      expirySweepMs: 0,
    });
    shared = await sharedDatabase(kind, 'killed_refunds');
    engine = await open();
  });
  afterAll(async () => {
    await engine.close();
    await shared.drop();
    await pay.close();
  });

  /** Runs the burst on the items and kills it once `lines` of them are done; PGlite is shared by closing. */
  async function burstKilledAfter(mode: 'pay' | 'refund', items: string[], lines: number) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'refund-burst-')), 'items.txt');
    writeFileSync(file, items.join('\n'));
    if (kind === 'pglite') await engine.close();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/testing/refund-burst-process.ts',
        shared.target,
        pay.url,
        mode,
        file,
      ],
      { cwd: packageRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let done = 0;
    let finished = false;
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_, signal) => resolve(signal)),
    );
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      done += chunk.split('\n').filter((line) => /^(paid|refunded) /.test(line)).length;
      if (chunk.includes('done')) finished = true;
      if (done >= lines && !child.killed) child.kill('SIGKILL');
    });
    expect(await exited).toBe('SIGKILL');
    expect(finished).toBe(false);
    if (kind === 'pglite') engine = await open();
  }

  const sequence = (numbers: string[]) =>
    numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);

  it('leaves each order paid with one invoice or unpaid without, and each refund paid once with one credit note', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 10_000 });
    const placed = [];
    for (let i = 0; i < orderCount; i++) {
      const order = await startedOrder(engine, [{ sku: product.sku, quantity: 1 }]);
      const page = await fetch(`${pay.url}/paynl-simulator/pay/${order.payOrderId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
        redirect: 'manual',
      });
      expect(page.status).toBe(303);
      placed.push(order);
    }

    // Killed while the exchange marks orders paid: each invoice commits with its order's payment.
    await burstKilledAfter(
      'pay',
      placed.map((order) => order.payOrderId),
      8,
    );
    const db = engine.database.db;
    const stateOf = async () => {
      const rows = await db.select({ id: orders.id, status: orders.status }).from(orders);
      const issued = await db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
      return { rows, issued };
    };
    const afterKill = await stateOf();
    const paidIds = afterKill.rows
      .filter((row) => row.status === 'PROCESSING')
      .map((row) => row.id);
    expect(paidIds.length).toBeGreaterThanOrEqual(8);
    expect(afterKill.issued.map((invoice) => invoice.orderId).sort()).toEqual(paidIds.sort());
    expect(sequence(afterKill.issued.map((invoice) => invoice.number))).toEqual(
      paidIds.map((_, index) => index + 1),
    );
    const [confirmations] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'order-confirmation'));
    expect(confirmations!.n).toBe(paidIds.length);
    // Pay. calls again for the rest: every order paid, numbers 1..n without a gap or a double.
    for (const order of placed)
      expect((await callExchange(engine, order.payOrderId)).status).toBe(200);
    const settled = await stateOf();
    expect(settled.rows.every((row) => row.status === 'PROCESSING')).toBe(true);
    expect(sequence(settled.issued.map((invoice) => invoice.number))).toEqual(
      placed.map((_, index) => index + 1),
    );

    // Killed while paying refunds back: none is half-recorded, none is paid twice.
    await burstKilledAfter(
      'refund',
      placed.map((order) => order.number),
      8,
    );
    const credits = async () =>
      engine.database.db.select().from(invoices).where(eq(invoices.kind, 'credit-note'));
    const rows = await engine.database.db.select().from(refunds);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(rows.length);
    const recorded = rows.filter((row) => row.state === 'REFUNDED');
    expect(recorded.length).toBeGreaterThanOrEqual(8);
    expect((await credits()).map((credit) => credit.sourceKey).sort()).toEqual(
      recorded.map((row) => row.idempotencyKey).sort(),
    );
    for (const order of placed) {
      expect(pay.simulator.refunds(order.payOrderId).length).toBeLessThanOrEqual(1);
    }

    // The same requests again, after the dead process's claims ran out: each order is paid back
    // exactly once, with one credit note and one refund mail.
    const later = () => new Date(Date.now() + refundClaimMs + 1_000);
    const retry = new RefundService({
      database: engine.database,
      orders: engine.services.orders,
      mail: engine.services.mail,
      payment: engine.services.payment,
      now: later,
    });
    creditNotesForRefunds(retry, engine.services.invoices, later);
    for (const order of placed) {
      const refund = await retry.refund({
        orderNumber: order.number,
        idempotencyKey: `killed:${order.number}`,
        requestedBy: 'cli',
      });
      expect(refund).toMatchObject({ state: 'REFUNDED', amountCents: 22_95 });
      expect(pay.simulator.refunds(order.payOrderId).map((paid) => paid.amountCents)).toEqual([
        22_95,
      ]);
    }
    expect(await credits()).toHaveLength(orderCount);
    const [refundMails] = await engine.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'order-refunded'));
    expect(refundMails!.n).toBe(orderCount);
  }, 300_000);
});
