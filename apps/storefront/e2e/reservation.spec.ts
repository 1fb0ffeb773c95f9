import { expect, test } from '@playwright/test';
import { DESKTOP, snapshot } from './support';

const product = '/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren';

// spec §2 reservation modal, §3 reservation form (store, name, e-mail, phone).
test('reserve a product in a store from the product page', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(product);
  const open = page.getByTestId('reserve-in-store');
  const modal = page.getByTestId('reservation-modal');
  await expect(async () => {
    await open.click();
    await expect(modal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const store = modal.getByRole('combobox', { name: 'Winkel' });
  await expect(store).not.toHaveValue('');

  // Nothing filled in: every field says what is missing.
  await modal.getByRole('button', { name: 'Reserveren' }).click();
  await expect(modal.getByText('Dit veld is verplicht.').first()).toBeVisible();

  await modal.getByLabel('Naam').fill('Anna de Vries');
  await modal.getByLabel('E-mailadres').fill('anna@voorbeeld.nl');
  await modal.getByLabel('Telefoonnummer').fill('0612345678');
  await snapshot(page, testInfo, 'reservation-modal-1280', { fullPage: false });
  await modal.getByRole('button', { name: 'Reserveren' }).click();
  await expect(modal.getByTestId('reservation-success')).toContainText('reserveringsnummer');
});
