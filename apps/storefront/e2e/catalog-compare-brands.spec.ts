import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';

test('compare three products, remove one', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/compare');
  await expect(page.getByTestId('compare-empty')).toHaveText(
    'Geen producten gekozen om te vergelijken',
  );
  await page.goto('/huishouden/wassen-drogen/wasmachines');
  const toggles = page.getByTestId('product-card').getByLabel('Vergelijk');
  for (let i = 0; i < 3; i++) {
    await toggles.nth(i).check();
    await expect(page.getByRole('status').filter({ hasText: 'toegevoegd' })).toBeVisible();
  }
  await expect(page.getByTestId('compare-toast')).toContainText('3 producten');
  await page
    .getByTestId('compare-toast')
    .getByRole('link', { name: 'Bekijk vergelijking' })
    .click();
  await expect(page).toHaveURL('/compare');
  await expect(page.getByTestId('compare-column')).toHaveCount(3);
  expect(await page.locator('[data-differs]').count()).toBeGreaterThan(0);
  await snapshot(page, testInfo, 'compare-1280');
  await page.getByTestId('compare-column').first().getByRole('button').click();
  await expect(page.getByTestId('compare-column')).toHaveCount(2);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('compare_skus') ?? '[]').length),
  ).toBe(2);
  await page.setViewportSize(MOBILE);
  await snapshot(page, testInfo, 'compare-390');
});

test('brands index to a brand', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/merken');
  await expect(page.getByRole('heading', { level: 1, name: 'Merken' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'v', exact: true })).toBeVisible();
  await snapshot(page, testInfo, 'brands-1280');
  await page.getByRole('link', { name: 'Voltana' }).click();
  await expect(page).toHaveURL('/merken/voltana');
  await expect(page.getByRole('heading', { level: 1, name: 'Voltana' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText('Voltana');
  await page.setViewportSize(MOBILE);
  await page.reload();
  await snapshot(page, testInfo, 'brand-390');
});

test('the compare toast appears wherever cards have a compare checkbox: home and search too', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  for (const path of ['/', '/search/wasmachine']) {
    await page.goto(path);
    await page.evaluate(() => localStorage.removeItem('compare_skus'));
    await page.reload();
    const toggles = page.getByTestId('product-card').getByLabel('Vergelijk');
    for (let i = 0; i < 2; i++) {
      await toggles.nth(i).check();
      await expect(toggles.nth(i)).toBeChecked();
    }
    const toast = page.getByTestId('compare-toast');
    await expect(toast, path).toContainText('2 producten');
    await expect(toast.getByRole('link', { name: 'Bekijk vergelijking' })).toHaveAttribute(
      'href',
      '/compare',
    );
  }
});
