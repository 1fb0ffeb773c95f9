import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';
import { axeViolations } from './axe-support';
import { signedInShopper } from './account-support';

const category = '/huishouden/wassen-drogen/wasmachines';
const prompt = 'Log in om je favorieten te gebruiken';

/** Clicks a heart until it shows pressed: a click before the page has hydrated does nothing. */
async function keep(heart: ReturnType<Page['getByTestId']>) {
  await expect(async () => {
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    await expect(heart).not.toHaveAttribute('aria-busy', 'true', { timeout: 5_000 });
  }).toPass();
}

for (const [label, viewport] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`favourites at ${label} px`, () => {
    test('a guest is asked to sign in, once however often the heart is clicked', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(category);
      const heart = page.getByTestId('product-card').first().getByTestId('wishlist-toggle');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const toast = page.getByText(prompt);
      await expect(async () => {
        await heart.click();
        await expect(toast).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await heart.dblclick();
      await heart.click();
      await expect(toast).toHaveCount(1);
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await snapshot(page, testInfo, `wishlist-guest-${label}`, { fullPage: false });
    });

    test('a signed-in shopper keeps two favourites, buys one and lets one go', async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await signedInShopper(context, baseURL!);
      const favourites = page.getByTestId('wishlist-link');

      // One from a card of the category page.
      await page.goto(category);
      const cards = page.getByTestId('product-card');
      const firstName = (await cards.first().getByRole('heading').textContent())!.trim();
      await keep(cards.first().getByTestId('wishlist-toggle'));
      await expect(favourites).toHaveAccessibleName(/^Favorieten ?: 1 favoriet$/);
      await expect(page.getByText(prompt)).toHaveCount(0);

      // One from a product page.
      const secondCard = cards.nth(1);
      const secondName = (await secondCard.getByRole('heading').textContent())!.trim();
      await secondCard.getByRole('link', { name: secondName }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(secondName);
      const pageHeart = page.getByRole('button', { name: 'Favoriet', exact: true });
      await keep(pageHeart);
      await expect(favourites).toHaveAccessibleName(/^Favorieten ?: 2 favorieten$/);
      await expect(favourites).toContainText('2');
      await snapshot(page, testInfo, `wishlist-product-${label}`, { fullPage: false });

      // The favourites page lists both.
      await page.goto('/customer/account/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Mijn favorieten' })).toBeVisible();
      const items = page.getByTestId('wishlist-item');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText(firstName);
      await expect(items.nth(1)).toContainText(secondName);
      await expect(items.first().getByTestId('wishlist-stock')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await snapshot(page, testInfo, `wishlist-page-${label}`);

      // Add the first to the cart.
      const cartToggle = page.getByTestId('cart-toggle');
      await expect(async () => {
        await items.first().getByTestId('add-to-cart').click();
        await expect(cartToggle).toContainText('1 artikel in je winkelwagen', { timeout: 3_000 });
      }).toPass();

      // Let the second one go.
      await items
        .filter({ hasText: secondName })
        .getByRole('button', { name: `${secondName} verwijderen uit je favorieten` })
        .click();
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText(firstName);
      await expect(favourites).toHaveAccessibleName(/^Favorieten ?: 1 favoriet$/);
      await expect(page.getByTestId('wishlist-count')).toHaveText('1 product');
      await snapshot(page, testInfo, `wishlist-after-remove-${label}`);
    });
  });
}

test('a guest is sent from the favourites page to sign in and back', async ({ page }) => {
  const response = await page.request.get('/customer/account/wishlist', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers().location).toContain(
    `/customer/account/login?redirect=${encodeURIComponent('/customer/account/wishlist')}`,
  );
});
