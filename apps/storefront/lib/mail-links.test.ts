import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shopPageUrl } from '@webshop/commerce/contracts';
import { orderMailData, type OrderWithItems } from '@webshop/commerce/testing';

const siteRoot = path.resolve(import.meta.dirname, '../app/[locale]/(site)');

/**
 * The page file a path reaches under app/[locale]/(site), skipping route groups and leaving out
 * the catch-all `[...rest]` (it answers every path, mostly with a 404).
 */
function pageFor(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const walk = (dir: string, rest: string[]): string | null => {
    if (rest.length === 0) {
      const page = path.join(dir, 'page.tsx');
      if (existsSync(page)) return page;
    }
    const entries = readdirSync(dir, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    for (const entry of entries.filter((e) => /^\(.+\)$/.test(e.name))) {
      const found = walk(path.join(dir, entry.name), rest);
      if (found) return found;
    }
    if (rest.length === 0) return null;
    const [head, ...tail] = rest;
    const literal = entries.find((entry) => entry.name === head);
    if (literal) {
      const found = walk(path.join(dir, literal.name), tail);
      if (found) return found;
    }
    for (const entry of entries.filter((e) => /^\[[^.].*\]$/.test(e.name))) {
      const found = walk(path.join(dir, entry.name), tail);
      if (found) return found;
    }
    return null;
  };
  return walk(siteRoot, segments);
}

const localePrefix = /^\/(fr|de|en)(?=\/|$)/;

const order = {
  number: '100000042',
  token: 'tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
  locale: 'nl',
  billingAddress: {
    firstname: 'Anna',
    middlename: null,
    lastname: 'Vries',
    company: null,
    street: ['Kerkstraat', '1'],
    city: 'Amsterdam',
    postcode: '1017 GB',
    countryCode: 'NL',
    vatId: null,
    reference: null,
  },
  shippingAddress: null,
  pickupLocationCode: null,
  items: [],
  totals: { subtotalCents: 0, shippingCents: 0, discountCents: 0, taxCents: 0, grandTotalCents: 0 },
  paymentMethodTitle: 'iDEAL',
  shippingMethod: 'Bezorgen',
} as unknown as OrderWithItems;

// Every link the engine's mails carry must reach a page of the storefront in the mail's language.
describe('links in mails', () => {
  let shopUrl: string | undefined;
  beforeEach(() => {
    shopUrl = process.env.SHOP_URL;
    process.env.SHOP_URL = 'https://www.stroomhuis.nl';
  });
  afterEach(() => {
    if (shopUrl === undefined) delete process.env.SHOP_URL;
    else process.env.SHOP_URL = shopUrl;
  });

  it.each(['nl', 'fr', 'de', 'en'])('reach existing pages with the %s prefix', (locale) => {
    const links = [
      orderMailData({ ...order, locale }).orderUrl,
      shopPageUrl(locale, '/customer/account/confirm', { email: 'a@b.nl', key: 'k' }),
      shopPageUrl(locale, '/customer/account/confirmemail', { token: 't' }),
      shopPageUrl(locale, '/customer/account/createPassword', { email: 'a@b.nl', token: 't' }),
      shopPageUrl(locale, '/customer/account/forgotpassword'),
      shopPageUrl(locale, '/customer/account/login'),
    ];
    for (const link of links) {
      const { pathname } = new URL(link);
      if (locale === 'nl') expect(pathname).not.toMatch(localePrefix);
      else expect(pathname.startsWith(`/${locale}/`)).toBe(true);
      expect([pathname, pageFor(pathname.replace(localePrefix, ''))]).toEqual([
        pathname,
        expect.stringMatching(/page\.tsx$/),
      ]);
    }
  });

  it('finds no page for a path the shop does not have', () => {
    expect(pageFor('/bestelling/abc')).toBeNull();
    expect(pageFor('/order')).toBeNull();
  });
});
