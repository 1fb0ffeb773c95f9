import { expect, test } from '@playwright/test';
import { axeViolations } from './axe-support';
import { DESKTOP, MOBILE, snapshot } from './support';

const XML = 'application/xml; charset=utf-8';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);

test('robots.txt names the sitemap index and keeps search and filtered listings out', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const robots = await response.text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Allow: /');
  for (const rule of ['/*/q/', '/*?', '/search$', '/search/', '/fr/search/', '/cart$', '/api/']) {
    expect(robots).toContain(`Disallow: ${rule}\n`);
  }
});

test('the sitemap index leads to the pages and products sitemaps, unprefixed and compressed', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toBe(XML);
  const sitemaps = locs(await index.text());
  expect(sitemaps).toEqual([`${baseURL}/pages-sitemap`, `${baseURL}/products-sitemap`]);

  const pages = await request.get('/pages-sitemap', { maxRedirects: 0 });
  expect(pages.status()).toBe(200);
  expect(pages.headers()['content-type']).toBe(XML);
  const pagesXml = await pages.text();
  expect(locs(pagesXml)).toEqual(
    expect.arrayContaining([
      `${baseURL}/`,
      `${baseURL}/merken`,
      `${baseURL}/winkels`,
      `${baseURL}/sitemap`,
    ]),
  );
  expect(pagesXml).toContain(`hreflang="fr-FR" href="${baseURL}/fr/sitemap"`);

  const products = await request.get('/products-sitemap', {
    maxRedirects: 0,
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(products.status()).toBe(200);
  expect(products.headers()['content-type']).toBe(XML);
  expect(products.headers()['content-encoding']).toBe('gzip');
  const productUrls = locs(await products.text());
  expect(productUrls.length).toBeGreaterThan(100);
  // A listed product's address is a page of the shop.
  const product = await request.get(productUrls[0]!.slice(baseURL!.length));
  expect(product.status()).toBe(200);
  expect((await request.get('/products-sitemap/2', { maxRedirects: 0 })).status()).toBe(404);
});

test('the product feed answers as Merchant Center XML and as CSV', async ({ request, baseURL }) => {
  const xml = await request.get('/channable/feed', { maxRedirects: 0 });
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toBe(XML);
  const body = await xml.text();
  expect(body).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  const first = /<item>([\s\S]*?)<\/item>/.exec(body)![1]!;
  for (const field of ['id', 'title', 'description', 'link', 'availability', 'price']) {
    expect(first).toMatch(new RegExp(`<g:${field}>[^<]+</g:${field}>`));
  }
  expect(first).toContain(`<g:link>${baseURL}/`);

  const csv = await request.get('/channable/feed?format=csv');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await csv.text()).split('\n')[0]).toBe(
    'id,title,description,link,image_link,condition,availability,price,sale_price,brand,gtin,identifier_exists,energy_efficiency_class,product_type,shipping',
  );
  expect((await request.get('/channable/feed?format=pdf')).status()).toBe(400);
});

test('the sitemap page lists categories, brands, service pages and stores, accessibly', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Categorieën' });
  await expect(categories.getByRole('link', { name: 'Huishouden', exact: true })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Wasmachines', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Merken' }).getByRole('link', { name: 'Voltana' }),
  ).toBeVisible();
  const service = page.getByRole('region', { name: 'Klantenservice' });
  await expect(service.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('region', { name: 'Winkels' }).getByRole('link')).not.toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'sitemap-1280');

  await page
    .getByRole('navigation', { name: 'Onderdelen van de sitemap' })
    .getByRole('link', { name: 'Merken' })
    .click();
  await expect(page).toHaveURL(/#sitemap-brands-section$/);

  await page.setViewportSize(MOBILE);
  await page.goto('/en/sitemap');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  // The English footer has a 'Customer service' list too: the sitemap's own section is in main.
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Customer service' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Categories' })
      .getByRole('link', { name: 'Household', exact: true }),
  ).toHaveAttribute('href', '/en/household'); // the English path (ADR 0042)
  expect(await axeViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'sitemap-390');
});
