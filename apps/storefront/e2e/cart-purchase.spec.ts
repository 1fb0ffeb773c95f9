import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';
import { addThroughApi, buyableSkus } from './cart-support';

// spec §4 cart update flow and §2 cart drawer and page: add from the product page, see it in
// the drawer, go to /cart, change the quantity, remove it, end on the empty state.
test.describe('cart', () => {
  test('add from the product page, drawer, /cart, quantity, remove, empty', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    const [sku] = await buyableSkus(page.request, 1);
    expect(sku).toBeTruthy();
    await page.goto(`/search/${encodeURIComponent(sku!)}`);
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('product-page')).toBeVisible();

    const add = page.getByTestId('add-to-cart');
    await expect(add).toBeEnabled();
    const added = page.getByText('Toegevoegd aan je winkelwagen');
    await expect(async () => {
      await add.click();
      await expect(added).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('cart-toggle')).toHaveAttribute('data-active', 'true');

    await page.getByRole('button', { name: 'Bekijk winkelwagen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
    await snapshot(page, testInfo, 'cart-drawer-1280', { fullPage: false });
    await drawer.getByRole('link', { name: 'Bekijk winkelwagen' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId('cart-page').getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const quantity = line.getByRole('textbox');
    const before = Number(await quantity.inputValue());
    await line.getByRole('button', { name: 'Eén meer' }).click();
    await expect(quantity).toHaveValue(String(before + 1));
    await expect(page.getByTestId('cart-page-count')).toContainText(`${before + 1} artikelen`);

    // spec §5: a letter typed into the quantity is refused, the previous value stays.
    await quantity.pressSequentially('x');
    await expect(quantity).toHaveValue(String(before + 1));
    await expect(page.getByTestId('free-shipping')).toBeVisible();
    await snapshot(page, testInfo, 'cart-page-1280');

    await line.getByTestId('cart-line-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByText('Je winkelwagen is leeg')).toBeVisible();
    await expect(page.getByTestId('cart-toggle')).not.toHaveAttribute('data-active', 'true');
    await snapshot(page, testInfo, 'cart-empty-1280');
  });

  test('the badge turns large from 10 items (spec §4)', async ({ page }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const skus = await buyableSkus(page.request, 14);
    expect(await addThroughApi(page, skus)).toBeGreaterThanOrEqual(10);
    await page.reload();
    const badge = page.getByTestId('cart-toggle').locator('[data-large="true"]');
    await expect(badge).toBeVisible();
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(10);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-page').getByTestId('cart-line').first()).toBeVisible();
    await snapshot(page, testInfo, 'cart-page-390');
    await page.getByTestId('cart-toggle').click();
    await expect(
      page.getByRole('dialog', { name: 'Winkelwagen' }).getByTestId('cart-line').first(),
    ).toBeVisible();
    await snapshot(page, testInfo, 'cart-drawer-390', { fullPage: false });
  });
});
