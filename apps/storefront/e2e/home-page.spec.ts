import { expect, test } from '@playwright/test';
import { DESKTOP, MOBILE, snapshot } from './support';

test.describe('home page from the page builder', () => {
  test('renders its blocks, structured data and language alternates', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');

    // Slider with its slides, arrows and dots.
    const slider = page.getByTestId('slider');
    await expect(slider).toBeVisible();
    await expect(slider.locator('[data-block="slide"]')).toHaveCount(3);
    await expect(slider.getByRole('button', { name: 'Volgende' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Ga naar dia 2' })).toBeVisible();

    // Row/column with heading, text (sanitised), image and buttons.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welkom bij Stroomhuis' }),
    ).toBeVisible();
    await expect(page.locator('.cms-text a[href="/service/gespreid-betalen"]')).toBeVisible();
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    await expect(
      page.locator('main').getByRole('link', { name: 'Vind een winkel' }),
    ).toHaveAttribute('href', '/winkels');

    // Usp, products grid, banners, products carousel, divider, weekly deal.
    await expect(page.getByRole('region', { name: 'Onze beloftes' })).toBeVisible();
    const grid = page.locator('[data-block="products"]');
    await expect(grid.getByRole('heading', { name: 'Populair bij onze klanten' })).toBeVisible();
    expect(await grid.getByTestId('product-card').count()).toBeGreaterThanOrEqual(4);
    await expect(grid.getByTestId('product-card').first()).toContainText('€');
    await expect(page.getByRole('heading', { name: 'Onze categorieën' })).toBeVisible();
    const carousel = page.locator('[data-block="products-carousel"]');
    await expect(carousel.getByTestId('product-card').first()).toBeVisible();
    expect(await page.locator('main hr').count()).toBeGreaterThanOrEqual(1);
    const deal = page.getByTestId('weekdeal');
    if (await deal.count()) await expect(deal.getByRole('heading', { level: 2 })).toBeVisible();

    // spec §2 website structured data, hreflang alternates.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('WebSite');
    expect(jsonLd.potentialAction['@type']).toBe('SearchAction');
    expect(jsonLd.publisher.logo).toMatchObject({ width: 161, height: 64 });
    for (const [lang, href] of [
      ['fr-FR', '/fr'],
      ['de-DE', '/de'],
      ['en-US', '/en'],
      ['x-default', '/'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        href === '/' ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${href}$`),
      );
    }

    // Footer basics: review line and copyright with this year.
    await expect(page.getByTestId('review-line')).toContainText(
      /Klanten beoordelen ons met een [\d,]+ \/ 10 in [\d.]+ beoordelingen/,
    );
    await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));

    await snapshot(page, testInfo, 'home-1280');
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(page.getByTestId('slider')).toBeVisible();
    await snapshot(page, testInfo, 'home-390');
  });

  test('an image that fails to load shows the fallback image', async ({ page }) => {
    await page.route('**/media/wysiwyg/home/showroom.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/');
    const image = page.getByAltText('Een van onze winkels van binnen');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('data-fallback', 'true');
    await expect(image).toHaveAttribute('src', '/images/fallback.svg');
  });

  test('an unknown path shows the 404 page; /winkels has no website structured data', async ({
    page,
  }) => {
    const response = await page.goto('/dit-bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - Pagina niet gevonden' })).toBeVisible();
    await page.goto('/en/nope');
    await expect(page.getByRole('heading', { name: '404 - Page not found' })).toBeVisible();
    await page.goto('/winkels');
    await expect(page.getByRole('heading', { level: 1, name: 'Winkels' })).toBeVisible();
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
  });
});
