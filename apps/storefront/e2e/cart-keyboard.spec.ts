import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE } from './support';
import { addThroughApi, buyableSkus } from './cart-support';
import { clearCookiesButConsent } from './consent-support';

// ADR 0011 keyboard paths around the cart: focus never falls to the page's body, and the
// add-to-cart toast's 'view cart' is never out of a keyboard shopper's reach.

/** A product with a store price below its web price and limited stock (demo catalogue). */
const product = '/polder-dr10c-condensdroger-10-kg';

async function hydratedProductPage(page: Page) {
  await page.goto(product);
  await expect(page.getByTestId('product-page')).toBeVisible();
}

test.describe('cookie notice on a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('after "Alles accepteren" focus goes to the start of the page, not the body', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const notice = page.getByTestId('cookie-notice');
    const accept = notice.getByRole('button', { name: 'Alles accepteren' });
    await expect(accept).toBeVisible();
    // The notice comes first in the tab order: a few Tabs from the top of the page reach it.
    for (let tabs = 0; tabs < 6; tabs++) {
      await page.keyboard.press('Tab');
      if (await accept.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    await expect(page.getByRole('link', { name: 'Direct naar de inhoud' })).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});

test('add to cart by keyboard keeps the cart in reach; the toast waits while focused', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await clearCookiesButConsent(page.context());
  await hydratedProductPage(page);
  const add = page.getByTestId('product-price').getByTestId('add-to-cart');
  const toast = page.locator('.addToCart');

  // With the mouse: the button keeps the focus while the cart updates and after.
  await expect(async () => {
    await add.click();
    await expect(toast).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(add).toBeFocused();
  // The toast's 'view cart' stops its 1.5 s timer while it has the focus.
  const viewCart = toast.getByRole('button', { name: 'Bekijk winkelwagen' });
  await viewCart.focus();
  await expect(toast.locator('[role="progressbar"]')).toHaveCSS('animation-play-state', 'paused');
  // WCAG 2.2 target size: the close button (paused now) is at least 24 × 24 px.
  const closeBox = await toast.getByRole('button', { name: 'Sluiten' }).boundingBox();
  expect(closeBox!.width).toBeGreaterThanOrEqual(24);
  expect(closeBox!.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // With the keyboard: Enter adds, and focus moves to the cart button, which names the count
  // and opens the cart (the toast closes before a keyboard shopper could reach it).
  await add.focus();
  await page.keyboard.press('Enter');
  const cartButton = page.getByTestId('cart-toggle');
  await expect(cartButton).toBeFocused();
  await expect(cartButton).toHaveAccessibleName(/2 artikelen in je winkelwagen/);
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
});

for (const [label, size] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`the drawer's checkout link lands on the checkout's first field (${label} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await clearCookiesButConsent(page.context());
    expect(await addThroughApi(page, await buyableSkus(page.request, 1))).toBe(1);
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await expect(async () => {
      await page.getByTestId('cart-toggle').click();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await drawer.getByRole('link', { name: 'Naar afrekenen' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout').getByLabel('E-mailadres')).toBeFocused();
  });
}

test('a refused quantity on the cart page reached from the drawer keeps the cart shown', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await clearCookiesButConsent(page.context());
  await hydratedProductPage(page);
  const add = page.getByTestId('product-price').getByTestId('add-to-cart');
  const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(async () => {
    await add.click();
    await expect(page.locator('.addToCart')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByTestId('cart-toggle').click();
  await drawer.getByRole('link', { name: 'Bekijk winkelwagen' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const line = page.getByTestId('cart-page').getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const quantity = line.getByRole('textbox');
  // More than the shop has: the engine refuses it (409) and says so.
  await quantity.fill('98');
  await quantity.press('Enter');
  await expect(page.locator('.Toastify__toast--error')).toBeVisible();
  await expect(page.getByTestId('cart-loading')).toHaveCount(0);
  await expect(line).toHaveCount(1);
  await expect(quantity).toHaveValue('1');
  await expect(page.getByTestId('cart-page-count')).toContainText('1 artikel');
  // The field kept the focus through the update.
  await expect(quantity).toBeFocused();
});
