import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE } from './support';
import { axeViolations } from './axe-support';
import { addThroughApi, buyableSkus } from './cart-support';

// The cart page and drawer, empty and with items, at 390 and 1280 px: no axe violations.
for (const [label, size] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`/cart and the cart drawer at ${label} px have no axe violations`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect(await axeViolations(page), 'empty cart').toEqual([]);

    const skus = await buyableSkus(page.request, 3);
    expect(await addThroughApi(page, skus)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByTestId('cart-page').getByTestId('cart-line').first()).toBeVisible();
    expect(await axeViolations(page), 'cart with items').toEqual([]);

    await page.getByTestId('cart-toggle').click();
    const drawer = page.getByRole('dialog', { name: 'Winkelwagen' });
    await expect(drawer.getByTestId('cart-line').first()).toBeVisible();
    expect(await axeViolations(page), 'cart drawer').toEqual([]);
  });
}
