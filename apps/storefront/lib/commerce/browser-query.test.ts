import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing';
import { POST } from '@/app/api/graphql/route';
import { getComparedProducts } from './compare';
import { getRecentlyViewedProducts } from './recently-viewed';
import { fetchAutocomplete, unreachableEngineSettings } from './search/autocomplete-client';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The browser's reads (the header's autocomplete, the compare page) go through /api/graphql to
// a real, seeded engine in process; the page's language travels as X-Locale.
const sentLocales: (string | null)[] = [];

describe('browser reads in the page’s language', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'browser_query_locale'));
    serveEngine(engine);
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      const request = new Request(new URL(input, 'http://shop.test'), init);
      sentLocales.push(request.headers.get('x-locale'));
      return POST(request);
    });
  }, 120_000);

  afterAll(async () => {
    vi.unstubAllGlobals();
    stopServingEngine();
    await close();
  });

  it('names the autocomplete’s categories and their trail in the page’s language', async () => {
    // Each language names the washing machines by its own name, at its own address (ADR 0042).
    const categories = async (name: string, locale?: string) => {
      const results = await fetchAutocomplete(
        'wasmachines',
        unreachableEngineSettings,
        undefined,
        locale,
      );
      expect(results).not.toBeNull();
      return results!.categories.find((category) => category.name === name);
    };
    expect(await categories('Washing machines', 'en')).toMatchObject({
      href: '/household/washing-drying/washing-machines',
      path: ['Household', 'Washing & drying'],
    });
    expect(sentLocales.at(-1)).toBe('en');
    expect(await categories('Waschmaschinen', 'de')).toMatchObject({
      path: ['Haushalt', 'Waschen & Trocknen'],
    });
    // Without a language the shop's server takes the calling page's: here none, so Dutch.
    expect(await categories('Wasmachines')).toMatchObject({
      href: '/huishouden/wassen-drogen/wasmachines',
      path: ['Huishouden', 'Wassen & drogen'],
    });
  });

  it('names the compare page’s rows in the page’s language', async () => {
    const found = await engine.execute<{ products: { items: { sku: string }[] } }>(
      '{ products(search: "wasmachine", pageSize: 2) { items { sku } } }',
    );
    const skus = found.data!.products.items.map((item) => item.sku);
    const rows = async (locale?: string) => {
      const products = await getComparedProducts(skus, undefined, locale);
      expect(products).toHaveLength(2);
      return Object.fromEntries(products![0]!.specs.map((spec) => [spec.code, spec]));
    };
    const fr = await rows('fr');
    expect(sentLocales.at(-1)).toBe('fr');
    expect(fr.brand?.label).toBe('Marque');
    expect(fr.color_group?.label).toBe('Couleur');
    expect(fr.dimensions?.label).toBe('Dimensions (h x l x p)');
    expect(fr.loading_type?.value).toMatch(/^Chargement /);
    const nl = await rows();
    expect(nl.brand?.label).toBe('Merk');
    expect(nl.dimensions?.label).toBe('Afmetingen (h x b x d)');
  });

  it('names the recently viewed products in the page’s language', async () => {
    const found = await engine.execute<{ products: { items: { sku: string; name: string }[] } }>(
      '{ products(search: "wasmachine", pageSize: 2) { items { sku name } } }',
    );
    const [dutch] = found.data!.products.items;
    const french = await getRecentlyViewedProducts([dutch!.sku], 'fr');
    expect(sentLocales.at(-1)).toBe('fr');
    expect(french?.[0]?.name).toMatch(/^Lave-linge /);
    expect(french?.[0]?.name).not.toBe(dutch!.name);
    expect((await getRecentlyViewedProducts([dutch!.sku], 'nl'))?.[0]?.name).toBe(dutch!.name);
  });
});
