import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, signOut, useEnglish } from './admin-support';
import { axeViolations } from './axe-support';
import { buyableSkus } from './cart-support';
import { fillDetails, payWithIdeal, shopper } from './checkout-support';
import { clearCookiesButConsent } from './consent-support';
import { waitForMail, waitForMailWithPrefix } from './mail-support';

/** A guest pays an order of two units of one product under an address no other journey uses. */
async function paidOrderOfTwo(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await clearCookiesButConsent(page.context());
  const origin = new URL(page.url()).origin;
  let added = false;
  // The first product with two units to spare: journeys before this one may have bought some.
  for (const sku of await buyableSkus(page.request, 30)) {
    const response = await page.request.post('/api/cart', {
      data: { sku, quantity: 2 },
      headers: { origin, 'content-type': 'application/json' },
    });
    if ((added = response.ok())) break;
  }
  expect(added).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
  await fillDetails(page, { ...shopper, email });
  await page.getByRole('button', { name: 'Verder naar bezorging' }).click();
  await expect(page.getByRole('heading', { name: 'Bezorging kiezen' })).toBeFocused();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeFocused();
  await payWithIdeal(page, 'Paid');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const number = /Je bestelnummer is (\d+)\./.exec(
    (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();
  return number!;
}

/** A back-office GraphQL call from the signed-in page (same origin, the staff cookie). */
async function backOfficeCall(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/api/admin/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', origin: new URL(page.url()).origin },
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

// Customer service runs a paid order from the list to delivered, refunds part of it, notes a call,
// resends a mail and opens the invoice; the shopper's return is then received and refunded from
// the returns screen. A store employee has no returns and does not reach this order.
test('staff ship, deliver, refund and annotate an order, then receive and refund its return', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = `admin-orders-${Date.now()}@example.nl`;
  const number = await paidOrderOfTwo(page, email);
  await waitForMail(`order-confirmation:${number}`);

  await useEnglish(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'staff');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Show orders' }).click();
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const state = page.getByTestId('order-state');
  await expect(state).toHaveText('Processing');
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(page.getByText(/Exchange calls from the provider \(\d+\)/)).toBeVisible();

  // Ready to ship, then ship: a tracking code that is not one is refused in the dialog.
  await page.getByRole('button', { name: 'Mark ready to ship' }).click();
  await expect(state).toHaveText('Ready to ship');
  await page.getByRole('button', { name: 'Ship…' }).click();
  const shipDialog = page.getByRole('dialog', { name: `Ship order ${number}` });
  await shipDialog.getByLabel('Carrier').selectOption('postnl');
  await shipDialog.getByLabel('Tracking code').fill('3S-??');
  await shipDialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(
    shipDialog.getByText('A tracking code is 6 to 40 letters and digits.'),
  ).toBeVisible();
  await shipDialog.getByLabel('Tracking code').fill('3SADMIN1234567');
  await shipDialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(shipDialog).toBeHidden();
  await expect(state).toHaveText('Shipped');
  await expect(page.getByRole('link', { name: '3SADMIN1234567' })).toBeVisible();
  await waitForMail(`order-shipped:${number}`);
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(state).toHaveText('Delivered');

  // Refund part: more than was paid is refused in words, then € 5.00 goes back.
  await page.getByRole('button', { name: 'Refund…' }).click();
  const refundDialog = page.getByRole('dialog', { name: `Refund order ${number}` });
  await refundDialog.getByRole('radio', { name: 'Part of it' }).check();
  await refundDialog.getByLabel('Extra amount (€)').fill('99999');
  await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refundDialog.getByRole('alert')).toContainText(
    'That is more than is left to refund.',
  );
  await refundDialog.getByLabel('Extra amount (€)').fill('5.00');
  await refundDialog.getByLabel('Reason (optional)').fill('Scratch on the door');
  await refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refundDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Refund of €5.00' })).toBeVisible();
  await expect(page.getByTestId('order-refunds')).toContainText('Scratch on the door');
  await expect(page.getByRole('button', { name: /^Open PDF: C\d{4}-\d{6}$/ })).toBeVisible();

  // An internal note, and a mail sent again.
  await page.getByLabel('New note').fill('Shopper called: the door has a scratch.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('order-notes')).toContainText(
    'Shopper called: the door has a scratch.',
  );
  await expect(page.getByTestId('order-notes')).toContainText('staff@shop.test');
  await page.getByRole('button', { name: 'Resend: order-confirmation' }).click();
  await expect(page.getByText('A copy of the mail is queued.')).toBeVisible();
  await expect(page.getByText('resent copy')).toBeVisible();
  const copy = await waitForMailWithPrefix(`resend:${number}:`);
  expect(copy.to).toMatchObject({ value: [expect.objectContaining({ address: email })] });

  // The invoice opens with the staff sign-in: a PDF, no shopper link needed.
  const invoiceButton = page.getByRole('button', { name: /^Open PDF: F\d{4}-\d{6}$/ });
  const downloading = page.waitForEvent('download');
  await invoiceButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^F\d{4}-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '../../docs/screenshots/admin-order-detail.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole('button', { name: 'Refund…' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signOut(page);

  // The shopper returns one of the two units from the tracking page.
  await page.goto(
    `/shipping/tracking?number=${number}&postcode=${encodeURIComponent(shopper.postcode)}`,
  );
  const form = page.getByTestId('return-form');
  await expect(form).toBeVisible();
  await expect(async () => {
    await form.getByRole('combobox').first().selectOption('1');
    await form.getByRole('button', { name: 'Retour aanmelden' }).click();
    await expect(page.getByTestId('order-returns')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const returnNumber = `R${number}-1`;
  await waitForMail(`return-requested:${returnNumber}`);

  // Staff receive it (sellable) and refund it from the returns screen.
  await signInAs(page, 'staff');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Returns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'To receive', selected: true })).toBeVisible();
  const requested = page.getByRole('row').filter({ hasText: returnNumber });
  await expect(requested).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '../../docs/screenshots/admin-returns.png', fullPage: true });
  await requested.getByRole('button', { name: 'Receive…' }).click();
  const receiveDialog = page.getByRole('dialog', { name: `Receive return ${returnNumber}` });
  await expect(receiveDialog.getByRole('checkbox', { name: /sellable/ })).toBeChecked();
  await receiveDialog.getByRole('button', { name: 'Received' }).click();
  await expect(page.getByText(`Return ${returnNumber} is received.`)).toBeVisible();
  await page.getByRole('tab', { name: 'To refund' }).click();
  const received = page.getByRole('row').filter({ hasText: returnNumber });
  await received.getByRole('button', { name: 'Refund…' }).click();
  await page
    .getByRole('dialog', { name: `Refund return ${returnNumber}?` })
    .getByRole('button', { name: 'Refund', exact: true })
    .click();
  await expect(page.getByText(`Return ${returnNumber} is refunded.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Refunded' }).click();
  await expect(page.getByRole('row').filter({ hasText: returnNumber })).toBeVisible();
  // The order's page lists the return and both refunds.
  await page
    .getByRole('row')
    .filter({ hasText: returnNumber })
    .getByRole('link', { name: number })
    .click();
  await expect(page.getByTestId('order-refunds').getByRole('listitem')).toHaveCount(2);
  await signOut(page);

  // A store employee: no returns in the menu, "not allowed" at its address, refused by the
  // engine; another order than their store's pickups answers as a missing one.
  await signInAs(page, 'storeA');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Returns' }),
  ).toHaveCount(0);
  await page.goto('/admin/returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  const refused = await backOfficeCall(page, '{ adminReturns { total_count } }');
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await page.goto(`/admin/orders/${number}`);
  await expect(
    page.getByText(`There is no order ${number}, or it is not one you may see.`),
  ).toBeVisible();
  const moved = await backOfficeCall(
    page,
    'mutation ($n: String!) { adminDeliverOrder(number: $n) { status_code } }',
    { n: number },
  );
  expect(moved.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});
