import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/schema.ts';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { databaseKinds, createTestEngine } from '../testing/test-databases.ts';
import { simpleProduct } from '../testing/shop-fixtures.ts';
import { paidOrder } from '../testing/paid-orders.ts';
import { callExchange } from '../testing/simulated-payments.ts';
import { insertSyntheticOrders } from '../testing/synthetic-orders.ts';
import { reservations } from '../reservations/schema.ts';
import { returns } from '../returns/schema.ts';
import { shopDate, shopMidnight } from '../seed/dates.ts';
import { exchangeCallsKept } from '../checkout/exchange-log.ts';

const detailQuery = /* GraphQL */ `
  query ($number: String!) {
    adminOrder(number: $number) {
      order {
        number
        status_code
        items {
          product_sku
          quantity_ordered
        }
        total {
          grand_total {
            value
          }
        }
        billing_address {
          lastname
          postcode
        }
      }
      business {
        company
        vat_id
        reference
      }
      payments {
        provider
        transaction_id
        state
        exchange_calls {
          answer_status
          answer
        }
      }
      mails {
        id
        template
        status
        resent
      }
      documents {
        number
        kind
        total_cents
      }
      refunds {
        amount_cents
        state
        requested_by
      }
      notes {
        text
        author
      }
    }
  }
`;

const dashboardQuery = /* GraphQL */ `
  {
    adminDashboard {
      day
      orders_today
      revenue_today_cents
      orders_to_ship
      orders_pending_payment_too_long
      pending_payment_minutes
      reservations_to_prepare {
        store_code
        count
      }
      returns_to_receive
      low_stock_count
      low_stock_threshold
      low_stock {
        sku
        online_qty
      }
    }
  }
`;

interface Detail {
  order: { number: string; status_code: string; items: { product_sku: string }[] };
  business: { company: string; vat_id: string | null; reference: string | null } | null;
  payments: {
    transaction_id: string;
    state: string;
    exchange_calls: { answer_status: number; answer: string }[];
  }[];
  mails: { id: string; template: string; status: string; resent: boolean }[];
  documents: { number: string; kind: string; total_cents: number }[];
  refunds: { amount_cents: number; state: string; requested_by: string }[];
  notes: { text: string; author: string }[];
}
interface Dashboard {
  day: string;
  orders_today: number;
  revenue_today_cents: number;
  orders_to_ship: number;
  orders_pending_payment_too_long: number;
  pending_payment_minutes: number;
  reservations_to_prepare: { store_code: string; count: number }[];
  returns_to_receive: number;
  low_stock_count: number;
  low_stock_threshold: number;
  low_stock: { sku: string; online_qty: number }[];
}

const staff = { 'x-admin-key': 'detail-staff-key' };

describe.each(databaseKinds)('back office order detail and dashboard on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let productIndex = 0;

  beforeAll(async () => {
    process.env.ADMIN_API_KEY = staff['x-admin-key'];
    process.env.ADMIN_API_KEY_NAME = 'desk';
    ({ engine, close } = await createTestEngine(kind, `admin_detail_${kind}`, {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
  });
  afterAll(async () => {
    delete process.env.ADMIN_API_KEY;
    delete process.env.ADMIN_API_KEY_NAME;
    await close();
  });

  async function paid(email = 'detail@example.nl') {
    const product = await simpleProduct(engine, productIndex++, {
      priceCents: 30_00,
      onlineQty: 10,
    });
    return { ...(await paidOrder(engine, [{ sku: product.sku, quantity: 2 }], email)), product };
  }
  const detail = async (number: string, headers: Record<string, string> = staff) =>
    engine.execute<{ adminOrder: Detail | null }>(detailQuery, { number }, headers);
  const dashboard = async () => {
    const answer = await engine.execute<{ adminDashboard: Dashboard }>(dashboardQuery, {}, staff);
    expect(answer.errors).toBeUndefined();
    return answer.data!.adminDashboard;
  };

  it('shows lines, payments with their exchange calls, mails, documents and refunds', async () => {
    const order = await paid();
    // Pay. calls again: the repeat is answered and kept in the history too.
    await callExchange(engine, order.payOrderId);
    await engine.services.checkout.refunds.refund({
      orderNumber: order.number,
      idempotencyKey: `detail-${order.number}`,
      requestedBy: 'desk',
      amountCents: 10_00,
    });
    const answer = await detail(order.number);
    expect(answer.errors).toBeUndefined();
    const shown = answer.data!.adminOrder!;
    expect(shown.order.status_code).toBe('PROCESSING');
    expect(shown.order.items.map((item) => item.product_sku)).toEqual([order.product.sku]);
    expect(shown.business).toBeNull();
    expect(shown.payments).toHaveLength(1);
    expect(shown.payments[0]!.transaction_id).toBe(order.payOrderId);
    expect(shown.payments[0]!.state).toBe('PAID');
    expect(shown.payments[0]!.exchange_calls).toEqual([
      { answer_status: 200, answer: 'TRUE|paid' },
      { answer_status: 200, answer: 'TRUE|paid' },
    ]);
    expect(shown.mails.map((mail) => mail.template)).toEqual([
      'order-confirmation',
      'order-refunded',
    ]);
    expect(shown.documents.map((document) => [document.kind, document.total_cents])).toEqual([
      ['invoice', 60_00],
      ['credit-note', -10_00],
    ]);
    expect(shown.refunds).toEqual([
      { amount_cents: 10_00, state: 'REFUNDED', requested_by: 'desk' },
    ]);
    expect((await detail('999999999')).data!.adminOrder).toBeNull();
  });

  it("shows a business order's company, VAT number and reference", async () => {
    await insertSyntheticOrders(engine.database.db, {
      count: 40,
      now: new Date(),
      firstNumber: 710_000_001,
    });
    const [business] = await engine.database.db
      .select()
      .from(orders)
      .where(like(orders.number, '7100000%'))
      .orderBy(orders.id)
      .then((rows) => rows.filter((row) => row.billingAddress.company));
    expect(business).toBeDefined();
    const shown = (await detail(business!.number)).data!.adminOrder!;
    expect(shown.business).toEqual({
      company: business!.billingAddress.company,
      vat_id: business!.billingAddress.vatId,
      reference: business!.billingAddress.reference,
    });
    expect(shown.payments).toEqual([]);
  });

  it('keeps only the newest exchange calls of a payment', async () => {
    const order = await paid('calls@example.nl');
    for (let call = 0; call < exchangeCallsKept + 5; call++) {
      await callExchange(engine, order.payOrderId);
    }
    // Calls naming no payment the shop knows are not kept at all.
    await callExchange(engine, 'EX-0000-0000-0000');
    const shown = (await detail(order.number)).data!.adminOrder!;
    expect(shown.payments[0]!.exchange_calls).toHaveLength(exchangeCallsKept);
  });

  it('adds internal notes that the shopper never sees', async () => {
    const order = await paid('notes@example.nl');
    const add = (text: string, number = order.number) =>
      engine.execute<{ adminAddOrderNote: { text: string; author: string } }>(
        `mutation ($input: AdminOrderNoteInput!) { adminAddOrderNote(input: $input) { text author } }`,
        { input: { number, text } },
        staff,
      );
    expect((await add('  Belde: wil levering op zaterdag.  ')).data!.adminAddOrderNote).toEqual({
      text: 'Belde: wil levering op zaterdag.',
      author: 'desk',
    });
    expect((await add('   ')).errors![0]!.extensions?.reason).toBe('INVALID_NOTE');
    expect((await add('x'.repeat(2001))).errors![0]!.extensions?.reason).toBe('INVALID_NOTE');
    expect((await add('note', '999999999')).errors![0]!.extensions?.code).toBe('NOT_FOUND');
    const shown = (await detail(order.number)).data!.adminOrder!;
    expect(shown.notes).toEqual([{ text: 'Belde: wil levering op zaterdag.', author: 'desk' }]);
    // The shopper's view of the order (success page, by token) has no place for notes, and the
    // text is in no mail.
    const own = await engine.execute(
      `query ($t: String!) { guestOrderByToken(input: { token: $t }) { number } }`,
      { t: order.token },
    );
    expect(JSON.stringify(own)).not.toContain('zaterdag');
    const mails = await engine.services.mail.ofOrder(order.number);
    expect(JSON.stringify(mails)).not.toContain('zaterdag');
  });

  it('resends an order mail once per idempotency key', async () => {
    const order = await paid('resend@example.nl');
    const [confirmation] = (await detail(order.number)).data!.adminOrder!.mails;
    const resend = (key: string, mailId = confirmation!.id, number = order.number) =>
      engine.execute<{ adminResendOrderMail: { id: string; template: string; resent: boolean } }>(
        `mutation ($input: AdminResendOrderMailInput!) {
          adminResendOrderMail(input: $input) { id template resent }
        }`,
        { input: { number, mail_id: mailId, idempotency_key: key } },
        staff,
      );
    const first = await resend('click-0001');
    const again = await resend('click-0001');
    expect(first.data!.adminResendOrderMail).toMatchObject({
      template: 'order-confirmation',
      resent: true,
    });
    expect(again.data!.adminResendOrderMail.id).toBe(first.data!.adminResendOrderMail.id);
    await resend('click-0002');
    const mails = (await detail(order.number)).data!.adminOrder!.mails;
    expect(mails.map((mail) => [mail.template, mail.resent])).toEqual([
      ['order-confirmation', false],
      ['order-confirmation', true],
      ['order-confirmation', true],
    ]);
    // Another order's mail, an unknown one, and a malformed key are refused.
    const other = await paid('other@example.nl');
    expect(
      (await resend('click-0003', confirmation!.id, other.number)).errors![0]!.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await resend('click-0004', '99999999')).errors![0]!.extensions?.code).toBe('NOT_FOUND');
    expect((await resend('short')).errors![0]!.extensions?.reason).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('counts today in shop time, orders waiting, reservations per store, returns and low stock', async () => {
    const lowIndex = productIndex++;
    await simpleProduct(engine, lowIndex, { priceCents: 10_00, onlineQty: 10 });
    const before = await dashboard();
    expect(before.day).toBe(shopDate(new Date()));
    expect(before.pending_payment_minutes).toBe(60);
    const [year, month, day] = before.day.split('-').map(Number) as [number, number, number];
    const midnight = shopMidnight(year, month, day);
    // Paid today: counted today and waiting to ship.
    const order = await paid('dashboard@example.nl');
    // Awaiting payment since before midnight: too long, and not today's.
    await insertSyntheticOrders(engine.database.db, {
      count: 1,
      now: new Date(midnight.getTime() - 3_600_000),
      days: 0,
      firstNumber: 700_000_001,
    });
    await engine.database.db
      .update(orders)
      .set({ status: 'PENDING_PAYMENT' })
      .where(eq(orders.number, '700000001'));
    const [store] = engine.services.stores.list();
    await engine.database.db.insert(reservations).values({
      number: 'RDASHBRD1',
      productId: order.product.id,
      storeCode: store!.code,
      quantity: 1,
      name: 'Sanne Visser',
      email: 'sanne@example.nl',
      telephone: '0612345678',
      confirmedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const low = await simpleProduct(engine, lowIndex, { priceCents: 10_00, onlineQty: 0 });
    // One return still to come in; one already received is no longer awaited.
    const orderId = (await engine.services.orders.byNumber(order.number))!.id;
    const asked = { orderId, requestedBy: 'guest' as const, createdAt: new Date() };
    await engine.database.db.insert(returns).values([
      { ...asked, number: `R${order.number}-1`, state: 'REQUESTED' },
      { ...asked, number: `R${order.number}-2`, state: 'RECEIVED', receivedAt: new Date() },
    ]);

    const after = await dashboard();
    const grand = (await engine.services.orders.byNumber(order.number))!.grandTotalCents;
    expect(after.orders_today).toBe(before.orders_today + 1);
    expect(after.revenue_today_cents).toBe(before.revenue_today_cents + grand);
    expect(after.orders_to_ship).toBe(before.orders_to_ship + 1);
    expect(after.orders_pending_payment_too_long).toBe(before.orders_pending_payment_too_long + 1);
    const prepared = (board: Dashboard) =>
      board.reservations_to_prepare.find((entry) => entry.store_code === store!.code)?.count ?? 0;
    expect(prepared(after)).toBe(prepared(before) + 1);
    expect(after.returns_to_receive).toBe(before.returns_to_receive + 1);
    expect(after.low_stock_count).toBe(before.low_stock_count + 1);
    expect(after.low_stock.map((product) => product.sku)).toContain(low.sku);
  });

  it('refuses every back office field and action without the staff key', async () => {
    const order = await paid('refused@example.nl');
    const noKey = { 'x-admin-key': 'wrong' };
    const codes = async (query: string, variables: Record<string, unknown>) =>
      (await engine.execute(query, variables, noKey)).errors?.map((e) => e.extensions?.code);
    expect(await codes(detailQuery, { number: order.number })).toEqual(['UNAUTHENTICATED']);
    expect(await codes(dashboardQuery, {})).toEqual(['UNAUTHENTICATED']);
    expect(
      await codes(
        `mutation ($n: String!) { adminAddOrderNote(input: { number: $n, text: "x" }) { id } }`,
        { n: order.number },
      ),
    ).toEqual(['UNAUTHENTICATED']);
    expect(
      await codes(
        `mutation ($n: String!) { adminResendOrderMail(input: { number: $n, mail_id: "1", idempotency_key: "click-0009" }) { id } }`,
        { n: order.number },
      ),
    ).toEqual(['UNAUTHENTICATED']);
    expect((await detail(order.number, {})).data?.adminOrder ?? null).toBeNull();
  });
});
