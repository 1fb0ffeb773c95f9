import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { callExchange, chooseOnPaymentPage } from '../testing/simulated-payments.ts';
import { sampleOrder } from '../payment/testing/sample-order.ts';
import { logger } from '../engine/logger.ts';
import { shopUrl } from '../engine/shop-url.ts';
import { mailOutbox } from '../mail/schema.ts';
import { orders } from '../orders/schema.ts';
import { payments } from './schema.ts';

const startMutation = `mutation ($token: String!, $url: String) {
  paynlStartTransaction(input: { order_token: $token, return_url: $url }) { redirectUrl pay_order_id }
}`;
type Started = { paynlStartTransaction: { redirectUrl: string; pay_order_id: string } };
const attentionQuery = `query { adminPaymentsNeedingAttention {
  order_number order_status pay_order_id reason amount { value }
} }`;
type Attention = {
  adminPaymentsNeedingAttention: {
    order_number: string;
    order_status: string;
    pay_order_id: string;
    reason: string;
  }[];
};

describe.each(databaseKinds)('starting payments on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  const staff = { 'x-admin-key': 'staff-secret-key' };

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = 'staff-secret-key';
    ({ engine, close } = await createTestEngine(kind, 'payment_start', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(async () => {
    delete process.env.ADMIN_API_KEY;
    vi.restoreAllMocks();
    await close();
  });

  async function placed(index: number, locale?: string) {
    const product = await simpleProduct(engine, index, { priceCents: 40_00, onlineQty: 10 });
    const cartId = await cartReadyToOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const headers = locale ? { 'x-locale': locale } : undefined;
    const answer = await engine.execute<PlaceOrderAnswer>(
      placeOrderMutation,
      { id: cartId },
      headers,
    );
    return { cartId, order: answer.data!.placeOrder.orderV2! };
  }
  const start = (token: string, url?: string | null) =>
    engine.execute<Started>(startMutation, { token, url });
  const mails = async (dedupeKey: string) =>
    (
      await engine.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, dedupeKey))
    )[0]!.n;

  it('gives 20 racing starts of one order one provider transaction and one payment page', async () => {
    const { order } = await placed(0);
    const created = vi.spyOn(engine.services.payment, 'createOrder');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => start(order.token, `${shopUrl()}/paynl/checkout`)),
    );
    const pages = new Set(answers.map((answer) => answer.data?.paynlStartTransaction.redirectUrl));
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    expect(pages.size).toBe(1);
    expect(created).toHaveBeenCalledTimes(1);
    created.mockRestore();
    const rows = await engine.database.db
      .select()
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.number, order.number));
    expect(rows).toHaveLength(1);
  });

  it('sends the shopper back to the configured shop, whatever host the return URL names', async () => {
    const created = vi.spyOn(engine.services.payment, 'createOrder');
    const other = await placed(1);
    const viaOtherHost = await start(other.order.token, 'http://127.0.0.1:3999/paynl/checkout');
    expect(viaOtherHost.errors).toBeUndefined();
    expect(created.mock.calls[0]![0].returnUrl).toBe(`${shopUrl()}/paynl/checkout`);
    expect(created.mock.calls[0]![0].exchangeUrl).toBe(`${shopUrl()}/api/paynl/exchange`);
    const french = await placed(2, 'fr');
    expect((await start(french.order.token)).errors).toBeUndefined();
    expect(created.mock.calls[1]![0].returnUrl).toBe(`${shopUrl()}/fr/paynl/checkout`);
    // Nothing the shopper did was undone: the orders still await payment, no mail went out.
    const [row] = await engine.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, other.order.number));
    expect(row!.status).toBe('PENDING_PAYMENT');
    expect(await mails(`payment-failed:${other.order.number}`)).toBe(0);

    const bad = await placed(3);
    for (const url of ['//evil.example/x', 'javascript:alert(1)', `/${'x'.repeat(600)}`]) {
      const refused = await start(bad.order.token, url);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(created).toHaveBeenCalledTimes(2);
    created.mockRestore();
  });

  it('flags a second successful payment of a paid order for staff, once, and logs an error', async () => {
    const { order } = await placed(4);
    const first = (await start(order.token)).data!.paynlStartTransaction.pay_order_id;
    await chooseOnPaymentPage(engine, first, 'paid');
    expect(await (await callExchange(engine, first)).text()).toBe('TRUE|paid');
    const [row] = await engine.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, order.number));
    // A second transaction as the shop made them before one order had one (or Pay. allows).
    const second = await engine.services.payment.createOrder(
      sampleOrder({ reference: order.number, amountCents: row!.grandTotalCents }),
    );
    await engine.database.db.insert(payments).values({
      orderId: row!.id,
      provider: 'paynl',
      providerOrderId: second.providerOrderId,
      redirectUrl: second.redirectUrl,
    });
    await chooseOnPaymentPage(engine, second.providerOrderId, 'paid');
    const errors = vi.spyOn(logger, 'error');
    for (let i = 0; i < 3; i++) {
      expect(await (await callExchange(engine, second.providerOrderId)).text()).toBe('TRUE|paid');
    }
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    const flagged = await engine.execute<Attention>(attentionQuery, {}, staff);
    expect(
      flagged.data!.adminPaymentsNeedingAttention.filter((p) => p.order_number === order.number),
    ).toEqual([
      {
        order_number: order.number,
        order_status: 'PROCESSING',
        pay_order_id: second.providerOrderId,
        reason: 'PAID_TWICE',
        amount: { value: 40 + row!.totals.shippingCents / 100 },
      },
    ]);
    expect(await mails(`order-confirmation:${order.number}`)).toBe(1);
    const forbidden = await engine.execute<Attention>(attentionQuery);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('flags a payment that comes in after the shopper cancelled the order', async () => {
    const { cartId, order } = await placed(5);
    const payOrderId = (await start(order.token)).data!.paynlStartTransaction.pay_order_id;
    await engine.execute(
      'mutation ($id: String!) { cancelPayment(input: { cart_id: $id }) { cart { id } } }',
      { id: cartId },
    );
    // The bank page was still open in another tab.
    await chooseOnPaymentPage(engine, payOrderId, 'paid');
    expect(await (await callExchange(engine, payOrderId)).text()).toBe('TRUE|paid');
    const flagged = await engine.execute<Attention>(attentionQuery, {}, staff);
    expect(flagged.data!.adminPaymentsNeedingAttention).toContainEqual(
      expect.objectContaining({
        order_number: order.number,
        order_status: 'CANCELED',
        reason: 'PAID_AFTER_CANCEL',
      }),
    );
    expect(await mails(`order-confirmation:${order.number}`)).toBe(0);
  });
});
