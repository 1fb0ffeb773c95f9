import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import {
  openCheckoutWithWashingMachine,
  payWithIdeal,
  shopper,
  toPaymentStep,
} from './checkout-support';
import { waitForMail } from './mail-support';

// Staff cancel a paid order: the payment provider pays it back, the shopper is mailed in the
// order's language and the tracking page shows the order cancelled with its refund.
test('staff cancel a paid order: refunded at the provider, mailed, shown as refunded', async ({
  page,
}) => {
  await openCheckoutWithWashingMachine(page);
  await toPaymentStep(page);
  const paymentPages: string[] = [];
  page.on('framenavigated', (frame) => {
    const match = /\/paynl-simulator\/pay\/([A-Za-z0-9-]+)/.exec(frame.url());
    if (match) paymentPages.push(match[0]);
  });
  await payWithIdeal(page, 'Paid');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const number = /Je bestelnummer is (\d+)\./.exec(
    (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();
  await waitForMail(`order-confirmation:${number}`);

  const response = await page.request.post('/api/graphql', {
    data: {
      query: `mutation ($number: String!) {
        adminCancelOrder(input: { number: $number }) {
          order { status_code total { grand_total { value } } }
          refund { state amount { value } }
        }
      }`,
      variables: { number },
    },
    headers: { 'content-type': 'application/json', 'x-admin-key': 'e2e-admin-key' },
  });
  const { data } = (await response.json()) as {
    data?: {
      adminCancelOrder: {
        order: { status_code: string; total: { grand_total: { value: number } } };
        refund: { state: string; amount: { value: number } };
      };
    };
  };
  expect(data?.adminCancelOrder.order.status_code).toBe('CANCELED');
  expect(data?.adminCancelOrder.refund).toEqual({
    state: 'REFUNDED',
    amount: { value: data!.adminCancelOrder.order.total.grand_total.value },
  });
  const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(
    data!.adminCancelOrder.refund.amount.value,
  );

  // The simulator's page of the payment lists the refund, as Pay.'s dashboard would.
  expect(paymentPages.length).toBeGreaterThan(0);
  await page.goto(paymentPages[0]!);
  await expect(page.locator('dd[data-refund]')).toHaveCount(1);
  await expect(page.locator('dd[data-refund]')).toContainText(euros);

  const mail = await waitForMail(`order-cancelled:${number}`);
  expect(mail.subject).toBe(`Je bestelling ${number} is geannuleerd`);
  expect(mail.to).toMatchObject({
    value: [expect.objectContaining({ address: shopper.email })],
  });
  expect(mail.text).toContain(`Je krijgt ${euros} terug.`);

  await page.goto('/shipping/tracking');
  await page.getByLabel('Bestelnummer').fill(number!);
  await page.getByLabel('Postcode').fill(shopper.postcode);
  await page.getByRole('button', { name: 'Toon de status' }).click();
  await expect(
    page.getByRole('heading', { name: `Bestelling ${number}: Deze bestelling is geannuleerd.` }),
  ).toBeVisible();
  const refunds = page.getByTestId('order-refunds');
  await expect(refunds.getByRole('heading', { name: 'Terugbetalingen' })).toBeVisible();
  await expect(refunds.getByText(new RegExp(`${escape(euros)} terugbetaald op`))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
