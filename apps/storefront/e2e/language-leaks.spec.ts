import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signedInShopper } from './account-support';
import { addThroughApi, buyableSkus } from './cart-support';

/**
 * Every page type in French, German and English shares no text with the same page in Dutch:
 * what a shopper reads (text, alt texts, labels, placeholders) is compared segment by segment,
 * and a segment that is the Dutch page's own is a leak. Brand names, codes (SKUs, model codes,
 * numbers), addresses and words that are the same word in that language are not.
 */

type Locale = 'fr' | 'de' | 'en';

/**
 * Words spelt the same in that language as in Dutch, each checked by hand: it is that language's
 * own word (or the product and tech word it uses too), not Dutch leaking.
 */
const tech = ['cashback', 'windows', 'home', 'pro', 'linux', 'chromeos', 'wuxga', 'full', 'ean'];
const sameWordIn: Record<Locale, readonly string[]> = {
  fr: [
    ...tech,
    'sport',
    'fitness',
    'total',
    'contact',
    'menu',
    'service',
    'particulier',
    'garantie',
    'mail',
  ],
  de: [
    ...tech,
    'sport',
    'fitness',
    'fitnessmatten',
    'soundbars',
    'laptops',
    'service',
    'sitemap',
    'status',
    'land',
    'raster',
    'garantie',
    'gewicht',
    'energie',
    'energieklasse',
    'artikelnummer',
    'demovideo',
  ],
  en: [
    ...tech,
    'sport',
    'fitness',
    'dumbbells',
    'soundbars',
    'laptops',
    'laptop',
    'gaming',
    'chromebook',
    'inch',
    'ovens',
    'computers',
    'service',
    'contact',
    'menu',
    'account',
    'filters',
    'status',
    'sitemap',
    'postcode',
    'mail',
  ],
};

interface Shown {
  url: string;
  segments: string[];
}

/** What the page shows and says to a screen reader, one segment per text node or attribute. */
async function shownSegments(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const skip = 'script, style, noscript, template, [hidden], [data-language-neutral]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(skip)) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) out.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[alt], [aria-label], [placeholder], [title]',
    )) {
      if (element.closest(skip)) continue;
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
}

function ownWords(segment: string, neutral: ReadonlySet<string>, locale: Locale): string[] {
  const words =
    segment
      // Links, e-mail addresses, codes and amounts are not words.
      .replace(/https?:\/\/\S+|\S+@\S+|\S*\d\S*|\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b/g, ' ')
      .match(/\p{L}{3,}/gu) ?? [];
  return words.filter((word) => {
    const lower = word.toLowerCase();
    return !neutral.has(lower) && !sameWordIn[locale].includes(lower);
  });
}

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/api/graphql', {
    data: { query },
    headers: { 'content-type': 'application/json' },
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/**
 * Names read the same everywhere: brands, the stores (name, street, city), each language's own
 * name in the language switch, payment methods and social networks, the test shopper's name and
 * address, the seller's address, the shop's name and other trade names.
 */
async function neutralWords(request: APIRequestContext): Promise<Set<string>> {
  const { brands, physicalStores } = await graphql<{
    brands: { name: string }[];
    physicalStores: { name: string; street: string | null; city: string | null }[];
  }>(request, '{ brands { name } physicalStores { name street city } }');
  const names = [
    ...brands.map((brand) => brand.name),
    ...physicalStores.flatMap((store) => [store.name, store.street ?? '', store.city ?? '']),
    'Nederlands Français Deutsch English',
    'iDEAL Riverty AfterPay Mastercard Visa Bancontact Klarna PayPal Apple Google',
    'Facebook Instagram YouTube LinkedIn TikTok Pinterest',
    'Sanne Vries Anna Kerkstraat Utrecht Amsterdam Dorpsstraat Stationsplein IBAN',
    // The shop's name, a sound format's trade mark, the demo film's title and maker.
    'Stroomhuis Dolby Atmos Big Buck Bunny Blender Foundation',
  ];
  return new Set(names.flatMap((name) => name.toLowerCase().split(/\s+/)));
}

/** A simple and a configurable product, by the path its page has (bundles are not listed). */
async function productPaths(request: APIRequestContext): Promise<string[]> {
  type Item = { type_id: string; url_key: string; url_suffix: string | null };
  const found = new Map<string, Item>();
  for (let currentPage = 1; currentPage <= 5 && found.size < 2; currentPage++) {
    const { products } = await graphql<{ products: { items: Item[] } }>(
      request,
      `{ products(search: "", pageSize: 100, currentPage: ${currentPage}) { items { type_id url_key url_suffix } } }`,
    );
    for (const item of products.items) if (!found.has(item.type_id)) found.set(item.type_id, item);
  }
  return ['simple', 'configurable'].map((type) => {
    const item = found.get(type);
    expect(item, `a ${type} product in the demo catalogue`).toBeTruthy();
    return `/${item!.url_key}${item!.url_suffix ?? ''}`;
  });
}

/** Opens the page at `path` (Dutch without a prefix) once it has its main content. */
async function open(page: Page, locale: Locale | 'nl', path: string): Promise<Shown> {
  const url = locale === 'nl' ? path : `/${locale}${path === '/' ? '' : path}`;
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { url, segments: await shownSegments(page) };
}

function leaksOf(dutch: Shown, local: Shown, neutral: ReadonlySet<string>, locale: Locale) {
  const own = new Set(
    dutch.segments.filter((segment) => ownWords(segment, neutral, locale).length),
  );
  return [...new Set(local.segments.filter((segment) => own.has(segment)))];
}

for (const locale of ['fr', 'de', 'en'] as const) {
  test(`every page type in /${locale} shares no text with the Dutch page`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const neutral = await neutralWords(page.request);
    const paths = [
      '/',
      '/huishouden/wassen-drogen/wasmachines',
      '/huishouden/wassen-drogen/wasmachines?energy_class=a',
      ...(await productPaths(page.request)),
      '/search?q=wasmachine',
      '/merken',
      '/sitemap',
      '/service/bezorgen',
      '/contact',
      '/winkels',
      '/customer/account/login',
      '/customer/account/create',
      '/deze-pagina-bestaat-niet',
    ];
    const found: Record<string, string[]> = {};
    const compare = async (path: string) => {
      const dutch = await open(page, 'nl', path);
      const local = await open(page, locale, path);
      const leaks = leaksOf(dutch, local, neutral, locale);
      if (leaks.length) found[local.url] = leaks;
    };
    for (const path of paths) await compare(path);

    // The store finder arriving from a product page names the product.
    const [sku] = await buyableSkus(page.request, 1);
    await compare(`/winkels?sku=${encodeURIComponent(sku!)}`);

    // A brand's page.
    const { brands } = await graphql<{ brands: { url_key: string }[] }>(
      page.request,
      '{ brands { url_key } }',
    );
    await compare(`/merken/${brands[0]!.url_key}`);

    // The cart and the checkout's first step with something in the cart.
    await page.goto('/');
    const skus = await buyableSkus(page.request, 2);
    expect(await addThroughApi(page, skus)).toBe(2);
    await compare('/cart');
    await compare('/checkout');
    // The compare list lives in the browser.
    await page.evaluate((list) => localStorage.setItem('compare_skus', JSON.stringify(list)), skus);
    await compare('/compare');

    // The account's pages, signed in.
    await signedInShopper(context, baseURL!);
    for (const path of [
      '/customer/account',
      '/customer/account/edit',
      '/customer/account/address',
      '/customer/account/orders',
      '/customer/account/wishlist',
      '/customer/account/communications',
    ])
      await compare(path);

    expect(found).toEqual({});
  });
}
