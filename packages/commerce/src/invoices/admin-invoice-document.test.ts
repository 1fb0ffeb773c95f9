import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '../engine/create-engine.ts';
import { orders } from '../orders/schema.ts';
import { createTestEngine, databaseKinds } from '../testing/test-databases.ts';
import {
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
} from '../testing/shop-fixtures.ts';
import { signedInStaff, staffBrowser, type StaffBrowser } from '../testing/staff-fixtures.ts';
import { pdfText } from './testing/invoice-fixtures.ts';
import { payOrder } from './testing/paid-orders.ts';

const adminDocument = /* GraphQL */ `
  query ($number: String!) {
    adminInvoiceDocument(number: $number) {
      number
      filename
      content_type
      content_base64
    }
  }
`;
const invoiceOf = /* GraphQL */ `
  query ($number: String!) {
    adminOrder(number: $number) {
      documents {
        number
        kind
      }
    }
  }
`;
type DocumentAnswer = {
  adminInvoiceDocument: { number: string; content_type: string; content_base64: string } | null;
};
const codeOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? null;

describe.each(databaseKinds)("staff open an order's invoice with their sign-in on %s", (kind) => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let office: StaffBrowser;
  let amsterdam: StaffBrowser;
  let rotterdam: StaffBrowser;
  let orderNumber: string;
  let invoiceNumber: string;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine(kind, 'admin_invoice_document', {
      seedProducts: 40,
      orderSweepMs: 0,
    }));
    const sku = (await simpleProduct(engine, 0, { priceCents: 49_95, onlineQty: 50 })).sku;
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, {
      id: await cartReadyToOrder(engine, [{ sku, quantity: 1 }]),
    });
    const order = placed.data!.placeOrder.orderV2!;
    orderNumber = order.number;
    await payOrder(engine, order.token);
    // Collected in Amsterdam: a store employee there reaches it, one elsewhere does not.
    await engine.database.db
      .update(orders)
      .set({ pickupLocationCode: 'amsterdam' })
      .where(eq(orders.number, orderNumber));
    office = await signedInStaff(engine, 'office@shop.test', 'STAFF');
    amsterdam = await signedInStaff(engine, 'ams@shop.test', 'STORE_EMPLOYEE', 'amsterdam');
    rotterdam = await signedInStaff(engine, 'rtm@shop.test', 'STORE_EMPLOYEE', 'rotterdam');
    const detail = await office.graphql<{ adminOrder: { documents: { number: string }[] } }>(
      invoiceOf,
      { number: orderNumber },
    );
    invoiceNumber = detail.data!.adminOrder.documents[0]!.number;
  }, 120_000);
  afterAll(() => close());

  it('answers the PDF to staff and to the pickup store, with no link key', async () => {
    for (const browser of [office, amsterdam]) {
      const answer = await browser.graphql<DocumentAnswer>(adminDocument, {
        number: invoiceNumber,
      });
      expect(answer.errors).toBeUndefined();
      const document = answer.data!.adminInvoiceDocument!;
      expect(document.content_type).toBe('application/pdf');
      expect(await pdfText(Buffer.from(document.content_base64, 'base64'))).toContain(
        invoiceNumber,
      );
    }
  });

  it("answers another store's document exactly as an unknown one, and nothing signed out", async () => {
    const other = await rotterdam.graphql<DocumentAnswer>(adminDocument, {
      number: invoiceNumber,
    });
    const unknown = await office.graphql<DocumentAnswer>(adminDocument, {
      number: 'F2026-999999',
    });
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect(other.errors![0]!.message).toBe(unknown.errors![0]!.message);
    const signedOut = await staffBrowser(engine).graphql(adminDocument, { number: invoiceNumber });
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
    // The shopper's query still wants the link's key or the customer's own session.
    const shopperQuery = await office.graphql(
      'query ($n: String!) { invoiceDocument(number: $n) { number } }',
      { n: invoiceNumber },
    );
    expect(codeOf(shopperQuery)).toBe('NOT_FOUND');
  });
});
