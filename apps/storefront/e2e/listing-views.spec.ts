import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';

const category = '/huishouden/wassen-drogen/wasmachines';

for (const viewport of [MOBILE, DESKTOP]) {
  test(`every view mode fits ${viewport.width} px, with prices inside their cards`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    for (const [view, query] of [
      ['GRID', ''],
      ['LIST', '?view=list'],
      ['ORDER_LIST', '?view=order_list'],
    ] as const) {
      await page.goto(category + query);
      await expect(page.locator(`[data-view="${view}"]`)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${view} scrolls sideways`).toBeLessThanOrEqual(0);
      const cards = page.getByTestId('product-card');
      for (let i = 0; i < 3; i++) {
        const card = (await cards.nth(i).boundingBox())!;
        const price = (await cards.nth(i).getByTestId('card-price').boundingBox())!;
        expect(price.x, view).toBeGreaterThanOrEqual(card.x);
        expect(price.x + price.width, view).toBeLessThanOrEqual(card.x + card.width + 0.5);
      }
      await snapshot(page, testInfo, `listing-${view.toLowerCase()}-${viewport.width}`, {
        fullPage: false,
      });
    }
  });
}

test('the list view shows what the grid card shows: labels, rating, instalments, compare', async ({
  page,
}) => {
  await page.goto(`${category}?view=list`);
  const rows = page.locator('[data-view="LIST"]').getByTestId('product-card');
  await expect(rows.first().getByLabel('Vergelijk')).toBeVisible();
  await expect(page.locator('[data-view="LIST"] [data-rating-icons]').first()).toBeVisible();
  await expect(
    page
      .locator('[data-view="LIST"]')
      .getByText(/Of 3 ×/)
      .first(),
  ).toBeVisible();
  expect(
    await page.locator('[data-view="LIST"] [data-testid="card-labels"] li').count(),
  ).toBeGreaterThan(0);
  // The view switcher offers every mode of the spec.
  await expect(page.getByRole('link', { name: 'Bestellijst' })).toBeVisible();
});

test('labels never cover the product picture on a card', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(category);
  const cards = page.locator('[data-view="GRID"]').getByTestId('product-card');
  const count = Math.min(await cards.count(), 12);
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const labels = cards.nth(i).locator('[data-testid="card-labels"] li');
    if ((await labels.count()) === 0) continue;
    const image = (await cards.nth(i).locator('img').first().boundingBox())!;
    for (let j = 0; j < (await labels.count()); j++) {
      const label = (await labels.nth(j).boundingBox())!;
      // Above or under the picture (grid cards show them under it), never across it.
      const clear =
        label.y + label.height <= image.y + 0.5 || label.y >= image.y + image.height - 0.5;
      expect(clear).toBe(true);
    }
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
});
