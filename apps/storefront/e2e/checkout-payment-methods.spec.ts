import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';
import {
  openCheckoutWithWashingMachine,
  payAtSimulator,
  payWithIdeal,
  toPaymentStep,
} from './checkout-support';
import { DESKTOP, MOBILE, snapshot } from './support';

const terms = /algemene voorwaarden/;

/** The success page of a paid order; its number. */
async function expectPaid(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeVisible();
  const text = (await page.getByText(/Je bestelnummer is/).textContent()) ?? '';
  const number = /Je bestelnummer is (\d+)\./.exec(text)?.[1];
  expect(number).toBeTruthy();
  return number!;
}

// spec §1, §3 Payment, §8: a shopper denied with iDEAL chooses another method (by keyboard), and
// in3 and Riverty ask their own fields; Riverty then pays through the simulator.
test('a denied payment is followed by one with Riverty, chosen by keyboard', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await openCheckoutWithWashingMachine(page);
  await toPaymentStep(page);
  await payWithIdeal(page, 'Denied');
  await expect(page).toHaveURL(/\/checkout\?type=cancelPayment&reason=denied$/);
  await expect(
    page.getByText(
      'Je bestelling is geweigerd door de betaalprovider. Kies een andere betaalmethode.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');

  // The arrow keys move through the methods; each shows what it asks, the page stays up.
  const ideal = page.getByRole('radio', { name: 'iDEAL' });
  await ideal.check();
  await ideal.focus();
  await page.keyboard.press('ArrowDown');
  const in3 = page.getByRole('radio', { name: 'in3' });
  await expect(in3).toBeChecked();
  await expect(in3).toBeFocused();
  await expect(page.getByText('Betaal in 3 termijnen, 0% rente')).toBeVisible();
  await expect(page.getByLabel('Geboortedatum')).toBeVisible();
  await expect(page.getByLabel('Telefoonnummer')).toHaveValue('0612345678');
  await expect(page.getByRole('group', { name: 'Aanspreekvorm' })).toHaveCount(0);
  await snapshot(page, testInfo, 'checkout-payment-in3-1280');
  await page.keyboard.press('ArrowDown');
  const riverty = page.getByRole('radio', { name: 'Riverty' });
  await expect(riverty).toBeChecked();
  await expect(page.getByRole('group', { name: 'Aanspreekvorm' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Riverty lends to adults only: a minor's date of birth is refused on the field.
  await page.getByRole('checkbox', { name: terms }).check();
  await page.getByLabel('Geboortedatum').fill('2015-06-01');
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(
    page.getByText('Vul een geldige geboortedatum in; je moet 18 jaar of ouder zijn.'),
  ).toBeVisible();
  // The gender is asked too, in the same round.
  await expect(page.getByText('Maak een keuze.')).toBeVisible();
  await page.getByLabel('Geboortedatum').fill('1990-06-01');
  await page.getByRole('radio', { name: 'Mevr.' }).check();
  await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await payAtSimulator(page, 'Riverty', 'Paid');
  await expectPaid(page);
});

// Every other method the washing machine's total allows pays through the simulator (iDEAL has
// its own journey). The methods are taken by clicking; in3 asks its fields first.
test('in3, Mastercard, Visa and Bancontact each pay an order', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(MOBILE);
  for (const method of ['in3', 'Mastercard', 'Visa', 'Bancontact']) {
    await openCheckoutWithWashingMachine(page);
    await toPaymentStep(page);
    await page.getByRole('radio', { name: method }).click();
    if (method === 'in3') {
      await expect(page.getByLabel('Geboortedatum')).toBeVisible();
      await snapshot(page, testInfo, 'checkout-payment-in3-390');
      await page.getByLabel('Geboortedatum').fill('1985-01-31');
    }
    await page.getByRole('checkbox', { name: terms }).check();
    await page.getByRole('button', { name: 'Bestellen en betalen' }).click();
    await payAtSimulator(page, method, 'Paid');
    await expectPaid(page);
  }
});
