import { expect, test } from '@playwright/test';
import { CMS_PAGES, translatePhrase } from '@webshop/commerce/test-tools';
import { DESKTOP, snapshot } from './support';

/** Router locales and their prefixes and hreflang tags (ADR 0002: nl has no prefix). */
const locales = [
  { locale: 'nl', prefix: '', tag: 'nl-NL' },
  { locale: 'fr', prefix: '/fr', tag: 'fr-FR' },
  { locale: 'de', prefix: '/de', tag: 'de-DE' },
  { locale: 'en', prefix: '/en', tag: 'en-US' },
] as const;

test.describe('CMS pages', () => {
  for (const cms of CMS_PAGES) {
    test(`/${cms.identifier} in every language`, async ({ page }) => {
      const path = `/${cms.identifier}`;
      for (const { locale, prefix } of locales) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), `${prefix}${path}`).toBe(200);
        // One h1, the page's title in the page's language (its own content opens with it).
        const title = locale === 'nl' ? cms.title : translatePhrase(cms.title, locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${title}(?=\\s|$)`));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          locale === 'nl' ? cms.metaDescription : translatePhrase(cms.metaDescription, locale),
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${prefix}${path}$`),
        );
        for (const other of locales)
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${other.tag}"]`),
          ).toHaveAttribute('href', new RegExp(`:\\d+${other.prefix}${path}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          new RegExp(`:\\d+${path}$`),
        );
      }
    });
  }

  test('another spelling redirects to the page', async ({ page }) => {
    await page.goto('/Privacybeleid/');
    await expect(page).toHaveURL(/\d\/privacybeleid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacybeleid');
  });

  test('the product page links to paying in instalments', async ({ page, request }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    // spec §9: instalments show from 250 up to 10000; any washing machine in that range will do.
    const answer = await request.get(
      `/api/graphql?query=${encodeURIComponent(
        '{ products(search: "wasmachine", pageSize: 20) { items { url_key url_suffix installmentPrice { value } } } }',
      )}`,
    );
    const items: { url_key: string; url_suffix: string | null; installmentPrice: unknown }[] = (
      await answer.json()
    ).data.products.items;
    const product = items.find((item) => item.installmentPrice);
    expect(product, 'a product with instalments').toBeTruthy();

    await page.goto(`/${product!.url_key}${product!.url_suffix ?? ''}`);
    await page.locator('a[href$="/service/gespreid-betalen"]').first().click();
    await expect(page).toHaveURL(/\d\/service\/gespreid-betalen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gespreid betalen');
    await snapshot(page, testInfo, 'cms-page-1280');
  });
});
