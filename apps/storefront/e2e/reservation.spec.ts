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
  const success = modal.getByTestId('reservation-success');
  await expect(success).toContainText('reserveringsnummer');
  // Held until the store closes (ADR 0017), in Dutch: '… tot 30 november 2026 om 18:00.' The
  // demo stores close at 17:00, 18:00, 19:00 or 21:00.
  await expect(success).toContainText(/tot \d{1,2} \S+ \d{4} om (17|18|19|21):00\./);
  await snapshot(page, testInfo, 'reservation-done-1280', { fullPage: false });
});
