import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { createPaymentProvider } from '../payment/module.ts';
import {
  startSimulatorServer,
  type RunningSimulator,
} from '../payment/simulator/simulator-server.ts';
import { runCli } from '../testing/run-cli.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { startedOrder } from '../testing/paid-orders.ts';
import { callExchange } from '../testing/simulated-payments.ts';
import { parseAmount, parseLines } from './orders-cli-refunds.ts';

const paynl = {
  PAYNL_SERVICE_ID: 'SL-1111-2222',
  PAYNL_TOKEN_CODE: 'AT-3333-4444',
  PAYNL_API_TOKEN: 'cli-refund-token',
};

describe('orders CLI cancel and refund', () => {
  let engine: CommerceEngine;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let pay: RunningSimulator;
  let env: Record<string, string>;

  beforeAll(async () => {
    // Pay. as a process of its own, so the shop and the command line reach the same payments.
    pay = await startSimulatorServer({
      credentials: {
        serviceId: paynl.PAYNL_SERVICE_ID,
        tokenCode: paynl.PAYNL_TOKEN_CODE,
        apiToken: paynl.PAYNL_API_TOKEN,
      },
      expirySweepMs: 0,
    });
    env = { ...paynl, PAYNL_API_URL: pay.url };
    scratch = await createScratchPostgres('orders_cli_refunds');
    env.DATABASE_URL = scratch.url;
    engine = await createEngine({
      databaseUrl: scratch.url,
      mediaDir: testMediaDir,
      seedProducts: 40,
      orderSweepMs: 0,
      mailDelivery: false,
      paymentProvider: createPaymentProvider({ ...paynl, PAYNL_API_URL: pay.url }),
    });
  });
  afterAll(async () => {
    await engine.close();
    await scratch.drop();
    await pay.close();
  });

  async function paid(index: number, quantity: number) {
    const product = await simpleProduct(engine, index, { priceCents: 20_00, onlineQty: 5 });
    const order = await startedOrder(engine, [{ sku: product.sku, quantity }]);
    const page = await fetch(`${pay.url}/paynl-simulator/pay/${order.payOrderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    await callExchange(engine, order.payOrderId);
    return { ...order, product };
  }

  it('refunds lines and shipping once, however often the command runs, then the rest', async () => {
    const order = await paid(0, 2);
    const cli = (args: string[]) => runCli('src/orders/orders-cli.ts', args, env);
    const args = ['refund', order.number, '--lines', `${order.product.sku}:1`, '--shipping'];
    const first = await cli(args);
    expect(first.err).toBe('');
    expect(first.out).toMatch(/REFUNDED {2}€ 22\.95/);
    expect((await cli(args)).out).toBe(first.out);
    expect(pay.simulator.refunds(order.payOrderId)).toHaveLength(1);
    const tooMuch = await cli(['refund', order.number, '--amount', '20.01']);
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.err).toMatch(/REFUND_EXCEEDS_PAID/);
    const rest = await cli(['refund', order.number]);
    expect(rest.out).toMatch(/€ 20\.00/);
    expect(pay.simulator.refunds(order.payOrderId).map((refund) => refund.amountCents)).toEqual([
      22_95, 20_00,
    ]);
    const refunds = await engine.services.checkout.refunds.ofOrder(
      (await engine.services.orders.byNumber(order.number))!.id,
    );
    expect(refunds.map((refund) => refund.requestedBy)).toEqual(['cli', 'cli']);
  }, 240_000);

  it('cancels a paid order with its refund, and refuses to cancel a shipped one', async () => {
    const order = await paid(1, 1);
    const cancelled = await runCli('src/orders/orders-cli.ts', ['cancel', order.number], env);
    expect(cancelled.out).toContain(`${order.number}  CANCELED`);
    expect(pay.simulator.refunds(order.payOrderId).map((refund) => refund.amountCents)).toEqual([
      22_95,
    ]);
    const shipped = await paid(2, 1);
    await engine.services.orders.markReadyToShip(shipped.number);
    await engine.services.orders.ship(shipped.number, '3SABC1234567');
    const refused = await runCli('src/orders/orders-cli.ts', ['cancel', shipped.number], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/ORDER_ALREADY_SHIPPED/);
  }, 240_000);

  it('lists, receives and refunds a return, paying once however often it runs', async () => {
    const order = await paid(3, 3);
    const { orders, returns } = engine.services;
    await orders.markReadyToShip(order.number);
    await orders.ship(order.number, '3SABC7654321');
    await orders.deliver(order.number);
    const asked = await returns.request(
      (await orders.byNumber(order.number))!,
      { lines: [{ sku: order.product.sku, quantity: 2 }] },
      'guest',
    );
    const cli = (args: string[]) => runCli('src/orders/orders-cli.ts', args, env);
    expect((await cli(['returns', '--state', 'requested'])).out).toContain(asked.number);
    expect((await cli(['returns', '--state', 'lost'])).code).toBe(1);
    const early = await cli(['refund-return', asked.number]);
    expect(early.err).toMatch(/RETURN_NOT_RECEIVED/);
    const received = await cli(['receive-return', asked.number, '--unsellable', order.product.sku]);
    expect(received.out).toMatch(/RECEIVED .*not sellable/);
    const refunded = await cli(['refund-return', asked.number]);
    expect(refunded.out).toMatch(/REFUNDED[\s\S]*REFUNDED {2}€ 40\.00/);
    expect((await cli(['refund-return', asked.number])).out).toBe(refunded.out);
    expect(pay.simulator.refunds(order.payOrderId).map((refund) => refund.amountCents)).toEqual([
      40_00,
    ]);
    // Each command starts an engine of its own: six of them on a shared machine.
  }, 240_000);

  it('reads amounts and lines as staff type them', () => {
    expect(parseAmount('12.5')).toBe(12_50);
    expect(parseAmount('12,50')).toBe(12_50);
    expect(parseAmount('-1')).toBeNull();
    expect(parseLines('A-1:2, B:1')).toEqual([
      { sku: 'A-1', quantity: 2 },
      { sku: 'B', quantity: 1 },
    ]);
    expect(parseLines('A-1')).toBeNull();
  });
});
