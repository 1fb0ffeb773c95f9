import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import { addThroughApi } from './cart-support';
import { cheaperInStoreSku, fillDetails, openCheckoutWithWashingMachine } from './checkout-support';
import { DESKTOP, MOBILE, snapshot } from './support';
import { clearCookiesButConsent } from './consent-support';

// spec §5: a business customer with a malformed VAT number sees the Dutch overlay's messages,
// focus on the field; spec §1, §2: pickup in a chosen store with the in-store discount.
test('a business customer with a malformed VAT number is told what is wrong', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(MOBILE);
  await openCheckoutWithWashingMachine(page);
  await fillDetails(page);
  await page.getByRole('radio', { name: 'Zakelijk' }).check();
  await page.getByLabel('Bedrijfsnaam').fill('Voltana BV');
  const vat = page.getByLabel('Btw-nummer');
  const submit = page.getByRole('button', { name: 'Verder naar bezorging' });

  await vat.fill('NL 123.456.789');
  await submit.click();
  await expect(
    page.getByText('Gebruik alleen letters en cijfers, zonder spaties of punten.'),
  ).toBeVisible();
  await expect(vat).toBeFocused();
  await expect(vat).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'checkout-vat-error-390');

  await vat.fill('BE123456789B01');
  await submit.click();
  await expect(page.getByText('Het btw-nummer moet beginnen met de landcode NL.')).toBeVisible();
  await vat.fill('NL12345678B01');
  await submit.click();
  await expect(page.getByText('Het btw-nummer is te kort (minimaal 14 tekens).')).toBeVisible();

  await vat.fill('NL123456789B01');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Bezorging kiezen' })).toBeFocused();
});

test('pickup in a chosen store shows the in-store discount and the step survives a reload', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await clearCookiesButConsent(page.context());
  const sku = await cheaperInStoreSku(page.request);
  expect(sku, 'the demo shop has a product that is cheaper in the store').toBeTruthy();
  expect(await addThroughApi(page, [sku!])).toBe(1);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-hydrated', 'true');
  await fillDetails(page);
  await page.getByRole('button', { name: 'Verder naar bezorging' }).click();
  await expect(page.getByRole('heading', { name: 'Bezorging kiezen' })).toBeFocused();
  await page.getByRole('radio', { name: /Ophalen in de winkel/ }).check();
  const store = page.getByLabel('Kies een winkel');
  await store.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeFocused();
  const summary = page.getByRole('region', { name: 'Je bestelling' });
  await expect(summary.getByText('Ophalen in de winkel')).toBeVisible();
  await expect(summary.getByText('Winkelkorting')).toBeVisible();
  await expect(page.getByText('Ophalen bij')).toBeVisible();
  await snapshot(page, testInfo, 'checkout-pickup-1280');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Controleren en betalen' })).toBeVisible();
});
