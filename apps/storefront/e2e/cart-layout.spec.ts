import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';
import { addThroughApi, buyableSkus } from './cart-support';
import { signedInShopper } from './account-support';

/** The element's box lies inside the viewport. */
async function expectInViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test('the cart page with items fits 390 px: nothing scrolls sideways', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  expect(await addThroughApi(page, await buyableSkus(page.request, 3))).toBe(3);
  await page.goto('/cart');
  const cart = page.getByTestId('cart-page');
  await expect(cart.getByTestId('cart-line')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const part of [
    cart.getByTestId('cart-line').first(),
    page.getByRole('complementary', { name: 'Overzicht' }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // spec §2: the coupon's Apply is disabled until a code is typed, and looks it.
  const apply = page.getByRole('button', { name: 'Toepassen' });
  await expect(apply).toBeDisabled();
  await expect(apply).toHaveCSS('cursor', 'not-allowed');
  const disabledColour = await apply.evaluate((button) => getComputedStyle(button).color);
  await page.getByPlaceholder('Kortingscode').fill('WELKOM');
  await expect(apply).toBeEnabled();
  expect(await apply.evaluate((button) => getComputedStyle(button).color)).not.toBe(disabledColour);
  await snapshot(page, testInfo, 'cart-page-three-lines-390');
});

test('the add-address dialog shows its buttons at 1280×900', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  await signedInShopper(page.context(), baseURL!);
  await page.goto('/customer/account/address');
  await expect(page.getByTestId('address-book')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Adres toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adres toevoegen' });
  await expect(dialog).toBeVisible();
  for (const name of ['Adres opslaan', 'Annuleren']) {
    const button = dialog.getByRole('button', { name });
    await expect(button).toBeInViewport({ ratio: 1 });
    await expectInViewport(page, button);
  }
});

for (const [label, size] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`search result cards keep their pictures in line, long labels too (${label} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/search/wasmachine');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const rows = await cards.evaluateAll((elements) =>
      elements.map((card) => ({
        top: Math.round(card.getBoundingClientRect().top),
        image: Math.round(card.querySelector('img')!.getBoundingClientRect().top),
        labels: card.querySelectorAll('[data-testid="card-labels"] li').length,
      })),
    );
    // The demo's washing machines include cards with two labels ('Cashback', 'Zuinig én onze
    // keuze') beside cards with none.
    expect(rows.some((card) => card.labels === 2)).toBe(true);
    for (const card of rows) expect(card.image - card.top).toBe(rows[0]!.image - rows[0]!.top);
  });
}
