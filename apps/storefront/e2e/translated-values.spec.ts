import { expect, test } from '@playwright/test';

const product = '/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren';

test('values the shop knows are in the language of the page, free catalogue text stays', async ({
  page,
}) => {
  await page.goto(`/en${product}`);
  await expect(page.getByTestId('product-status')).toHaveText('Available');
  await expect(page.getByTestId('service-block')).toContainText('Mon–Fri');
  await expect(page.getByTestId('service-block')).not.toContainText('t/m');
  await page.goto(`/de${product}`);
  await expect(page.getByTestId('product-status')).toHaveText('Verfügbar');
  await page.goto(product);
  await expect(page.getByTestId('product-status')).toHaveText('Actief');
  await expect(page.getByTestId('service-block')).toContainText('ma–vr');
  // Labels by code: the Dutch 'Aanbieding' reads 'On sale' in English.
  await page.goto('/en/huishouden/wassen-drogen/wasmachines');
  const labels = page.locator('[data-testid="card-labels"] li');
  await expect(labels.first()).toBeVisible();
  expect(await labels.allTextContents()).not.toContain('Aanbieding');
});
