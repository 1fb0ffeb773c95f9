import { expect, test, type Page } from '@playwright/test';
import { axeViolations as violations } from './axe-support';
import { DESKTOP, MOBILE } from './support';

const category = '/huishouden/wassen-drogen/wasmachines';
const pages: [string, (page: Page) => Promise<void>][] = [
  ['home', (page) => page.goto('/').then(() => {})],
  ['category', (page) => page.goto(category).then(() => {})],
  ['filtered category', (page) => page.goto(`${category}/q/brand/voltana`).then(() => {})],
  [
    'product',
    (page) => page.goto('/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren').then(() => {}),
  ],
  ['search', (page) => page.goto('/search/wasmachine').then(() => {})],
  ['brands', (page) => page.goto('/merken').then(() => {})],
  [
    'compare with two products',
    async (page) => {
      await page.goto(category);
      await page.evaluate(() => localStorage.removeItem('compare_skus'));
      await page.reload();
      const toggles = page.getByTestId('product-card').getByLabel('Vergelijk');
      for (let i = 0; i < 2; i++) {
        await toggles.nth(i).check();
        await expect(toggles.nth(i)).toBeChecked();
      }
      await page.goto('/compare');
      await expect(page.getByTestId('compare-column')).toHaveCount(2);
    },
  ],
  ['404', (page) => page.goto('/deze-pagina-bestaat-niet').then(() => {})],
  ['CMS page', (page) => page.goto('/service/algemene-voorwaarden').then(() => {})],
];

for (const viewport of [MOBILE, DESKTOP]) {
  test(`no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const [name, open] of pages) {
      await open(page);
      await expect(page.locator('main').first()).toBeVisible();
      for (const violation of await violations(page)) found.push(`${name}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}
