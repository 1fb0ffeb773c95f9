import { expect, test } from '@playwright/test';
import { DESKTOP } from './support';

test('the language switch keeps the page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/winkels');
  const switcher = page.getByTestId('language-switcher');

  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/winkels$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Magasins' })).toBeVisible();

  await page.getByTestId('language-switcher').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/winkels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Filialen' })).toBeVisible();

  await page.getByTestId('language-switcher').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/winkels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();

  // nl has no prefix.
  await page.getByTestId('language-switcher').getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/winkels$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');

  // On the home page too: the French home page keeps its blocks.
  await page.goto('/');
  await page.getByTestId('language-switcher').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('button', { name: 'Suivant' }).first()).toBeVisible();
  await expect(page.getByTestId('footer-links')).toBeVisible();
});
