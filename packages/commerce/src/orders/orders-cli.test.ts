import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { runCli } from '../testing/run-cli.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { callExchange, chooseOnPaymentPage } from '../testing/simulated-payments.ts';

const cli = (args: string[], env: Record<string, string>) =>
  runCli('src/orders/orders-cli.ts', args, env);

describe('orders CLI', () => {
  let engine: CommerceEngine;
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;

  beforeAll(async () => {
    scratch = await createScratchPostgres('orders_cli');
    engine = await createEngine({
      databaseUrl: scratch.url,
      mediaDir: testMediaDir,
      seedProducts: 40,
      orderSweepMs: 0,
    });
  });
  afterAll(async () => {
    await engine.close();
    await scratch.drop();
  });

  it('lists, readies, ships with a PostNL link and delivers on the shop database', async () => {
    const product = await simpleProduct(engine, 0, { priceCents: 20_00, onlineQty: 5 });
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, {
      id: await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]),
    });
    const { number, token } = placed.data!.placeOrder.orderV2!;
    const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
      `mutation { paynlStartTransaction(input: { order_token: "${token}", return_url: "http://localhost:3000/x" }) { pay_order_id } }`,
    );
    const payOrderId = started.data!.paynlStartTransaction.pay_order_id;
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    await callExchange(engine, payOrderId);

    const env = { DATABASE_URL: scratch.url };
    const listed = await cli(['list'], env);
    expect(listed.out).toContain(number);
    expect(listed.out).toContain('Processing');
    const early = await cli(['deliver', number], env);
    expect(early.code).toBe(1);
    expect(early.err).toMatch(/Processing; deliver does not apply/);
    expect((await cli(['ready', number], env)).code).toBe(0);
    const shipped = await cli(['ship', number, '--tracking', '3SABC123456'], env);
    expect(shipped.out).toContain('https://jouw.postnl.nl/track-and-trace/3SABC123456-NL-3511AB');
    expect((await cli(['deliver', number], env)).out).toContain('Delivered');
    expect((await cli(['ship', number], env)).code).toBe(1);
    // Each move is in the audit log as the command line's, with the states it moved between.
    const { entries } = await engine.services.staff.audit.page({ pageSize: 10 });
    expect(
      entries.map((entry) => [
        entry.actorName,
        entry.operation,
        (entry.after as { status: string }).status,
      ]),
    ).toEqual([
      ['cli', 'adminDeliverOrder', 'DELIVERED'],
      ['cli', 'adminShipOrder', 'SHIPPED'],
      ['cli', 'adminMarkOrderReadyToShip', 'READY_TO_SHIP'],
    ]);
  });

  it('lists the payments staff must refund', async () => {
    const product = await simpleProduct(engine, 1, { priceCents: 20_00, onlineQty: 5 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id: cartId });
    const { number, token } = placed.data!.placeOrder.orderV2!;
    const started = await engine.execute<{ paynlStartTransaction: { pay_order_id: string } }>(
      `mutation { paynlStartTransaction(input: { order_token: "${token}" }) { pay_order_id } }`,
    );
    const payOrderId = started.data!.paynlStartTransaction.pay_order_id;
    // Cancelled by the shopper while the bank page stayed open, then paid there anyway.
    await engine.execute(
      'mutation ($id: String!) { cancelPayment(input: { cart_id: $id }) { cart { id } } }',
      { id: cartId },
    );
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    await callExchange(engine, payOrderId);
    const listed = await cli(['attention'], { DATABASE_URL: scratch.url });
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`${number} .*PAID_AFTER_CANCEL.*${payOrderId}`));
    expect(listed.out).toContain('1 payments need attention');
  });

  it('says clearly when the embedded database is held by another process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-held-'));
    writeFileSync(path.join(dataDir, 'postmaster.pid'), '-42\n');
    const held = await cli(['list'], { DATABASE_URL: '', PGLITE_DATA_DIR: dataDir });
    expect(held.code).toBe(1);
    expect(held.err).toMatch(/in use by another process.*one process at a time/s);
  });
});
