import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import {
  createTestEngine,
  cartReadyToOrder,
  placeOrderMutation,
  simpleProduct,
  type PlaceOrderAnswer,
  signedInCustomer,
  placeCustomerOrder,
  payOrder,
  type OrderInvoiceAnswer,
  pdfText,
} from '@webshop/commerce/testing';
import { GET } from './route';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

let engine: CommerceEngine;
let close: () => Promise<void>;
let sku: string;

beforeAll(async () => {
  ({ engine, close } = await createTestEngine('pglite', 'invoice_route', {
    seedProducts: 40,
    orderSweepMs: 0,
  }));
  serveEngine(engine);
  sku = (await simpleProduct(engine, 0, { priceCents: 25_00, onlineQty: 50 })).sku;
}, 120_000);

afterAll(async () => {
  stopServingEngine();
  await close();
});

const invoicesOf = async (orderToken: string) => {
  const answer = await engine.execute<{
    guestOrderByToken: { invoices: OrderInvoiceAnswer[] };
  }>(
    'query ($t: String!) { guestOrderByToken(input: { token: $t }) { invoices { number download_path } } }',
    { t: orderToken },
  );
  return answer.data!.guestOrderByToken.invoices;
};

const get = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, 'http://shop.test');
  const number = decodeURIComponent(url.pathname.split('/').pop()!);
  return GET(new Request(url, { headers }), { params: Promise.resolve({ number }) });
};

describe('GET /api/invoice/<number>', () => {
  it('serves the PDF for a signed link and refuses a tampered one like a missing document', async () => {
    const placed = await engine.execute<PlaceOrderAnswer>(placeOrderMutation, {
      id: await cartReadyToOrder(engine, [{ sku, quantity: 1 }]),
    });
    const order = placed.data!.placeOrder.orderV2!;
    await payOrder(engine, order.token);
    const [invoice] = await invoicesOf(order.token);

    const response = await get(invoice!.download_path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice!.number}.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(order.number);

    // A different first character of the key, whatever it was.
    const tampered = invoice!.download_path.replace(/key=(.)/, (_, first: string) =>
      first === 'x' ? 'key=y' : 'key=x',
    );
    const refused = await get(tampered, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toMatch(/^This invoice was not found/);
    expect((await get(`/api/invoice/${invoice!.number}`)).status).toBe(404);
    expect((await get('/api/invoice/..%2Fetc')).status).toBe(404);
    expect((await get(`${invoice!.download_path.split('&')[0]}`)).status).toBe(404);
  });

  it('serves a customer’s own invoice by the session cookie, another customer’s not', async () => {
    const customer = await signedInCustomer(engine);
    const number = await placeCustomerOrder(engine, customer, [{ sku, quantity: 2 }]);
    const token = (await engine.services.orders.byNumber(number))!.token;
    await payOrder(engine, token);
    const [invoice] = await invoicesOf(token);
    const path = `/api/invoice/${invoice!.number}`;

    const own = await get(path, { cookie: `customer_token=${customer.token}` });
    expect(own.status).toBe(200);
    expect(await pdfText(new Uint8Array(await own.arrayBuffer()))).toContain(number);

    const stranger = await signedInCustomer(engine);
    const other = await get(path, { cookie: `customer_token=${stranger.token}` });
    expect(other.status).toBe(404);
    expect(await other.text()).toMatch(/^Deze factuur is niet gevonden/);
  });
});
