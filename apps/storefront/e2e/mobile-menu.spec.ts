import { expect, test } from '@playwright/test';
import { MOBILE, snapshot } from './support';

test('the mobile menu goes two levels deep and back', async ({ page }, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page.getByTestId('menu-toggle').click();

  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
  // Service links at the top level.
  await expect(drawer.getByRole('link', { name: 'Klantenservice' })).toBeVisible();

  // Level 1: the first top category that has subcategories.
  const first = drawer.getByRole('button', { name: /^Toon subcategorieën van / }).first();
  const topName = ((await first.getAttribute('aria-label')) ?? '').replace(
    'Toon subcategorieën van ',
    '',
  );
  await first.click();
  const level1 = page.getByRole('dialog', { name: topName });
  await expect(level1).toBeVisible();
  await expect(level1.getByRole('link', { name: `Alles uit ${topName}` })).toBeVisible();
  await snapshot(page, testInfo, 'mobile-menu-level1-390', { fullPage: false });

  // Level 2.
  const second = level1.getByRole('button', { name: /^Toon subcategorieën van / }).first();
  const childName = ((await second.getAttribute('aria-label')) ?? '').replace(
    'Toon subcategorieën van ',
    '',
  );
  await second.click();
  const level2 = page.getByRole('dialog', { name: childName });
  await expect(level2.getByRole('link', { name: `Alles uit ${childName}` })).toBeVisible();
  expect(await level2.getByRole('link').count()).toBeGreaterThan(1);
  await snapshot(page, testInfo, 'mobile-menu-level2-390', { fullPage: false });

  // Back twice to the top.
  await page.getByRole('button', { name: `Terug naar ${topName}` }).click();
  await expect(page.getByRole('dialog', { name: topName })).toBeVisible();
  await page.getByTestId('menu-back').click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  // Closing unlocks scrolling; reopening starts at the top level.
  await first.click();
  await page.getByRole('button', { name: 'Menu sluiten' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', 'true');
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});
