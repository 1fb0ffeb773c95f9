import { expect, test } from '@playwright/test';
import { BLOCK_TYPES } from '@webshop/commerce/content';
import { axeViolations } from './axe-support';
import { DESKTOP, MOBILE, snapshot } from './support';

const videoHosts = /youtube|youtu\.be|ytimg|vimeo/;

test.describe('page-builder blocks catalogue (/blocks)', () => {
  test('shows every block type, not indexed, at 390 and 1280 px', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const response = await page.goto('/blocks');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blokken' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const type of BLOCK_TYPES)
      expect(await page.locator(`[data-block="${type}"]`).count(), type).toBeGreaterThan(0);

    // spec §3 dataAttributes as data-* attributes; the static route wins over the catch-all.
    await expect(page.locator('[data-block="notification"][data-promo]')).toHaveAttribute(
      'data-promo',
      'bezorging-feestdagen',
    );
    // Links and media rules (spec §2, §7) and the sanitised html block.
    const html = page.locator('[data-block="html"]');
    await expect(html.locator('a')).toHaveAttribute('href', '/navigation/huishouden');
    await expect(html.locator('img')).toHaveAttribute(
      'src',
      '/media/wysiwyg/logos/certificates/thuiswinkel.svg',
    );
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    await expect(page.getByRole('link', { name: 'link naar gespreid betalen' })).toHaveAttribute(
      'href',
      '/service/gespreid-betalen',
    );
    // Quote, title, category tiles, campaign countdown.
    await expect(page.locator('[data-block="quote"] blockquote')).toContainText('Binnen een dag');
    await expect(
      page.locator('[data-block="category"]').getByTestId('category-tile').first(),
    ).toBeVisible();
    await expect(
      page.locator('[data-block="campaign"]').getByTestId('deal-countdown'),
    ).toBeVisible();

    await snapshot(page, testInfo, 'blocks-1280');
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Blokken' })).toBeVisible();
    await snapshot(page, testInfo, 'blocks-390');

    // Every language has the page.
    await page.goto('/en/blocks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('[data-block="faq"]').count()).toBe(1);
  });

  test('axe finds no violations at either width', async ({ page }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/blocks');
      await expect(page.getByRole('heading', { level: 1, name: 'Blokken' })).toBeVisible();
      expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    }
  });

  test('the video asks nothing of its host before the click', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (videoHosts.test(new URL(request.url()).hostname)) requests.push(request.url());
    });
    // The video's host may be unreachable here: answer its requests locally.
    await page.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.setViewportSize(DESKTOP);
    await page.goto('/blocks');
    const video = page.locator('[data-block="video"]');
    await video.scrollIntoViewIfNeeded();
    const play = video.getByRole('button', { name: /^Video afspelen: / });
    await expect(play).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await expect(video.locator('iframe')).toHaveCount(0);

    await play.click();
    const player = video.locator('iframe');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test('FAQ opens and closes by keyboard and is described as FAQPage', async ({ page }) => {
    await page.goto('/blocks');
    const faq = page.locator('[data-block="faq"]');
    const item = faq.getByTestId('faq-item').first();
    await expect(item).not.toHaveAttribute('open');
    await expect(item.locator('summary')).toHaveText('Wanneer wordt mijn bestelling bezorgd?');
    await item.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('open');
    await expect(item.getByText(/track-and-trace-code/)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(item).not.toHaveAttribute('open');

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const faqPage = data.find((entry) => entry['@type'] === 'FAQPage');
    expect(faqPage.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Wanneer wordt mijn bestelling bezorgd?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('track-and-trace') },
    });
    // Served in the page's HTML like the other JSON-LD: a data block, which the shop server
    // leaves without a nonce (only scripts that run get one) and the policy does not govern.
    const html = await (await page.request.get('/blocks')).text();
    expect(html).toMatch(/<script type="application\/ld\+json">[^<]*"@type":"FAQPage"/);
  });

  test("the slider's arrows and dots move it (embla)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/blocks');
    const slider = page.locator('[data-block="slider"]');
    const dots = slider.getByRole('button', { name: /^Ga naar dia / });
    await expect(dots).toHaveCount(2);
    // Hovering stops the autoplay: the selected slide is the one we chose.
    await slider.hover();
    await expect(slider.locator('[data-embla]')).toHaveCount(1);
    const selected = () =>
      slider.getByRole('button', { name: /^Ga naar dia / }).and(slider.locator('[aria-current]'));
    const first = await selected().getAttribute('aria-label');
    await slider.getByRole('button', { name: 'Volgende' }).click();
    await expect(selected()).not.toHaveAttribute('aria-label', first!);
    await slider.getByRole('button', { name: 'Ga naar dia 1' }).click();
    await expect(selected()).toHaveAttribute('aria-label', 'Ga naar dia 1');
    // Slides out of view are out of the tab order and hidden from screen readers.
    await expect(slider.locator('[data-block="slide"][aria-hidden="true"]')).toHaveCount(1);
    await expect(
      slider.getByRole('button', { name: /Pauzeer de diashow|Start de diashow/ }),
    ).toBeVisible();

    // The products carousel pages with embla too.
    const carousel = page.getByTestId('products-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole('button', { name: 'Vorige' });
    await expect(previous).toBeDisabled();
    await carousel.getByRole('button', { name: 'Volgende' }).click();
    await expect(previous).toBeEnabled();
  });
});
