import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The page cache is Next.js's: here each read runs as it is.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const { getBlockProducts } = await import('./content');
const { getProductConfiguration } = await import('./catalog');
const { getCheckout } = await import('./checkout');
const { getProductInStores } = await import('./stores');
const { cachedRead } = await import('./cached');
const { commerceQuery } = await import('./transport');
const { BrandsDocument } = await import('./generated/graphql');

interface Item {
  sku: string;
  name: string;
  url_key: string;
  type_id: string;
}

// The server's reads for the pages (a products block, a product's options, the checkout, the
// store finder's product) against a real, seeded engine: each names what it shows in the page's
// language, as the engine has the demo catalogue in fr, de and en.
describe('page reads in the page’s language', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;
  let simple: Item;
  let configurable: Item;

  const products = async (locale: string, filter: string) => {
    const result = await engine.execute<{ products: { items: Item[] } }>(
      `{ products(filter: { ${filter} }, pageSize: 100) { items { sku name url_key type_id } } }`,
      {},
      { 'X-Locale': locale },
    );
    return result.data!.products.items;
  };

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'page_reads_locale'));
    serveEngine(engine);
    // The listing's first pages hold a simple and a configurable product (bundles are not listed).
    const items: Item[] = [];
    for (
      let page = 1;
      page <= 5 && !items.some((item) => item.type_id === 'configurable');
      page++
    ) {
      const found = await engine.execute<{ products: { items: Item[] } }>(
        `{ products(search: "", pageSize: 100, currentPage: ${page}) { items { sku name url_key type_id } } }`,
      );
      items.push(...found.data!.products.items);
    }
    simple = items.find((item) => item.type_id === 'simple')!;
    configurable = items.find((item) => item.type_id === 'configurable')!;
    expect(simple && configurable).toBeTruthy();
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  it('names a products block’s products in the page’s language', async () => {
    const [french] = await products('fr', `sku: { eq: "${simple.sku}" }`);
    expect(french!.name).not.toBe(simple.name);
    const shown = await getBlockProducts({ urlKeys: [simple.url_key] }, 'fr');
    expect(shown.map((product) => product.name)).toEqual([french!.name]);
    const dutch = await getBlockProducts({ urlKeys: [simple.url_key] }, 'nl');
    expect(dutch.map((product) => product.name)).toEqual([simple.name]);
  });

  it('names a configurable product’s options and values in the page’s language', async () => {
    const dutch = await getProductConfiguration(configurable.sku, 'nl');
    const english = await getProductConfiguration(configurable.sku, 'en');
    const values = (configuration: typeof dutch) =>
      configuration!.options.flatMap((option) => [
        option.label,
        ...option.values.map((value) => value.label),
      ]);
    expect(values(dutch)).not.toEqual([]);
    // A colour is 'Zwart' in Dutch and 'Black' in English; '10 oz' reads the same in both.
    const dutchWords = values(dutch).filter((label) => /^\p{L}+$/u.test(label));
    expect(dutchWords).not.toEqual([]);
    for (const word of dutchWords) expect(values(english)).not.toContain(word);
    // A variant's own texts, shown once it is chosen, are the page's language's too.
    const [sku, variant] = Object.entries(english!.variantData)[0]!;
    expect(variant.name).toBeTruthy();
    expect(variant.name).not.toBe(dutch!.variantData[sku]!.name);
  });

  it('names the checkout’s lines in the page’s language', async () => {
    const cart = await engine.execute<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const cartId = cart.data!.createGuestCart.cart.id;
    const added = await engine.execute(
      `mutation { addProductsToCart(cartId: "${cartId}", cartItems: [{ sku: "${simple.sku}", quantity: 1 }]) { cart { id } } }`,
    );
    expect(added.errors).toBeUndefined();
    const [english] = await products('en', `sku: { eq: "${simple.sku}" }`);
    const checkout = await getCheckout(cartId, null, 'en');
    if (!checkout || typeof checkout === 'string') throw new Error(String(checkout));
    expect(checkout.items.map((item) => item.name)).toEqual([english!.name]);
    expect(english!.name).not.toBe(simple.name);
  });

  it('names the store finder’s product in the page’s language', async () => {
    const [english] = await products('en', `sku: { eq: "${simple.sku}" }`);
    expect((await getProductInStores(simple.sku, 'en'))?.name).toBe(english!.name);
    expect((await getProductInStores(simple.sku, 'nl'))?.name).toBe(simple.name);
  });

  it('asks the engine in the locale a read is cached under, when the read leaves it out', async () => {
    const sent: (string | undefined)[] = [];
    const spy = vi.spyOn(engine, 'execute');
    await cachedRead('brands-check', { locale: 'de', tags: [] }, () =>
      commerceQuery(BrandsDocument),
    );
    sent.push(...spy.mock.calls.map((call) => (call[2] as Record<string, string>)['X-Locale']));
    spy.mockRestore();
    expect(sent).toEqual(['de']);
  });
});
