import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';
import { buyableSkus } from './cart-support';
import { clearCookiesButConsent } from './consent-support';
import { signedInShopper } from './account-support';
import {
  fillDetails,
  openCheckoutWithWashingMachine,
  payWithIdeal,
  shopper,
  toPaymentStep,
} from './checkout-support';
import { waitForMail } from './mail-support';
import { deliverOrder, receiveAndRefundReturn } from './staff-support';
import { DESKTOP, MOBILE, snapshot } from './support';

/** The success page's order number, after paying with iDEAL at the simulator. */
async function paidNumber(page: Page): Promise<string> {
  await payWithIdeal(page, 'Paid');
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const number = /Je bestelnummer is (\d+)\./.exec(
    (await page.getByText(/Je bestelnummer is/).textContent()) ?? '',
  )?.[1];
  expect(number).toBeTruthy();
  return number!;
}

/**
 * Puts `units` of one product in the cart: the first that has them to spare, as journeys before
 * this one may have bought the first ones.
 */
async function addUnitsOfOneProduct(page: Page, units: number) {
  const origin = new URL(page.url()).origin;
  let added = false;
  for (const sku of await buyableSkus(page.request, 30)) {
    const response = await page.request.post('/api/cart', {
      data: { sku, quantity: units },
      headers: { origin, 'content-type': 'application/json' },
    });
    if ((added = response.ok())) break;
  }
  expect(added).toBe(true);
}

/**
 * A guest's paid order of `units` of one product; its number. Several units come from the first
 * product that has them to spare: journeys before this one may have bought the first ones.
 */
async function paidOrder(page: Page, units: number): Promise<string> {
  if (units === 1) {
    await openCheckoutWithWashingMachine(page);
  } else {
    await page.goto('/');
    await clearCookiesButConsent(page.context());
    await addUnitsOfOneProduct(page, units);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
  }
  await toPaymentStep(page);
  return paidNumber(page);
}

const trackingPath = (locale: string, number: string) =>
  `${locale === 'nl' ? '' : `/${locale}`}/shipping/tracking?number=${number}&postcode=${encodeURIComponent(shopper.postcode)}`;

// Withdrawal within the period: the guest returns 2 of 3 delivered units from the tracking page,
// staff receive and refund the return, and the credit note is there to download.
test('a guest returns 2 of 3 delivered units; staff receive and refund; credit note downloads', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const number = await paidOrder(page, 3);
  await deliverOrder(page, number);

  await page.setViewportSize(MOBILE);
  await page.goto(trackingPath('nl', number));
  const progress = page.getByRole('list', { name: 'Voortgang van je bestelling' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Bezorgd');
  await expect(progress.getByRole('listitem')).toHaveCount(4);
  const section = page.getByTestId('return-items');
  await expect(section.getByRole('heading', { name: 'Artikelen retourneren' })).toBeVisible();
  const form = page.getByTestId('return-form');
  await expect(form).toBeVisible();
  // Nothing chosen: the form says so and sends nothing.
  await expect(async () => {
    await form.getByRole('button', { name: 'Retour aanmelden' }).click();
    await expect(form.getByText('Kies minstens één artikel om te retourneren.')).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'order-return-form-390');

  // By keyboard: the quantity, a reason, and a word.
  const quantity = form.getByRole('combobox').first();
  await quantity.focus();
  await quantity.selectOption('2');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Reden/)).toBeFocused();
  await form.getByLabel(/^Reden/).selectOption({ label: 'Past niet' });
  await form.getByLabel(/^Wil je ons nog iets laten weten/).fill('Te breed voor de nis.');
  await form.getByRole('button', { name: 'Retour aanmelden' }).press('Enter');
  const returnNumber = `R${number}-1`;
  await expect(section.getByRole('status')).toContainText(`Retour ${returnNumber} is aangemeld.`);
  const returns = page.getByTestId('order-returns');
  await expect(returns.getByText(`Retour ${returnNumber}`)).toBeVisible();
  await expect(returns.getByTestId('order-return-state')).toHaveText(
    'Aangemeld: stuur de artikelen terug',
  );
  // One unit is left to return.
  await expect(form.getByRole('combobox').first().locator('option')).toHaveText(['0', '1']);
  const mail = await waitForMail(`return-requested:${returnNumber}`);
  expect(mail.subject).toBe(`Je retour ${returnNumber} is aangemeld`);
  expect(mail.text).toContain('Stuur het pakket binnen 14 dagen naar:');

  const refunded = await receiveAndRefundReturn(page, returnNumber);
  expect(refunded).toBeGreaterThan(0);
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(returns.getByTestId('order-return-state')).toHaveText('Terugbetaald');
  await expect(page.getByTestId('order-refunds')).toBeVisible();
  const creditNote = page
    .getByTestId('order-invoices')
    .getByRole('link', { name: /^Creditnota C\d{4}-\d{6} \(pdf\)$/ });
  await expect(creditNote).toBeVisible();
  const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'order-return-refunded-1280');
});

// The same in English, and the engine's refusal said in the page's language.
test('in English: a guest returns the only unit, then has nothing left to return', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const number = await paidOrder(page, 1);
  await deliverOrder(page, number);
  await page.setViewportSize(DESKTOP);
  await page.goto(trackingPath('en', number));
  const section = page.getByTestId('return-items');
  const form = page.getByTestId('return-form');
  await expect(section.getByRole('heading', { name: 'Return items' })).toBeVisible();
  await expect(page.getByText(/You can return items until/)).toBeVisible();
  await form.getByRole('combobox').first().selectOption('1');
  await form.getByLabel(/^Reason/).selectOption({ label: 'Arrived damaged' });
  await expect(async () => {
    await form.getByRole('button', { name: 'Request return' }).click();
    await expect(section.getByRole('status')).toContainText(`Return R${number}-1 is registered.`, {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('order-return-state')).toHaveText('Requested: send the items back');
  await expect(page.getByText('Every item of this order is already in a return.')).toBeVisible();
  // The mail is in the order's language (it was placed in Dutch), whatever page asked.
  const mail = await waitForMail(`return-requested:R${number}-1`);
  expect(mail.subject).toBe(`Je retour R${number}-1 is aangemeld`);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(MOBILE);
  await snapshot(page, testInfo, 'order-return-en-390');
});

// Signed in, in German: the account's order page offers the same form; the session finds the order.
test('signed in, in German: a return from the account order page', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signedInShopper(page.context(), baseURL!);
  await page.goto('/');
  await addUnitsOfOneProduct(page, 2);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
  await fillDetails(page, { ...shopper, email: '' });
  await page.getByRole('button', { name: 'Verder naar bezorging' }).click();
  await expect(page.getByRole('heading', { name: 'Bezorging kiezen' })).toBeFocused();
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeFocused();
  const number = await paidNumber(page);
  await deliverOrder(page, number);

  await page.setViewportSize(DESKTOP);
  await page.goto(`/de/customer/account/orders/${number}`);
  const section = page.getByTestId('return-items');
  await expect(section.getByRole('heading', { name: 'Artikel zurücksenden' })).toBeVisible();
  const form = page.getByTestId('return-form');
  await form.getByRole('combobox').first().selectOption('1');
  await expect(async () => {
    await form.getByRole('button', { name: 'Rücksendung anmelden' }).click();
    await expect(section.getByRole('status')).toContainText(
      `Rücksendung R${number}-1 ist angemeldet.`,
      { timeout: 2000 },
    );
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('order-return-state')).toHaveText(
    'Angemeldet: Artikel zurücksenden',
  );
  await expect(form.getByRole('combobox').first().locator('option')).toHaveText(['0', '1']);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'order-return-account-de-1280');
  await page.setViewportSize(MOBILE);
  await snapshot(page, testInfo, 'order-return-account-de-390');
});
