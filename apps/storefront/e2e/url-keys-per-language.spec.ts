import { expect, test } from '@playwright/test';

type Alternate = { locale: string; relative_url: string };

/** An address's end in a link's absolute href (after the port), as a pattern. */
const endsWith = (path: string) =>
  new RegExp(`:\\d+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// ADR 0041: a product's url key may differ per language.
test('a product answers on /fr at its French key, its Dutch key there 301s to it, and its page names every language’s own address', async ({
  page,
  request,
}) => {
  const answer = await request.get(
    `/api/graphql?query=${encodeURIComponent(
      '{ products(search: "wasmachine", pageSize: 20) { items { sku url_alternates { locale relative_url } } } }',
    )}`,
  );
  const items: { sku: string; url_alternates: Alternate[] }[] = (await answer.json()).data.products
    .items;
  const paths = (item: (typeof items)[number]) =>
    Object.fromEntries(
      item.url_alternates.map((alternate) => [alternate.locale, alternate.relative_url]),
    );
  const product = items.map(paths).find((own) => own.fr && own.nl && own.fr !== own.nl);
  expect(product, 'a demo product with a French url key of its own').toBeTruthy();
  const { nl, fr, de, en } = product as { nl: string; fr: string; de: string; en: string };

  // The French page at the French key.
  const response = await page.goto(`/fr${fr}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/fr${fr}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', endsWith(`/fr${fr}`));
  for (const [tag, href] of [
    ['nl-NL', nl],
    ['fr-FR', `/fr${fr}`],
    ['de-DE', `/de${de}`],
    ['en-US', `/en${en}`],
    ['x-default', nl],
  ] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${tag}"]`)).toHaveAttribute(
      'href',
      endsWith(href),
    );
  }

  // The Dutch key on a French page: a 301 to the French address, the query kept.
  const moved = await request.get(`/fr${nl}?ref=mail`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/fr${fr}?ref=mail`);
  // And the French key on a Dutch page goes to the Dutch address.
  const back = await request.get(fr, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(back.headers().location).toBe(nl);

  // A shopper following the old link lands on the French page.
  await page.goto(`/fr${nl}`);
  await expect(page).toHaveURL(new RegExp(`/fr${fr}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// ADR 0042: a category's path differs per language too.
test('a category answers on /fr at its French path, its Dutch path there 301s to it, and its page names every language’s own address', async ({
  page,
  request,
}) => {
  const answer = await request.get(
    `/api/graphql?query=${encodeURIComponent(
      '{ categories(filters: { url_path: { eq: "huishouden/wassen-drogen/wasmachines" } }) { items { url_alternates { locale relative_url } } } }',
    )}`,
  );
  const alternates: Alternate[] = (await answer.json()).data.categories.items[0].url_alternates;
  const { nl, fr, de, en } = Object.fromEntries(
    alternates.map((alternate) => [alternate.locale, alternate.relative_url]),
  ) as Record<'nl' | 'fr' | 'de' | 'en', string>;
  expect(fr).toBe('/electromenager/lavage-sechage/lave-linge');
  expect(nl).toBe('/huishouden/wassen-drogen/wasmachines');

  // The French listing at its French path, its links in French paths.
  const response = await page.goto(`/fr${fr}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/fr${fr}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lave-linge/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', endsWith(`/fr${fr}`));
  for (const [tag, href] of [
    ['nl-NL', nl],
    ['fr-FR', `/fr${fr}`],
    ['de-DE', `/de${de}`],
    ['en-US', `/en${en}`],
    ['x-default', nl],
  ] as const) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${tag}"]`)).toHaveAttribute(
      'href',
      endsWith(href),
    );
  }
  await expect(page.locator('a[href="/fr/electromenager/lavage-sechage"]').first()).toBeAttached();

  // The language switcher goes to the German page's own path.
  const switcher = page.getByTestId('language-switcher');
  await switcher.hover();
  await expect(switcher.locator('a[hreflang="de"]')).toHaveAttribute('href', `/de${de}`);

  // The Dutch path on a French page and a German path there: a 301 to the French path, the
  // listing's state and the query kept.
  const moved = await request.get(`/fr${nl}?ref=mail`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/fr${fr}?ref=mail`);
  const german = await request.get(`/fr${de}/q/sort/price`, { maxRedirects: 0 });
  expect(german.status()).toBe(301);
  expect(german.headers().location).toBe(`/fr${fr}/q/sort/price`);
  // The French path on a Dutch page goes to the Dutch path.
  const back = await request.get(fr, { maxRedirects: 0 });
  expect(back.status()).toBe(301);
  expect(back.headers().location).toBe(nl);
});
