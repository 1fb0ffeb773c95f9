import type { CommerceEngine } from '../../engine/create-engine.ts';

/** Pays an order on the embedded Pay. simulator and lets the return page read the outcome. */
export async function payOrder(engine: CommerceEngine, orderToken: string): Promise<string> {
  const payOrderId = await payAtSimulator(engine, orderToken);
  await finishPayment(engine, payOrderId);
  return payOrderId;
}

/** Starts the order's payment and pays it on the simulator's page; the provider's order id. */
export async function payAtSimulator(engine: CommerceEngine, orderToken: string): Promise<string> {
  const started = await engine.execute<{
    paynlStartTransaction: { redirectUrl: string; pay_order_id: string };
  }>(
    `mutation ($t: String!) { paynlStartTransaction(input: { order_token: $t, return_url: "http://localhost:3000/checkout/paynl/return" }) { redirectUrl pay_order_id } }`,
    { t: orderToken },
  );
  if (started.errors) throw new Error(JSON.stringify(started.errors));
  const { redirectUrl, pay_order_id } = started.data!.paynlStartTransaction;
  const paid = await engine.fetch(
    new Request(`http://engine.local${new URL(redirectUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    }),
  );
  if (paid.status >= 400) throw new Error(`the simulator refused: ${paid.status}`);
  return pay_order_id;
}

/** The return page's read of a payment (a repeat changes nothing). */
export async function finishPayment(engine: CommerceEngine, payOrderId: string) {
  const finished = await engine.execute<{ paynlFinishTransaction: { state: string } }>(
    `mutation ($id: String!) { paynlFinishTransaction(input: { pay_order_id: $id }) { state } }`,
    { id: payOrderId },
  );
  if (finished.errors) throw new Error(JSON.stringify(finished.errors));
  return finished.data!.paynlFinishTransaction.state;
}

export const orderInvoicesFields = /* GraphQL */ `
  invoices {
    number
    kind
    issued_at
    total {
      value
    }
    credited_invoice_number
    download_path
  }
`;

export const invoiceDocumentQuery = /* GraphQL */ `
  query Document($number: String!, $expires: Int, $key: String) {
    invoiceDocument(number: $number, expires: $expires, key: $key) {
      number
      filename
      content_type
      content_base64
    }
  }
`;

export interface OrderInvoiceAnswer {
  number: string;
  kind: string;
  issued_at: string;
  total: { value: number };
  credited_invoice_number: string | null;
  download_path: string;
}

/** The variables a download path's query holds. */
export function proofOf(path: string) {
  const url = new URL(path, 'http://shop.local');
  const number = decodeURIComponent(url.pathname.split('/').pop()!);
  const expires = url.searchParams.get('expires');
  return {
    number,
    expires: expires === null ? null : Number(expires),
    key: url.searchParams.get('key'),
  };
}
