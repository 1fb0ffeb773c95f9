import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';

test.describe('product page (issue 4)', () => {
  test('shows the product and swaps in a chosen variant, keeping the parent', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/vuistvast-kd8e-junior-bokshandschoenen');
    await expect(page.getByTestId('product-name')).toHaveText(
      'Vuistvast KD8E Junior bokshandschoenen',
    );
    await expect(page.getByTestId('specifications')).toContainText('Materiaal');
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Boksen');
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')['@type']));
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));

    // The second colour on offer, whichever the demo catalogue gave this glove.
    const colour = page
      .getByTestId('configurable-options')
      .locator('a[data-option="color_group"]:not([aria-current="true"])')
      .first();
    const label = (await colour.innerText()).trim();
    await colour.click();
    await expect(page).toHaveURL(/\?variant=VUI-KD8E-/);
    await expect(page.getByTestId('product-name')).toContainText(label.toLowerCase());
    await expect(
      page.getByTestId('configurable-options').getByRole('link', { name: label }),
    ).toHaveAttribute('aria-current', 'true');
    // The variant's data replaces the parent's, but the page keeps the parent's identity.
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-sku', /^VUI-KD8E-/);
    await expect(page.getByTestId('store-stock')).toBeVisible();
    await snapshot(page, testInfo, 'product-variant-1280');
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(page.getByTestId('product-name')).toContainText(label.toLowerCase());
    await snapshot(page, testInfo, 'product-variant-390');
  });

  test('GET /api/stocks answers per sku, an unknown sku with an empty list', async ({
    request,
  }) => {
    const listing = await request.get(
      `/api/graphql?query=${encodeURIComponent('{ products(search: "wasmachine", pageSize: 1) { items { sku } } }')}`,
    );
    const sku: string = (await listing.json()).data.products.items[0].sku;
    const response = await request.get(`/api/stocks?skus=${sku},NO-SUCH-SKU`);
    expect(response.ok()).toBe(true);
    const body = await response.json();
    expect(body['NO-SUCH-SKU']).toEqual([]);
    expect(body[sku].length).toBeGreaterThan(0);
  });

  test('recently viewed shows what was viewed', async ({ page }) => {
    await page.goto('/vuistvast-kd8e-junior-bokshandschoenen');
    await expect(page.getByTestId('product-name')).toBeVisible();
    await page.goto('/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren');
    await expect(page.getByTestId('recently-viewed')).toContainText('Vuistvast KD8E');
    await page.goto('/');
    await expect(page.getByTestId('recently-viewed')).toContainText('Voltana WA714');
  });
});
