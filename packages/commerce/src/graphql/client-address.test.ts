import { describe, expect, it } from 'vitest';
import { clientAddressFrom, engineTrustedHops } from './client-address.ts';

const headers = (forwarded?: string) =>
  new Headers(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded });

describe('the client address the engine throttles by', () => {
  it('is the entry its caller wrote last, never one a client put before it', () => {
    expect(clientAddressFrom(headers('198.51.100.7, 203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientAddressFrom(headers('unknown, 203.0.113.9'), 0)).toBe('203.0.113.9');
    expect(clientAddressFrom(headers('2001:DB8::1'), 0)).toBe('2001:db8::1');
    expect(clientAddressFrom(headers('::ffff:192.0.2.1'), 0)).toBe('192.0.2.1');
  });

  it('skips the entries of as many trusted proxies as configured', () => {
    expect(clientAddressFrom(headers('198.51.100.7, 203.0.113.9, 10.0.0.2'), 1)).toBe(
      '203.0.113.9',
    );
    expect(engineTrustedHops({ ENGINE_TRUSTED_PROXY_HOPS: '1' })).toBe(1);
    expect(engineTrustedHops({ ENGINE_TRUSTED_PROXY_HOPS: 'two' })).toBe(0);
    expect(engineTrustedHops({})).toBe(0);
  });

  it('keeps the trusted end of a header padded to any length', () => {
    const padded = `${'198.51.100.7, '.repeat(200)}203.0.113.9`;
    expect(clientAddressFrom(headers(padded), 0)).toBe('203.0.113.9');
  });

  it('counts a missing or unparseable address as one shared unknown client, not as none', () => {
    for (const value of [undefined, '', 'unknown', '<script>', '203.0.113.9, junk']) {
      expect(clientAddressFrom(headers(value), 0)).toBe('unknown');
    }
    expect(clientAddressFrom(headers('203.0.113.9'), 2)).toBe('unknown');
  });
});
