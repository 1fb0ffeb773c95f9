import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommerceEngine } from '@webshop/commerce';
import { createTestEngine } from '@webshop/commerce/testing';
import { serveEngine, stopServingEngine } from '@/lib/commerce/testing/serve-engine';

// The page cache is Next.js's: here it records the keys it was given and runs each read as it is.
const cacheKeys: string[][] = [];
vi.mock('next/cache', () => ({
  unstable_cache: (read: () => unknown, keys: string[]) => {
    cacheKeys.push(keys);
    return read;
  },
}));

const { getSiteMap } = await import('./site-map');

describe('the human-readable sitemap in the page’s language', () => {
  let engine: CommerceEngine;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, close } = await createTestEngine('pglite', 'site_map_locale'));
    serveEngine(engine);
  }, 120_000);

  afterAll(async () => {
    stopServingEngine();
    await close();
  });

  it('names the category tree and its paths in German on /de, in Dutch on the shop’s own pages, cached apart', async () => {
    const de = await getSiteMap('de');
    const nl = await getSiteMap('nl');
    const household = (map: typeof de) => map!.categories.find((category) => category.id === 1)!;
    // Each language's own path (ADR 0042).
    expect(household(de).urlPath).toBe('haushalt');
    expect(household(nl).urlPath).toBe('huishouden');
    expect(household(de).name).toBe('Haushalt');
    expect(household(de).children.map((child) => child.name)).toContain('Waschen & Trocknen');
    expect(household(nl).name).toBe('Huishouden');
    expect(household(nl).children.map((child) => child.name)).toContain('Wassen & drogen');
    expect(cacheKeys.at(-2)).toContain('de');
    expect(cacheKeys.at(-1)).toContain('nl');
  });
});
