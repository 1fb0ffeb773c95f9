import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Zoeken' });
const dropdown = (page: Page) => page.getByRole('listbox', { name: 'Zoeksuggesties' });

test.describe('search bar and autocomplete', () => {
  test("'wasm' shows washers and the category; arrow down and Enter open the product", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('wasm', { delay: 40 });
    const list = dropdown(page);
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.locator('[data-kind="category"]').first()).toContainText(/wasmachine/i);
    const products = list.locator('[data-kind="product"]');
    await expect(products.first()).toContainText(/wasmachine/i);
    expect(await products.count()).toBeLessThanOrEqual(8);
    // The typed part is highlighted.
    await expect(products.first().locator('mark').first()).toHaveText(/^wasm$/i);
    await snapshot(page, testInfo, 'search-autocomplete-1280', { fullPage: false });

    // Arrow down through suggestions and categories to the first product, then Enter.
    for (let i = 0; i < 30; i++) {
      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      if (active?.startsWith('ac-product-')) break;
    }
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toMatch(/^ac-product-/);
    await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).not.toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/wasmachine/i);
    await expect(dropdown(page)).toBeHidden();
  });

  test('Escape closes the dropdown', async ({ page }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('koelk', { delay: 40 });
    await expect(dropdown(page)).toBeVisible();
    await expect(dropdown(page).locator('[data-kind="product"]').first()).toBeVisible();
    await snapshot(page, testInfo, 'search-autocomplete-390', { fullPage: false });
    await box.press('Escape');
    await expect(dropdown(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('koelk');
  });

  test('an EAN opens the product', async ({ page, request }) => {
    const response = await request.post('/api/graphql', {
      data: {
        query: '{ products(search: "koelkast", pageSize: 1) { items { ean url_key url_suffix } } }',
      },
    });
    const item = (await response.json()).data.products.items[0];
    expect(item.ean).toMatch(/^\d{13}$/);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await searchBox(page).fill(item.ean);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${item.url_key}${item.url_suffix ?? ''}$`));
  });

  test('on a search page typing searches after the pause; one letter does not', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/search/wasmachine');
    const box = searchBox(page);
    await expect(box).toHaveValue('wasmachine');
    // Text filled in before the bar hydrated sends no event it could hear: fill again until it does.
    await expect(async () => {
      await box.fill('koelkast');
      await expect(page).toHaveURL(/\/search\/koelkast$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(box).toHaveValue('koelkast');
    // No dropdown on a search page.
    await expect(dropdown(page)).toBeHidden();
    await box.fill('k');
    await page.waitForTimeout(900);
    await expect(page).toHaveURL(/\/search\/koelkast$/);
  });
});
