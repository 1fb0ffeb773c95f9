import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE } from './support';

// The account and cart panels load the first time they open (spec §4 toggles).
test.describe('header toggles', () => {
  test('desktop: the account dropdown, one dropdown at a time; the cart drawer', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const account = page.getByTestId('account-toggle');
    // A click before the header has hydrated does nothing: click until it has opened.
    await expect(async () => {
      if ((await account.getAttribute('aria-expanded')) !== 'true') await account.click();
      await expect(account).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();
    const dropdown = page.locator('#account-dropdown');
    // With the login-page setting off, both open the auth drawer.
    await expect(dropdown.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect(dropdown.getByRole('button', { name: 'Account aanmaken' })).toBeVisible();
    await account.click();
    await expect(dropdown).toHaveCount(0);

    await page.getByTestId('cart-toggle').click();
    const cart = page.getByRole('dialog', { name: 'Winkelwagen' });
    await expect(cart).toBeVisible();
    await expect(cart.getByText('Je winkelwagen is leeg')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toHaveCount(0);
  });

  test('mobile: the account sidebar; a guest gets the wishlist sign-in toast', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByTestId('account-toggle').click();
    const sidebar = page.getByRole('dialog', { name: 'Mijn account' });
    await expect(sidebar.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await sidebar.getByRole('button', { name: /sluiten/i }).click();
    await expect(sidebar).toHaveCount(0);

    await page.getByRole('button', { name: 'Favorieten' }).click();
    await expect(page.getByText('Log in om je favorieten te gebruiken')).toBeVisible();
  });
});
