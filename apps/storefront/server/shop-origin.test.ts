import { describe, expect, it } from 'vitest';
import { comesFromShop, shopOriginFor, shopUrlFor } from './shop-origin.mjs';

describe('the shop’s own address', () => {
  it('is SHOP_URL when set', () => {
    expect(shopUrlFor({ SHOP_URL: 'https://www.voltana.nl/', PORT: '3100' })).toBe(
      'https://www.voltana.nl',
    );
    expect(shopOriginFor({ SHOP_URL: 'HTTPS://WWW.Voltana.nl:443/winkel' })).toBe(
      'https://www.voltana.nl',
    );
  });

  it('is where the shop server answers on this machine when unset, on any port', () => {
    expect(shopUrlFor({})).toBe('http://localhost:3000');
    expect(shopUrlFor({ SHOP_URL: ' ', PORT: '3100' })).toBe('http://localhost:3100');
    expect(shopOriginFor({ PORT: '4321' })).toBe('http://localhost:4321');
  });

  it('has no origin when SHOP_URL is not a URL', () => {
    expect(shopOriginFor({ SHOP_URL: 'not a url' })).toBeNull();
  });
});

describe('a request from the shop’s own pages', () => {
  const shop = 'https://www.voltana.nl';
  const from = (headers: Record<string, string>) =>
    comesFromShop((name) => headers[name] ?? null, shop);

  it('names the shop’s origin, scheme and port included', () => {
    expect(from({ origin: 'https://www.voltana.nl' })).toBe(true);
    expect(from({ origin: 'http://www.voltana.nl' })).toBe(false);
    expect(from({ origin: 'https://www.voltana.nl:8443' })).toBe(false);
    expect(from({ origin: 'https://voltana.nl' })).toBe(false);
  });

  it('is never proven by a Host or X-Forwarded-Host the client chose', () => {
    expect(from({ origin: 'https://evil.example', host: 'evil.example' })).toBe(false);
    expect(
      from({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', host: 'x' }),
    ).toBe(false);
  });

  it('falls back on the Referer, then on Sec-Fetch-Site', () => {
    expect(from({ referer: 'https://www.voltana.nl/checkout' })).toBe(true);
    expect(from({ origin: 'null', referer: 'https://evil.example/' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(from({})).toBe(false);
    expect(comesFromShop(() => 'https://www.voltana.nl', null)).toBe(false);
  });
});
