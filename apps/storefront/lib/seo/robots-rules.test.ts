import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots-rules';

/** Google's matching of a robots.txt path pattern: `*` any characters, `$` the end. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\\\$$|\$$/, '$');
  return new RegExp(`^${source}`).test(path);
}

describe('robotsRules', () => {
  const robots = robotsRules('https://www.stroomhuis.nl/');
  const rule = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules;
  const disallow = [rule.disallow ?? []].flat();
  const blocked = (path: string) => disallow.some((pattern) => matches(pattern, path));

  it('names the sitemap index with the absolute public address', () => {
    expect(robots.sitemap).toBe('https://www.stroomhuis.nl/sitemap.xml');
  });

  it('keeps search, filtered listings, query strings and private pages out in every language', () => {
    for (const path of [
      '/search',
      '/search/wasmachine',
      '/fr/search/lave-linge',
      '/huishouden/wasmachines/q/brand/voltana',
      '/de/huishouden/q/page/2',
      '/huishouden/wasmachines?page=2',
      '/customer/account/edit',
      '/en/cart',
      '/checkout',
      '/de/checkout/success',
      '/compare',
      '/blocks',
      '/api/graphql',
    ]) {
      expect(blocked(path), path).toBe(true);
    }
  });

  it('leaves the shop open: pages, categories, products, brands, stores and the sitemaps', () => {
    for (const path of [
      '/',
      '/fr',
      '/huishouden/wasmachines',
      '/voltana-wm8-wasmachine',
      '/cartoon-dekbed',
      '/merken/voltana',
      '/winkels',
      '/sitemap',
      '/pages-sitemap',
      '/products-sitemap/2',
    ]) {
      expect(blocked(path), path).toBe(false);
    }
  });
});
