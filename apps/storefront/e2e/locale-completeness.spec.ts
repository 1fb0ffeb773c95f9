import { expect, test, type Page } from '@playwright/test';
import { addThroughApi, buyableSkus } from './cart-support';
import { DESKTOP, MOBILE, snapshot } from './support';

/**
 * Words only the Dutch shop uses, from the nl messages and the nl demo content (USPs, footer,
 * service links, home page, service pages, shipping methods, weekly deal). None may show on
 * /fr, /de or /en. Product and brand names are catalogue text, never translated: they are taken
 * out of the page's text first.
 */
const dutchMarkers = [
  'Pakketdienst',
  'Bekijk',
  'Winkelwagen',
  'winkelwagen',
  'Bezorging',
  'Bezorgen',
  'bezorgen',
  'Klantenservice',
  'Gratis bezorging',
  'Gespreid betalen',
  'Winkels',
  'Favorieten',
  'Thuisbezorgd',
  'Afhalen',
  'Veelgestelde vragen',
  'Algemene voorwaarden',
  'Privacybeleid',
  'Nieuwsbrief',
  'in plaats van',
  'Welkom bij',
  'Mijn account',
  'Inschrijven',
  'Populair bij',
  'termijnen',
  'Winkelen',
  'Adresboek',
  'Bestelling volgen',
  'Werken bij',
  'Over ons',
  'Zo werkt het',
  'Deal van de week',
  'Afrekenen',
  'Verder winkelen',
  // Category names (menus, breadcrumbs, headings, the Categories filter) and filter labels.
  'Huishouden',
  'Wassen & drogen',
  'Wasmachines',
  'Wasdrogers',
  'Koelen & vriezen',
  'Beeld & geluid',
  'Bokshandschoenen',
  'Energieklasse',
  'Kleur',
  'Vulgewicht',
  'Centrifugetoerental',
  'Belading',
  'Voorlader',
  'Zwart',
];

/**
 * The page's text without the catalogue text that stays Dutch: product names (the name links of
 * cards and cart lines), an attribute's help text and a category's own description. Category
 * names and filter labels and options are in the page's language, so they are checked.
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body
      .querySelectorAll(
        [
          'script',
          'style',
          'noscript',
          '[hidden]',
          '[data-testid="product-name"]',
          '[data-testid="product-card"] a',
          '[data-testid="cart-line"] a',
          '[data-filter] > p',
          '[data-testid="category-page"] .cms-text.max-w-3xl',
          'main .cms-text.max-w-3xl.text-sm',
        ].join(', '),
      )
      .forEach((node) => node.remove());
    return body.textContent ?? '';
  });
}

/** Markers that are that language's own word too (German writes "Energieklasse" as Dutch does). */
const ownWordIn: Record<string, readonly string[]> = { de: ['Energieklasse'] };

async function expectNoDutch(page: Page, where: string, locale: string) {
  const text = await shownText(page);
  const found = dutchMarkers.filter(
    (marker) => text.includes(marker) && !ownWordIn[locale]?.includes(marker),
  );
  const context = found.map((marker) => {
    const at = text.indexOf(marker);
    return `${marker}: …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`;
  });
  expect(context, `Dutch on ${where}`).toEqual([]);
}

for (const locale of ['fr', 'de', 'en'] as const) {
  test(`/${locale} shows no Dutch on home, a service page, a category and the cart`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    for (const size of [MOBILE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.goto(`/${locale}`);
      await expect(page.locator('[data-block="slider"]').first()).toBeVisible();
      await expectNoDutch(page, `/${locale} at ${size.width}`, locale);
      // Links inside the content's html stay in the page's language.
      await expect(page.locator('[data-block="notification"] a').first()).toHaveAttribute(
        'href',
        `/${locale}/service/bezorgen`,
      );
      await snapshot(page, testInfo, `locale-${locale}-home-${size.width}`);

      await page.goto(`/${locale}/service/bezorgen`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoDutch(page, `/${locale}/service/bezorgen at ${size.width}`, locale);

      await page.goto(`/${locale}/huishouden/wassen-drogen/wasmachines`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-filter]').first()).toBeAttached();
      await expectNoDutch(page, `/${locale} category at ${size.width}`, locale);
    }

    const [sku] = await buyableSkus(request, 1);
    expect(await addThroughApi(page, [sku!])).toBe(1);
    await page.goto(`/${locale}/cart`);
    await expect(page.locator('main')).toContainText(/\d/);
    await expectNoDutch(page, `/${locale}/cart`, locale);
    await snapshot(page, testInfo, `locale-${locale}-cart-${DESKTOP.width}`);
  });
}

test('the Dutch shop still shows its own words (the markers are real)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-block="slider"]').first()).toBeVisible();
  const text = await shownText(page);
  expect(dutchMarkers.filter((marker) => text.includes(marker)).length).toBeGreaterThan(5);
  await page.goto('/huishouden/wassen-drogen/wasmachines');
  await expect(page.locator('[data-filter]').first()).toBeAttached();
  const category = await shownText(page);
  for (const name of ['Huishouden', 'Wasmachines', 'Kleur', 'Energieklasse']) {
    expect(category, name).toContain(name);
  }
});

test('a product’s delivery type is in the page’s language', async ({ page }) => {
  const product = '/voltana-wa714-bovenlader-wasmachine-7-kg-1400-toeren';
  await page.goto(`/en${product}`);
  await expect(page.getByTestId('product-delivery-type')).toHaveText(
    /^(Delivery by our own delivery service|Parcel service|Letterbox parcel)$/,
  );
  await page.goto(`/fr${product}`);
  await expect(page.getByTestId('product-delivery-type')).not.toHaveText(
    /Bezorging|Pakketdienst|Brievenbuspakje/,
  );
});
