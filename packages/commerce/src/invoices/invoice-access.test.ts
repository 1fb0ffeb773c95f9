import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { mailOutbox } from '../mail/schema.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import { signedInCustomer } from '../testing/customer-fixtures.ts';
import { placeCustomerOrder } from '../testing/customer-cart-fixtures.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  testAddress,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { pdfText } from './testing/invoice-fixtures.ts';
import {
  finishPayment,
  invoiceDocumentQuery,
  orderInvoicesFields,
  payAtSimulator,
  payOrder,
  proofOf,
  type OrderInvoiceAnswer,
} from './testing/paid-orders.ts';

const trackingLookup = /* GraphQL */ `
  query Track($number: String!, $postcode: String) {
    guestOrder(input: { number: $number, postcode: $postcode }) {
      number
      ${orderInvoicesFields}
    }
  }
`;
const ownOrder = /* GraphQL */ `
  query Own($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }) {
        items {
          number
          ${orderInvoicesFields}
        }
      }
    }
  }
`;

type Track = { guestOrder: { number: string; invoices: OrderInvoiceAnswer[] } | null };
type Document = {
  invoiceDocument: {
    number: string;
    filename: string;
    content_type: string;
    content_base64: string;
  } | null;
};

describe.each(databaseKinds)('invoices of paid orders on %s', (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let sku: string;
  let clients = 0;
  // Each lookup from its own client, so the per-address throttle stays out of the way.
  const client = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'invoice_access', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
    sku = (await simpleProduct(engine, 0, { priceCents: 49_95, onlineQty: 50 })).sku;
  }, 120_000);
  afterAll(() => close());

  const placeGuestOrder = async () => {
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, {
      id: await cartReadyToOrder(engine, [{ sku, quantity: 2 }]),
    });
    return placed.data!.placeOrder.orderV2!;
  };
  const track = async (number: string) => {
    const answer = await engine.execute<Track>(
      trackingLookup,
      { number, postcode: testAddress.postcode },
      client(),
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.guestOrder!;
  };
  const download = (path: string, headers: Record<string, string> = {}) =>
    engine.execute<Document>(invoiceDocumentQuery, proofOf(path), headers);

  it('issues the invoice when the payment is confirmed, once, and links it from the paid mail', async () => {
    const order = await placeGuestOrder();
    expect((await track(order.number)).invoices).toEqual([]);

    const payOrderId = await payOrder(engine, order.token);
    // The provider tells again, by the exchange and by the return page: nothing new is issued.
    await finishPayment(engine, payOrderId);
    await engine.fetch(
      new Request(`http://engine.local/paynl/exchange?order_id=${payOrderId}`, { method: 'POST' }),
    );
    const { invoices } = await track(order.number);
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice).toMatchObject({ kind: 'INVOICE', total: { value: 99.9 } });
    expect(invoice!.number).toMatch(/^F\d{4}-\d{6}$/);
    expect(invoice!.download_path).toMatch(
      new RegExp(`^/api/invoice/${invoice!.number}\\?expires=\\d+&key=[\\w-]{43}$`),
    );

    const [mail] = await engine.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmation:${order.number}`));
    const mailed = (mail!.data as { invoiceUrl?: string }).invoiceUrl!;
    expect(mailed).toContain(`/api/invoice/${invoice!.number}?expires=`);

    // The tracking page's link and the mail's both download the PDF.
    for (const path of [
      invoice!.download_path,
      new URL(mailed).pathname + new URL(mailed).search,
    ]) {
      const document = (await download(path)).data!.invoiceDocument!;
      expect(document).toMatchObject({
        number: invoice!.number,
        filename: `${invoice!.number}.pdf`,
        content_type: 'application/pdf',
      });
      const pdf = Buffer.from(document.content_base64, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain(`Factuur ${invoice!.number}`);
      expect(text).toContain(`Bestelnummer: ${order.number}`);
    }
  });

  it('leaves the order unpaid and unmailed when the invoice cannot be issued, then pays it once', async () => {
    const order = await placeGuestOrder();
    const issuing = vi
      .spyOn(engine.services.invoices, 'issueForOrder')
      .mockRejectedValue(new Error('the process died while issuing'));
    const payOrderId = await payAtSimulator(engine, order.token);
    await expect(finishPayment(engine, payOrderId)).rejects.toThrow();
    expect(issuing).toHaveBeenCalled();
    const statusOf = async () => (await engine.services.orders.byNumber(order.number))!.status;
    const confirmations = () =>
      engine.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmation:${order.number}`));
    expect(await statusOf()).toBe('PENDING_PAYMENT');
    expect(await confirmations()).toEqual([]);
    issuing.mockRestore();

    // The provider's next report (the return page again, or the exchange's retry) pays it.
    expect(await finishPayment(engine, payOrderId)).toBe('PAID');
    expect(await statusOf()).toBe('PROCESSING');
    expect((await track(order.number)).invoices).toHaveLength(1);
    expect(await confirmations()).toHaveLength(1);
  });

  it('answers a wrong, expired or missing proof like a document that does not exist', async () => {
    const order = await placeGuestOrder();
    await payOrder(engine, order.token);
    const [invoice] = (await track(order.number)).invoices;
    const proof = proofOf(invoice!.download_path);
    const attempts = [
      { ...proof, key: `${proof.key!.slice(0, -1)}${proof.key!.endsWith('A') ? 'B' : 'A'}` },
      { ...proof, expires: proof.expires! + 1 },
      { ...proof, expires: null, key: null },
      { number: 'F1999-000001', expires: proof.expires, key: proof.key },
      { ...proof, number: 'not-a-number' },
    ];
    for (const variables of attempts) {
      const answer = await engine.execute<Document>(invoiceDocumentQuery, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // An hour later the tracking page's link has run out.
    const later = await engine.execute<Document>(invoiceDocumentQuery, {
      ...proof,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    expect(later.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('gives the signed-in customer their own invoices by session, and no one else’s', async () => {
    const customer = await signedInCustomer(engine);
    const number = await placeCustomerOrder(engine, customer, [{ sku, quantity: 1 }]);
    const placed = await engine.services.orders.byNumber(number);
    await payOrder(engine, placed!.token);

    const own = await engine.execute<{
      customer: { orders: { items: { invoices: OrderInvoiceAnswer[] }[] } };
    }>(ownOrder, { number }, customer.headers);
    const [invoice] = own.data!.customer.orders.items[0]!.invoices;
    expect(invoice!.download_path).toBe(`/api/invoice/${invoice!.number}`);
    const mine = await download(invoice!.download_path, customer.headers);
    expect(mine.data!.invoiceDocument!.number).toBe(invoice!.number);

    const stranger = await signedInCustomer(engine);
    for (const headers of [stranger.headers, {}]) {
      const answer = await download(invoice!.download_path, headers);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('Could not find the invoice.');
    }
    const missing = await download('/api/invoice/F2000-999999', stranger.headers);
    expect(missing.errors?.[0]?.message).toBe('Could not find the invoice.');
  });
});
