import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';

test.describe('search results', () => {
  test('a typo finds results', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Zoeken' });
    await box.fill('wasmachien');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/wasmachien$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('wasmachien');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toContainText(/wasmachine/i);
  });

  test('filters, category filter and sort on the results', async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto('/search/wasmachine');
    expect(response?.status()).toBe(200);
    const count = page.getByTestId('result-count');
    const before = Number((await count.innerText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(1);
    const panel = page.locator('aside').getByTestId('filter-panel');
    await expect(panel.locator('[data-filter="category_id"]')).toBeVisible();
    await expect(page.getByTestId('filter-panel')).toHaveCount(1);
    await snapshot(page, testInfo, 'search-results-1280');

    // A filter other than the category: fewer results, and the filter in the URL.
    const group = panel.locator('details[data-filter]:not([data-filter="category_id"])').first();
    const code = await group.getAttribute('data-filter');
    await group.locator('a').first().click();
    await expect(page).toHaveURL(new RegExp(`/search/wasmachine/q/.*${code}/`));
    const after = Number((await count.innerText()).replace(/\D/g, ''));
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(0);

    // The relevance sort is the default and listed first.
    await page.getByTestId('sort-menu').locator('summary').click();
    await expect(page.getByTestId('sort-menu').locator('a').first()).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('mobile results with the filters in a drawer', async ({ page }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/search/koelkast');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // One filter panel in the page, folded away until the shopper opens it.
    const panel = page.getByTestId('filter-panel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toBeHidden();
    await snapshot(page, testInfo, 'search-results-390');
    await page.locator('aside summary').first().click();
    await expect(panel.locator('[data-filter="category_id"]')).toBeVisible();
  });

  test('no results: suggestions and popular categories', async ({ page }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/search/xqzvbnmw');
    await expect(page.getByTestId('no-results')).toContainText('Geen resultaten gevonden');
    await expect(page.getByRole('heading', { name: 'Populaire categorieën' })).toBeVisible();
    await snapshot(page, testInfo, 'search-no-results-390');
    await page.setViewportSize(DESKTOP);
    await snapshot(page, testInfo, 'search-no-results-1280');
  });
});
