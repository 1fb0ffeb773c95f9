import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { mailOutbox } from '../mail/schema.ts';
import { createMailOutbox } from '../mail/mail-outbox.ts';
import { embeddedPaynlSimulator } from '../payment/module.ts';
import type { PaynlSimulator } from '../payment/simulator/paynl-simulator.ts';
import { databaseKinds, createTestEngine } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  onlineQty,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { paidOrder, startedOrder } from '../testing/paid-orders.ts';
import { RefundError } from './refund-errors.ts';
import { RefundService, refundClaimMs } from './refund-service.ts';
import { refunds } from './schema.ts';
import { callExchange } from '../testing/simulated-payments.ts';

describe.each(databaseKinds)('cancel and refund on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let simulator: PaynlSimulator;
  const staff = { 'x-admin-key': 'staff-secret-key' };
  let productIndex = 0;

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = 'staff-secret-key';
    ({ engine, close } = await createTestEngine(kind, `refunds_${kind}`, {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
    simulator = embeddedPaynlSimulator(engine.services.payment)!;
  });
  afterAll(async () => {
    delete process.env.ADMIN_API_KEY;
    await close();
  });

  /** A paid order of `quantity` units at €20 (€2.95 shipping below €45). */
  async function paid(quantity: number, email?: string) {
    const product = await simpleProduct(engine, productIndex++, {
      priceCents: 20_00,
      onlineQty: 10,
    });
    const order = await paidOrder(engine, [{ sku: product.sku, quantity }], email);
    return { ...order, product };
  }

  const refundsOf = (number: string) =>
    engine.services.orders
      .byNumber(number)
      .then((order) => engine.services.checkout.refunds.ofOrder(order!.id));
  const mails = async (dedupeKey: string) =>
    engine.database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  const refundError = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof RefundError ? error.code : String(error)),
    );

  it('refunds lines, shipping and an amount, never past what was paid, and mails each', async () => {
    const order = await paid(2);
    const refundService = engine.services.checkout.refunds;
    const heard: number[] = [];
    const stop = refundService.onRefundRecorded(async (_tx, refund) => {
      heard.push(refund.id);
    });
    const first = await refundService.refund({
      orderNumber: order.number,
      idempotencyKey: `lines-${order.number}`,
      lines: [{ sku: order.product.sku, quantity: 1 }],
      shipping: true,
      reason: 'damaged',
      requestedBy: 'cli',
    });
    expect(first).toMatchObject({ amountCents: 22_95, shippingCents: 2_95, state: 'REFUNDED' });
    expect(first.providerRefundId).toMatch(/^RF-/);
    const tooMuch = await refundError(
      refundService.refund({
        orderNumber: order.number,
        idempotencyKey: `amount-${order.number}`,
        amountCents: 20_01,
        requestedBy: 'cli',
      }),
    );
    expect(tooMuch).toBe('REFUND_EXCEEDS_PAID');
    const second = await refundService.refund({
      orderNumber: order.number,
      idempotencyKey: `amount-${order.number}`,
      amountCents: 20_00,
      requestedBy: 'cli',
    });
    expect(second.amountCents).toBe(20_00);
    expect(
      await refundError(
        refundService.refund({
          orderNumber: order.number,
          idempotencyKey: `rest-${order.number}`,
          requestedBy: 'cli',
        }),
      ),
    ).toBe('REFUND_NOTHING_TO_REFUND');
    expect(simulator.refunds(order.payOrderId).map((refund) => refund.amountCents)).toEqual([
      22_95, 20_00,
    ]);
    expect(heard).toEqual([first.id, second.id]);
    stop();
    // Each refund brings its credit note, referring to the order's invoice (ADR 0026).
    const documents = await engine.services.invoices.ofOrder(
      (await engine.services.orders.byNumber(order.number))!.id,
    );
    const invoice = documents.find((document) => document.kind === 'invoice')!;
    const credits = documents.filter((document) => document.kind === 'credit-note');
    expect(credits.map((credit) => [credit.sourceKey, credit.creditedInvoiceId])).toEqual([
      [`lines-${order.number}`, invoice.id],
      [`amount-${order.number}`, invoice.id],
    ]);
    expect(credits.map((credit) => Math.abs(credit.totalCents))).toEqual([22_95, 20_00]);
    expect(credits.every((credit) => /^C\d{4}-\d{6}$/.test(credit.number))).toBe(true);
    expect(await mails(`order-refunded:${first.id}`)).toHaveLength(1);
    // Pay. reports each refund to the exchange; the paid order stays as it is.
    expect((await callExchange(engine, order.payOrderId)).status).toBe(200);
    expect((await engine.services.orders.byNumber(order.number))!.status).toBe('PROCESSING');
  });

  it('pays once for 20 concurrent requests with one key', async () => {
    const order = await paid(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        engine.services.checkout.refunds.refund({
          orderNumber: order.number,
          idempotencyKey: `same-${order.number}`,
          amountCents: 5_00,
          requestedBy: 'cli',
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(simulator.refunds(order.payOrderId)).toHaveLength(1);
    expect(await refundsOf(order.number)).toHaveLength(1);
    const documents = await engine.services.invoices.ofOrder(
      (await engine.services.orders.byNumber(order.number))!.id,
    );
    expect(documents.filter((document) => document.kind === 'credit-note')).toHaveLength(1);
  });

  it('never refunds more than was paid under concurrent different refunds', async () => {
    const order = await paid(1); // € 22.95
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        refundError(
          engine.services.checkout.refunds.refund({
            orderNumber: order.number,
            idempotencyKey: `different-${order.number}-${index}`,
            amountCents: 5_00,
            requestedBy: 'cli',
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === 'REFUND_EXCEEDS_PAID')).toHaveLength(6);
    const paidBack = simulator
      .refunds(order.payOrderId)
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    expect(paidBack).toBe(20_00);
    const recorded = await refundsOf(order.number);
    expect(recorded.reduce((sum, refund) => sum + refund.amountCents, 0)).toBe(20_00);
  });

  it('leaves everything as it was when the provider refuses', async () => {
    const order = await paid(1);
    simulator.refuseRefunds(true);
    try {
      const refused = await engine.execute<{ adminRefundOrder: unknown }>(
        `mutation ($n: String!) { adminRefundOrder(input: { number: $n, idempotency_key: "refused-key-1" }) { refund { id } } }`,
        { n: order.number },
        staff,
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('REFUND_REFUSED');
    } finally {
      simulator.refuseRefunds(false);
    }
    expect(await refundsOf(order.number)).toEqual([]);
    expect(simulator.refunds(order.payOrderId)).toEqual([]);
    expect((await engine.services.orders.byNumber(order.number))!.status).toBe('PROCESSING');
    // Nothing was recorded against the key: trying again later pays once.
    const again = await engine.execute<{
      adminRefundOrder: { refund: { amount: { value: number } }; requested_by: string };
    }>(
      `mutation ($n: String!) { adminRefundOrder(input: { number: $n, idempotency_key: "refused-key-1" }) { refund { amount { value } } requested_by } }`,
      { n: order.number },
      staff,
    );
    expect(again.data!.adminRefundOrder).toEqual({
      refund: { amount: { value: 22.95 } },
      requested_by: 'admin',
    });
    const forbidden = await engine.execute(
      `mutation { adminRefundOrder(input: { number: "1", idempotency_key: "whatever-key" }) { requested_by } }`,
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('cancels a paid order: stock back, refunded in full, one mail in the shopper language', async () => {
    const order = await paid(2);
    await engine.database.db.execute(
      `update orders set locale = 'de_DE' where number = '${order.number}'`,
    );
    expect(await onlineQty(engine, order.product.id)).toBe(8);
    const cancelled = await engine.execute<{
      adminCancelOrder: {
        order: { status_code: string; refunds: { amount: { value: number }; state: string }[] };
        refund: { cancellation: boolean };
      };
    }>(
      `mutation ($n: String!) { adminCancelOrder(input: { number: $n }) { order { status_code refunds { amount { value } state } } refund { cancellation } } }`,
      { n: order.number },
      staff,
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.adminCancelOrder).toEqual({
      order: {
        status_code: 'CANCELED',
        refunds: [{ amount: { value: 42.95 }, state: 'REFUNDED' }],
      },
      refund: { cancellation: true },
    });
    expect(await onlineQty(engine, order.product.id)).toBe(10);
    expect(simulator.refunds(order.payOrderId).map((refund) => refund.amountCents)).toEqual([
      42_95,
    ]);
    const [mail] = await mails(`order-cancelled:${order.number}`);
    expect(mail).toMatchObject({ locale: 'de', template: 'order-cancelled' });
    // Again: nothing more happens.
    await engine.services.checkout.cancelOrder(order.number, 'cli');
    expect(simulator.refunds(order.payOrderId)).toHaveLength(1);
    expect(await mails(`order-cancelled:${order.number}`)).toHaveLength(1);
  });

  it('just cancels an unpaid order, and refuses a shipped one', async () => {
    const product = await simpleProduct(engine, productIndex++, {
      priceCents: 20_00,
      onlineQty: 5,
    });
    const unpaid = await startedOrder(engine, [{ sku: product.sku, quantity: 1 }]);
    const { order, refund } = await engine.services.checkout.cancelOrder(unpaid.number, 'cli');
    expect(order.status).toBe('CANCELED');
    expect(refund).toBeNull();
    expect(await onlineQty(engine, product.id)).toBe(5);
    const [mail] = await mails(`order-cancelled:${unpaid.number}`);
    expect((mail!.data as { refundCents: number }).refundCents).toBe(0);

    // The coupon comes back too: the same address can use it on a new order.
    const withCoupon = async () => {
      const id = await cartReadyToOrder(
        engine,
        // € 60: the coupon asks at least € 50.
        [{ sku: product.sku, quantity: 3 }],
        'coupon-back@example.nl',
      );
      await engine.execute(
        `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELKOM10" }) { cart { id } } }`,
        { id },
      );
      return engine.execute<PlaceOrderAnswer>(placeOrderMutation, { id });
    };
    const grandTotal = (answer: { orderV2: unknown }) =>
      (answer.orderV2 as { total: { grand_total: { value: number } } }).total.grand_total.value;
    const couponOrder = (await withCoupon()).data!.placeOrder;
    expect(grandTotal(couponOrder)).toBe(54);
    await engine.services.checkout.cancelOrder(couponOrder.orderV2!.number, 'cli');
    const again = (await withCoupon()).data!.placeOrder;
    expect(again.errors).toEqual([]);
    expect(grandTotal(again)).toBe(54);

    const shipped = await paid(1);
    await engine.services.orders.markReadyToShip(shipped.number);
    await engine.services.orders.ship(shipped.number, '3SABC1234567');
    const answer = await engine.execute(
      `mutation ($n: String!) { adminCancelOrder(input: { number: $n }) { order { status_code } } }`,
      { n: shipped.number },
      staff,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('ORDER_ALREADY_SHIPPED');
    expect(simulator.refunds(shipped.payOrderId)).toEqual([]);
  });

  it('records once a refund the provider paid while the process that asked died', async () => {
    const order = await paid(1);
    const { orders } = engine.services;
    const provider = engine.services.payment;
    let paidOut!: () => void;
    const providerPaid = new Promise<void>((resolve) => (paidOut = resolve));
    // The first process: the provider pays, then the process is gone before it records.
    const dying = new RefundService({
      database: engine.database,
      orders,
      mail: createMailOutbox(),
      now: () => new Date(),
      payment: {
        ...provider,
        async refund(request) {
          await provider.refund(request);
          paidOut();
          return new Promise(() => {});
        },
      },
    });
    void dying.refund({
      orderNumber: order.number,
      idempotencyKey: `crash-${order.number}`,
      requestedBy: 'cli',
    });
    await providerPaid;
    const [pending] = await refundsOf(order.number);
    expect(pending!.state).toBe('PENDING');
    // Another process, after the dead one's claim ran out, retries with the same key.
    const later = new RefundService({
      database: engine.database,
      orders,
      mail: createMailOutbox(),
      now: () => new Date(Date.now() + refundClaimMs + 1_000),
      payment: provider,
    });
    const retried = await later.refund({
      orderNumber: order.number,
      idempotencyKey: `crash-${order.number}`,
      requestedBy: 'cli',
    });
    expect(retried).toMatchObject({ id: pending!.id, state: 'REFUNDED', amountCents: 22_95 });
    expect(simulator.refunds(order.payOrderId)).toHaveLength(1);
    const [counted] = await engine.database.db
      .select({ n: count() })
      .from(refunds)
      .where(and(eq(refunds.orderId, pending!.orderId), eq(refunds.state, 'REFUNDED')));
    expect(counted!.n).toBe(1);
    expect(await mails(`order-refunded:${pending!.id}`)).toHaveLength(1);
  });
});
