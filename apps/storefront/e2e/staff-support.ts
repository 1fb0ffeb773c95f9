import { expect, type Page } from '@playwright/test';

/** The test server's staff key (scripts/test-server.mjs). */
const adminKey = 'e2e-admin-key';

/** A staff operation through the shop's GraphQL with the admin key; its data, no errors. */
export async function staffGraphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await page.request.post('/api/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', 'x-admin-key': adminKey },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Staff move a paid order through ready to ship and shipped to delivered, as the CLI would. */
export async function deliverOrder(page: Page, number: string) {
  await staffGraphql(
    page,
    'mutation ($n: String!) { adminMarkOrderReadyToShip(number: $n) { status_code } }',
    { n: number },
  );
  await staffGraphql(
    page,
    'mutation ($n: String!) { adminShipOrder(input: { number: $n, tracking_number: "3SRETOUR12345" }) { status_code } }',
    { n: number },
  );
  const { adminDeliverOrder } = await staffGraphql<{ adminDeliverOrder: { status_code: string } }>(
    page,
    'mutation ($n: String!) { adminDeliverOrder(number: $n) { status_code } }',
    { n: number },
  );
  expect(adminDeliverOrder.status_code).toBe('DELIVERED');
}

/** Staff receive a return (every line sellable) and refund it; the refunded amount in euros. */
export async function receiveAndRefundReturn(page: Page, returnNumber: string): Promise<number> {
  await staffGraphql(
    page,
    'mutation ($n: String!) { adminReceiveReturn(input: { number: $n }) { state } }',
    { n: returnNumber },
  );
  const { adminRefundReturn } = await staffGraphql<{
    adminRefundReturn: { return: { state: string }; refund: { amount: { value: number } } };
  }>(
    page,
    'mutation ($n: String!) { adminRefundReturn(number: $n) { return { state } refund { amount { value } } } }',
    { n: returnNumber },
  );
  expect(adminRefundReturn.return.state).toBe('REFUNDED');
  return adminRefundReturn.refund.amount.value;
}
