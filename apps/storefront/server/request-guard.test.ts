import { describe, expect, it } from 'vitest';
import { refusedRequest } from './request-guard.mjs';

describe('refusedRequest', () => {
  it.each([
    '/%zz',
    '/%',
    '/%C0%AF',
    '/search/%zz',
    '/merken/%zz',
    '/media/%zz',
    '/en/%zz',
    '/%E0%A4%A',
    '/wasmachines%zz',
    '/a%00b',
    '/a%0Ab',
    '/%ff%fe',
    '/product%zz.html?x=1',
    '/%25',
    '/search/50%25',
  ])('answers %s with 400, not a server error', (url) => {
    expect(refusedRequest('GET', url)?.status).toBe(400);
  });

  it('refuses methods the Fetch API cannot carry with 405 and says which are allowed', () => {
    for (const method of ['TRACE', 'CONNECT', 'TRACK', 'PROPFIND']) {
      const refused = refusedRequest(method, '/api/graphql');
      expect(refused?.status).toBe(405);
      expect(refused?.headers?.allow).toContain('GET');
    }
  });

  it('lets ordinary addresses through, malformed query strings included', () => {
    for (const url of ['/', '/search?q=%zz', '/wasmachines?page=2', '/en/merken/bosch', '/a%20b']) {
      expect(refusedRequest('GET', url)).toBeNull();
    }
    expect(refusedRequest('GET', '/' + 'a'.repeat(5000))?.status).toBe(414);
  });
});
