import { describe, expect, it } from 'vitest';
import { forwardedFor } from '@/server/forwarded-for.mjs';
import { clientAddressOf } from './client-address';

const request = (forwarded?: string) =>
  new Request('http://shop.test/api/user', {
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  });

describe("the shopper's address for sign-in throttling", () => {
  it("is the address the shop's server appended, not one the client wrote", () => {
    const header = forwardedFor('203.0.113.9', '198.51.100.7');
    expect(header).toBe('203.0.113.9, 198.51.100.7');
    expect(clientAddressOf(request(header))).toBe('198.51.100.7');
    expect(forwardedFor(undefined, '::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddressOf(request(forwardedFor(undefined, '2001:db8::1')))).toBe('2001:db8::1');
  });

  it('keeps the entry the server appended after a client header of any length', () => {
    const header = forwardedFor(`${'203.0.113.9, '.repeat(200)}203.0.113.10`, '198.51.100.7');
    expect(clientAddressOf(request(header))).toBe('198.51.100.7');
  });

  it('skips the trusted proxies of the shop in front of its server', () => {
    expect(clientAddressOf(request('10.0.0.1, 198.51.100.7, 10.0.0.2'), 1)).toBe('198.51.100.7');
  });

  it('is absent when the header is missing or holds no address', () => {
    expect(clientAddressOf(request())).toBeNull();
    expect(clientAddressOf(request('unknown'))).toBeNull();
    expect(clientAddressOf(request('<script>'))).toBeNull();
    expect(clientAddressOf(request('cafe'))).toBeNull();
    expect(clientAddressOf(request('198.51.100.7'), 3)).toBeNull();
  });
});
