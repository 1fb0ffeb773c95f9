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
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('recently_viewed') ?? '[]') as object[]);
    await page.goto('/vuistvast-kd8e-junior-bokshandschoenen');
    await page.evaluate(() => localStorage.removeItem('recently_viewed'));
    await page.reload();
    await expect(page.getByTestId('product-name')).toBeVisible();
    // Recorded once the page has hydrated: wait for that, not for a time.
    await expect.poll(async () => (await stored()).length).toBe(1);
    await page.goto('/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren');
    await expect(page.getByTestId('recently-viewed')).toContainText('Vuistvast KD8E');
    await expect.poll(async () => (await stored()).length).toBe(2);
    // Only SKUs are kept: what is shown comes from the engine, current and in the page's language.
    expect(Object.keys((await stored())[0]!)).toEqual(['sku']);
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('recently_viewed')!) as { sku: string }[];
      const stale = list.map((item) => ({ ...item, name: 'Oude naam', price: { value: 1 } }));
      localStorage.setItem('recently_viewed', JSON.stringify(stale));
    });
    await page.goto('/en');
    const section = page.getByTestId('recently-viewed');
    await expect(section).toContainText('Voltana WA714');
    await expect(section).not.toContainText('Oude naam');
    await expect(section).toContainText('€');
  });
});
