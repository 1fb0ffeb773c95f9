import { expect, test, type Page } from '@playwright/test';
import { findCutTexts } from './cut-texts';
import { DESKTOP, MOBILE } from './support';

// The longest languages of the shop: French and German selling points and labels run longest.
const category = '/huishouden/wassen-drogen/wasmachines';
const scope = '[data-testid="usp-bar"], [data-testid="product-card"]';

/** The page is drawn in its own fonts, its cards are there and its pictures have a size. */
async function settled(page: Page) {
  await expect(page.getByTestId('usp-bar')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page
        .getByTestId('product-card')
        .locator('img')
        .evaluateAll((images) => images.every((image) => image.getBoundingClientRect().height > 0)),
    )
    .toBe(true);
}

for (const locale of ['de', 'fr'] as const) {
  for (const [width, size] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    test(`${locale} at ${width} px: no selling point or card label is cut`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const path of ['', category]) {
        await page.goto(`/${locale}${path}`);
        await settled(page);
        const bar = page.getByTestId('usp-bar');
        // Every selling point stays in the page, shown or on the bar's hidden line.
        await expect(bar.getByRole('listitem')).toHaveCount(4);
        await expect(bar.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
        // The bar stays one line high: a selling point that does not fit is left out whole.
        expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(37);
        if (path === category) {
          const labels = page.locator('[data-testid="card-labels"] li');
          await expect(labels.first()).toBeVisible();
        }
        expect(await page.evaluate(findCutTexts, scope)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
      }
    });
  }
}

test('a keyboard user who tabs to a selling point the bar hides sees it whole (de, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/de');
  await settled(page);
  const bar = page.getByTestId('usp-bar');
  const stores = bar.getByRole('link', { name: /Filialen/ });
  // At 390 px only the first selling point fits the bar's one line.
  await expect(stores).not.toBeInViewport();
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(stores).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await expect(stores).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(findCutTexts, '[data-testid="usp-bar"]')).toEqual([]);
});
