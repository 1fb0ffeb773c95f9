import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe-support';
import { DESKTOP, MOBILE, snapshot } from './support';

const product = '/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren';

interface StockLine {
  storeCode: string;
  storeName: string;
  city: string;
  qty: number;
  inStock: boolean;
}

/** Every request the page makes to a host other than the shop's own. */
function thirdPartyRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host;
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== own) seen.push(request.url());
  });
  return seen;
}

/** The map loads Leaflet once it scrolls into view and then shows its markers. */
async function showMap(page: Page) {
  const map = page.locator('[data-map-state]').first();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 });
  return map;
}

async function structuredData(page: Page): Promise<{ '@type'?: string }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as { '@type'?: string });
}

// spec §2 store finder: map and list of the stores, no third party without consent.
test('/winkels lists the 12 stores with a map and asks no other host', async ({
  page,
  baseURL,
}, testInfo) => {
  const external = thirdPartyRequests(page, baseURL!);
  await page.setViewportSize(DESKTOP);
  await page.goto('/winkels');
  const list = page.getByTestId('store-list');
  await expect(list.locator(':scope > li')).toHaveCount(12);
  const utrecht = list.locator('[data-store-code="utrecht"]');
  await expect(
    utrecht.getByRole('link', { name: 'Bel Stroomhuis Utrecht: 030 555 0119' }),
  ).toHaveAttribute('href', 'tel:+31305550119');
  await expect(utrecht.getByRole('link', { name: /Route plannen naar/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(utrecht.locator('[data-open]')).toHaveText(/^(Nu open, tot|Gesloten)/);

  const map = await showMap(page);
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(12);
  // Markers are keyboard buttons whose popup links to the store page.
  await markers.first().focus();
  await page.keyboard.press('Enter');
  const popupLink = map.locator('.leaflet-popup-content a');
  await expect(popupLink).toBeFocused();
  await expect(popupLink).toHaveAttribute('href', /^\/winkels\/[a-z-]+$/);
  // Escape closes the popup and gives focus back to its marker.
  await page.keyboard.press('Escape');
  await expect(popupLink).toHaveCount(0);
  await expect(markers.first()).toBeFocused();
  // The bundled country outline is drawn: no tiles.
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);

  expect(await axeViolations(page)).toEqual([]);
  expect((await structuredData(page)).map((data) => data['@type'])).not.toContain('WebSite');
  await snapshot(page, testInfo, 'store-locator-1280');

  await page.setViewportSize(MOBILE);
  await page.goto('/winkels?city=Utrecht');
  await expect(page.getByTestId('store-list').locator(':scope > li')).toHaveCount(1);
  await showMap(page);
  await snapshot(page, testInfo, 'store-locator-390');
  await page.waitForLoadState('networkidle');
  expect(external).toEqual([]);
});

// spec §2: a store page with Store structured data, never the website's; 404 for others.
test('a store page has its week, a map and Store structured data', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  const response = await page.goto('/winkels/den-haag');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stroomhuis Den Haag');
  await expect(page.getByRole('table', { name: 'Openingstijden' }).locator('tr')).toHaveCount(7);
  const data = await structuredData(page);
  expect(data.map((entry) => entry['@type'])).toEqual(['Store']);
  expect(data[0]).toMatchObject({
    name: 'Stroomhuis Den Haag',
    telephone: '+31705550163',
    address: { streetAddress: 'Grote Marktstraat 30', addressLocality: 'Den Haag' },
    geo: { latitude: 52.0764, longitude: 4.3113 },
  });
  expect(data[0]).toHaveProperty('openingHoursSpecification');
  await showMap(page);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'store-page-1280');
  await page.setViewportSize(MOBILE);
  await page.reload();
  await showMap(page);
  await snapshot(page, testInfo, 'store-page-390');

  expect((await page.goto('/winkels/no-such-store'))?.status()).toBe(404);
  // Hostile input answers 4xx or is ignored, never 500.
  expect([400, 404]).toContain((await page.request.get('/winkels/%E0%A4%A')).status());
  expect((await page.request.get(`/winkels/${'x'.repeat(300)}`)).status()).toBe(404);
  const odd = await page.request.get(`/winkels?sku=${'y'.repeat(500)}&city=${'z'.repeat(500)}`);
  expect(odd.status()).toBe(200);
  expect((await page.goto('/en/winkels/utrecht'))?.status()).toBe(200);
});

// spec §4 store picker, §9 my_store_code; the product page's stock and reservation follow it.
test('my store: chosen, switched to, cleared, and first on the product page', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(product);
  const stockLink = page.getByTestId('stock-in-stores-link');
  await expect(stockLink).toBeVisible({ timeout: 30_000 });
  const sku = new URL(await stockLink.evaluate((a: HTMLAnchorElement) => a.href)).searchParams.get(
    'sku',
  )!;
  const stocks = (await (await page.request.get(`/api/stocks?skus=${sku}`)).json()) as Record<
    string,
    StockLine[]
  >;
  // The last store by name that has it: choosing it must move it to the top.
  const mine = stocks[sku]!.filter((line) => line.inStock).at(-1)!;

  const picker = page.getByTestId('my-store-picker');
  const toggle = picker.getByTestId('my-store-toggle');
  const panel = picker.getByTestId('my-store-panel');
  await expect(async () => {
    await toggle.click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await snapshot(page, testInfo, 'my-store-list-1280', { fullPage: false });
  const storeButton = panel.locator(`[data-store-code="${mine.storeCode}"]`);
  await storeButton.click();
  // The list gives way to the chosen store after a short pause (storeSwitchViewDelay): on a busy
  // machine the pressed button may be gone before it is looked at, so its state is checked
  // when the list comes back.
  await expect(panel).toHaveAttribute('data-view', 'current');
  await expect(panel.getByRole('heading', { name: mine.storeName })).toBeFocused();
  // The top bar shows the city; the toggle's name says it is my store.
  await expect(toggle).toHaveAccessibleName(`Mijn winkel: ${mine.city}`);
  const cookie = (await context.cookies()).find((c) => c.name === 'my_store_code');
  expect(cookie).toMatchObject({ value: mine.storeCode, sameSite: 'Lax', httpOnly: false });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await snapshot(page, testInfo, 'my-store-current-1280', { fullPage: false });

  // Choosing the chosen store again clears the choice.
  await panel.getByRole('button', { name: 'Andere winkel kiezen' }).click();
  await expect(panel).toHaveAttribute('data-view', 'stores');
  await expect(storeButton).toBeFocused();
  await expect(storeButton).toHaveAttribute('aria-pressed', 'true');
  await storeButton.click();
  await expect(storeButton).toHaveAttribute('aria-pressed', 'false');
  expect((await context.cookies()).some((c) => c.name === 'my_store_code')).toBe(false);
  await expect(panel).toHaveAttribute('data-view', 'stores');
  await expect(toggle).toHaveAccessibleName('Mijn winkel');

  // Chosen again: the stock lists it first, the reservation modal starts from it.
  await storeButton.click();
  await expect(panel).toHaveAttribute('data-view', 'current');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const firstLine = page.getByTestId('store-stock').locator('li').first();
  await expect(firstLine).toContainText(`${mine.storeName} (mijn winkel)`);
  await page.getByTestId('reserve-in-store').click();
  const modal = page.getByTestId('reservation-modal');
  const storeSelect = modal.getByRole('combobox', { name: 'Winkel' });
  await expect(storeSelect).toHaveValue(mine.storeCode);
  await expect(storeSelect.locator('option').nth(1)).toHaveAttribute('value', mine.storeCode);
  await modal.getByRole('button', { name: 'Sluiten' }).first().click();

  // Arriving on the store finder from the product: its stock per store.
  await stockLink.click();
  await expect(page).toHaveURL(new RegExp(`/winkels\\?sku=${sku}$`));
  await expect(page.getByRole('heading', { level: 2, name: /^Voorraad van / })).toBeVisible();
  for (const line of stocks[sku]!) {
    await expect(
      page.locator(`[data-store-code="${line.storeCode}"]`).getByTestId('store-stock'),
    ).toHaveText(line.inStock ? `${line.qty} op voorraad` : 'Niet op voorraad');
  }
  await snapshot(page, testInfo, 'store-locator-stock-1280');

  // On mobile the picker sits in the menu.
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page.getByTestId('menu-toggle').click();
  const menuPicker = page.getByTestId('my-store-menu-picker');
  await menuPicker.getByTestId('my-store-toggle').click();
  await expect(menuPicker.getByTestId('my-store-panel')).toHaveAttribute('data-view', 'current');
  await snapshot(page, testInfo, 'my-store-menu-390', { fullPage: false });
});
