import { expect, test } from '@playwright/test';
import { expectFitsTablet, signInAs, signOut, useEnglish } from './admin-support';
import { axeViolations } from './axe-support';
import { snapshot } from './support';

/** A day in the shop's calendar (Europe/Amsterdam), `days` from today. */
function shopDay(days = 0): string {
  const moment = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(moment);
}

// The back office's catalogue: staff import a product file (one bad row is skipped and named),
// find the new product, give it a special price with its days, take it offline and online again
// and count its stock in a store; the shop's product page and search follow each change. A store
// employee has no catalogue: no menu entry, "not allowed" at its address, refused by the engine.
test('staff run the catalogue from the back office and the shop follows', async ({
  page,
}, testInfo) => {
  await useEnglish(page);
  // A name no other journey searches for and no category: the other journeys sharing this
  // database see the same listings and menus as before.
  const marker = Date.now().toString(36);
  const sku = `journey-cat-${marker}`;
  const name = `Catalogusproef ${marker}`;
  const urlKey = `catalogusproef-${marker}`;
  // The columns of Magento's own products_to_import.csv (catalog-import/fixtures), without a
  // category, and a row whose price is no amount.
  const csv =
    'sku,product_type,store_view_code,name,price,attribute_set_code,url_key,qty\n' +
    `${sku},simple,,"${name}",549,Default,${urlKey},5\n` +
    `journey-bad-${marker},simple,,"Foutief ${marker}",vijf euro,Default,foutief-${marker},1\n`;

  await signInAs(page, 'staff');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();

  // The import: progress while it is sent, then the summary and the bad row named.
  await page.getByRole('link', { name: 'Import a product file' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import a product file' }),
  ).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByLabel('Import the valid rows and skip the ones with errors').check();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Imported.')).toBeVisible();
  await expect(page.getByText('New products: 1')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errors per row' });
  const badRow = errors.getByRole('row').filter({ hasText: `journey-bad-${marker}` });
  await expect(badRow).toContainText('3');
  await expect(badRow).toContainText('price');
  expect(await axeViolations(page)).toEqual([]);

  // The search finds the new product by its sku.
  await page.getByRole('link', { name: 'Back to the products' }).click();
  await page.getByLabel('Search').fill(sku);
  await page.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${sku}`));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: sku }) });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Online');
  expect(await axeViolations(page)).toEqual([]);
  await expectFitsTablet(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({
    path: 'test-results/screenshots/admin-catalog-1280.png',
    fullPage: true,
  });
  await row.getByRole('link', { name: sku }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Product ${sku}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'admin-catalog-product-1280');
  await page.setViewportSize({ width: 768, height: 1024 });
  await snapshot(page, testInfo, 'admin-catalog-product-768');
  await expectFitsTablet(page);

  // The shop's own page of the product, in a second tab.
  const shop = await page.context().newPage();
  const shopPrice = async () => {
    await shop.goto(`/${urlKey}`);
    return (await shop.getByTestId('product-price').textContent()) ?? '';
  };
  expect(await shopPrice()).toContain('549');

  // A special price from today for a week.
  await page.getByRole('checkbox', { name: 'Offer a special price' }).check();
  await page.getByLabel('Special price (€)').fill('499');
  await page.getByLabel('First day').fill(shopDay());
  await page.getByLabel('Last day').fill(shopDay(7));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The shop shows the change within a second.')).toBeVisible();
  await expect(page.getByText('Shoppers pay the special price today.')).toBeVisible();
  await expect.poll(shopPrice).toContain('499');

  // A special price must stay below the price: the form says so before the engine would.
  await page.getByLabel('Special price (€)').fill('600');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The special price must be below the price.')).toBeVisible();
  await page.getByLabel('Special price (€)').fill('499');

  // Offline: no page, not found by the shop's search; online again: both are back.
  await page.getByLabel('Online: shown in the shop').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The shop shows the change within a second.')).toBeVisible();
  await expect.poll(async () => (await shop.request.get(`/${urlKey}`)).status()).toBe(404);
  await page.getByLabel('Online: shown in the shop').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The shop shows the change within a second.')).toBeVisible();
  await expect.poll(async () => (await shop.request.get(`/${urlKey}`)).status()).toBe(200);
  await shop.goto(`/search/${encodeURIComponent(name)}`);
  await expect(shop.getByText(name).first()).toBeVisible();

  // Three units counted in the Amsterdam store.
  const amsterdam = page.getByRole('row').filter({ hasText: /Amsterdam/ });
  await amsterdam.getByLabel(/New count for .*Amsterdam/).fill('3');
  await amsterdam.getByRole('button', { name: 'Set' }).click();
  await expect(page.getByText(/Count set for .*Amsterdam\./)).toBeVisible();
  await expect(amsterdam.getByRole('cell').nth(2)).toHaveText('3');
  await shop.goto(`/${urlKey}`);
  await expect(
    shop.getByTestId('store-stock').getByRole('listitem').filter({ hasText: 'Amsterdam' }),
  ).toContainText('3 op voorraad');
  await shop.close();
  await signOut(page);

  // A store employee: no catalogue in the menu, "not allowed" at its address, and the engine
  // refuses the same calls.
  await signInAs(page, 'storeA');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Reservations' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
  await page.goto('/admin/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post('/api/admin/graphql', {
    data: { query: `{ adminProducts(search: "${sku}") { total_count } }` },
    headers: { 'content-type': 'application/json', origin },
  });
  const body = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const upload = await page.request.post('/api/admin/catalog/import', {
    data: csv,
    headers: { 'content-type': 'text/csv', origin },
  });
  expect(upload.status()).toBe(403);
});
